import { randomUUID } from 'node:crypto';
import type { Access } from '@kurumatabi/contract';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { AppError } from '../http/app-error.js';
import type { RequestAuth } from '../http/request-auth.js';
import { createUsersRepository, type UserRow } from '../modules/users/users.repository.js';
import { createTokenMemory, type TokenMemory } from '../modules/users/token-memory.js';

export type { RequestAuth };

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    firebaseAuth: Auth;
    /** The verified tokens this process remembers, as the replicas' listener steers them (ADR 0050). */
    tokenMemory: TokenMemory;
    /** Verifies the Bearer token and the access level; sets `request.auth` or throws AppError. */
    authenticate(request: FastifyRequest, access: Exclude<Access, 'public'>, path?: string): Promise<void>;
    /**
     * The identity a public call's Bearer token proves, or null (no token, or one that cannot be
     * verified now): never refuses, for the calls that only count who reads (ADR 0044).
     */
    identify(request: FastifyRequest): Promise<string | null>;
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

/**
 * The codes firebase-admin reports only once the token's signature and claims have held (its lookup of the
 * identity comes after them): the token is the identity's own, and our own record of the account says why.
 */
const revokedTokenCodes = new Set(['auth/id-token-revoked', 'auth/user-disabled']);

/** Who a token proves to be; `revoked` when Firebase no longer accepts it (the account's standing decides what follows). */
interface Identity {
  uid: string;
  email: string | null;
  revoked: boolean;
}

const roleOf: Record<Exclude<Access, 'public' | 'user'>, (user: UserRow) => boolean> = {
  host: (user) => user.isCarOwner || user.isFacilityProvider,
  carOwner: (user) => user.isCarOwner,
  facilityProvider: (user) => user.isFacilityProvider,
  operator: (user) => user.isOperator,
};

/**
 * What a suspended user may still call (ADR 0033): who they are (so the web can say why everything
 * else is refused) and the contact form (to ask staff about it). Everything else is 403 ACCOUNT_SUSPENDED.
 */
const callableWhileSuspended = new Set(['/v1/show-current-user', '/v1/send-contact']);

/** The refusal a suspended user reads, with the staff's reason. */
function suspendedError(user: UserRow): AppError {
  const reason = user.suspensionReason ? `（理由: ${user.suspensionReason}）` : '';
  return new AppError('ACCOUNT_SUSPENDED', {
    message: `このアカウントは運営により利用停止中のため、この操作はできません${reason}。お問い合わせフォームから運営にご連絡ください。`,
  });
}

/** At most this many verified tokens are remembered (a few MB); past that the oldest is verified again. */
const MAX_REMEMBERED_TOKENS = 10_000;

export interface AuthPluginOptions {
  projectId: string;
  authEmulatorHost: string | null;
  /** How long a fully verified token (signature, claims, revocation, disabled) is trusted again without asking; 0 = never. */
  revocationCheckTtlMs: number;
  /** The clock, replaceable in tests; milliseconds. */
  now?: () => number;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const now = options.now ?? Date.now;
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
      // Requests still verifying a token must not see their Firebase app deleted under them.
      await app.inFlight.drained();
      await deleteApp(firebaseApp);
    });

    // ADR 0008: the full check (verifyIdToken with checkRevoked, a round trip to the identity
    // service) runs once per token per TTL; the same token within the TTL is accepted from memory.
    // A revocation made behind the API's back is therefore honoured at the latest one TTL later; every
    // write that changes an account's standing makes every replica forget its tokens (ADR 0050), and
    // suspension and deactivation (our own database) are read on every request anyway.
    const tokens = createTokenMemory({ ttlMs: options.revocationCheckTtlMs, maxEntries: MAX_REMEMBERED_TOKENS, now });
    app.decorate('tokenMemory', { forget: tokens.forget, setListening: tokens.setListening });

    async function verify(request: FastifyRequest): Promise<Identity> {
      const header = request.headers.authorization;
      if (header === undefined || header.trim() === '') throw new AppError('NO_TOKEN');
      const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
      if (!match) throw new AppError('INVALID_TOKEN');
      const token = match[1]?.trim();
      if (!token) throw new AppError('NO_TOKEN');
      try {
        const decoded = await tokens.verify(token, (t) => auth.verifyIdToken(t, true));
        return { uid: decoded.uid, email: decoded.email ?? null, revoked: false };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && rejectedTokenCodes.has(code)) {
          request.log.info({ code }, 'ID トークンを拒否しました');
          if (revokedTokenCodes.has(code)) {
            const { sub, email } = decodeJwt(token);
            if (sub) return { uid: sub, email: typeof email === 'string' ? email : null, revoked: true };
          }
          throw new AppError('INVALID_TOKEN', { cause: error });
        }
        request.log.error({ err: error }, 'ID トークンを検証できませんでした（認証サービスに接続できません）');
        throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
      }
    }

    app.decorate('identify', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return null;
      try {
        const identity = await verify(request);
        return identity.revoked ? null : identity.uid;
      } catch {
        return null;
      }
    });

    app.decorate('authenticate', async (request: FastifyRequest, access: Exclude<Access, 'public'>, path?: string) => {
      const { revoked, ...identity } = await verify(request);
      const user = await usersRepository.findByFirebaseUid(identity.uid);
      if (user?.deactivatedAt) {
        // ADR 0006: a deactivated user is refused even with an unexpired token.
        throw new AppError('INVALID_TOKEN', { message: 'このアカウントは利用停止されています。' });
      }
      // A token Firebase revoked stands only for a suspended account (the suspension revoked it): so the
      // refusal below is the same whether or not a replica still remembered the token (ADR 0050).
      if (revoked && !user?.suspendedAt) throw new AppError('INVALID_TOKEN');
      // ADR 0033: checked on every request like deactivation (the row is read anyway), so a suspension
      // refuses the old ID token at once; the revoked refresh token stops new ones.
      if (user?.suspendedAt && !(path && callableWhileSuspended.has(path))) throw suspendedError(user);
      // A host call tells the user how to become one (ROLE_REQUIRED); the other roles are plainly forbidden.
      if (access !== 'user' && !(user && roleOf[access](user))) throw new AppError(access === 'host' ? 'ROLE_REQUIRED' : 'FORBIDDEN');
      request.auth = { ...identity, user };
    });
  },
  { name: 'auth', dependencies: ['db', 'in-flight'] },
);
