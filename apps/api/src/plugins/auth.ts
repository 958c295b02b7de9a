import { randomUUID } from 'node:crypto';
import type { Access } from '@kurumatabi/contract';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.js';
import { createUsersRepository, type UserRow } from '../modules/users/users.repository.js';

/** The verified identity behind a request, and the product's user row when it exists. */
export interface RequestAuth {
  uid: string;
  /** From the token; null when the identity provider gave none. */
  email: string | null;
  user: UserRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    firebaseAuth: Auth;
    /** Verifies the Bearer token and the access level; sets `request.auth` or throws AppError. */
    authenticate(request: FastifyRequest, access: Exclude<Access, 'public'>): Promise<void>;
  }
}

// firebase-admin error codes that mean "this token is not acceptable" rather than "we could not check".
const rejectedTokenCodes = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/project-not-found',
  'auth/tenant-id-mismatch',
]);

const roleOf: Record<'carOwner' | 'facilityProvider' | 'operator', (user: UserRow) => boolean> = {
  carOwner: (user) => user.isCarOwner,
  facilityProvider: (user) => user.isFacilityProvider,
  operator: (user) => user.isOperator,
};

export const authPlugin = fp<{ projectId: string; authEmulatorHost: string | null }>(
  async (app, options) => {
    if (options.authEmulatorHost) {
      // firebase-admin reads the emulator's address from the environment only.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulatorHost;
    }
    // A named app per API instance: tests build several apps in one process.
    const firebaseApp = initializeApp({ projectId: options.projectId }, `kurumatabi-api-${randomUUID()}`);
    const auth = getAuth(firebaseApp);
    const usersRepository = createUsersRepository(app.db);
    app.decorate('firebaseAuth', auth);
    app.decorateRequest('auth', null);
    app.addHook('onClose', async () => {
      await deleteApp(firebaseApp);
    });

    async function verify(request: FastifyRequest): Promise<{ uid: string; email: string | null }> {
      const header = request.headers.authorization;
      if (header === undefined || header.trim() === '') throw new AppError('NO_TOKEN');
      const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
      if (!match) throw new AppError('INVALID_TOKEN');
      const token = match[1]?.trim();
      if (!token) throw new AppError('NO_TOKEN');
      try {
        // checkRevoked: a token issued before revokeRefreshTokens (sign-out everywhere, password change) is refused.
        const decoded = await auth.verifyIdToken(token, true);
        return { uid: decoded.uid, email: decoded.email ?? null };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && rejectedTokenCodes.has(code)) {
          request.log.info({ code }, 'ID トークンを拒否しました');
          throw new AppError('INVALID_TOKEN', { cause: error });
        }
        request.log.error({ err: error }, 'ID トークンを検証できませんでした（認証サービスに接続できません）');
        throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
      }
    }

    app.decorate('authenticate', async (request: FastifyRequest, access: Exclude<Access, 'public'>) => {
      const identity = await verify(request);
      const user = await usersRepository.findByFirebaseUid(identity.uid);
      if (user?.deactivatedAt) {
        // ADR 0006: a deactivated user is refused even with an unexpired token.
        throw new AppError('INVALID_TOKEN', { message: 'このアカウントは利用停止されています。' });
      }
      if (access !== 'user' && !(user && roleOf[access](user))) throw new AppError('FORBIDDEN');
      request.auth = { ...identity, user };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
