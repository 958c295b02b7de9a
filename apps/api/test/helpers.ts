import { randomUUID } from 'node:crypto';
import type { Endpoint, Input } from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { signInToEmulator, signUpInEmulator } from '../../../scripts/src/lib/emulator-accounts.js';

/** An identity signed up in the Auth emulator, with a real ID token. */
export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/**
 * The environment of a test app: the test database and emulator, no web build, and rate limits raised
 * far above what a test file sends from its one address (the limiter's own tests set small budgets).
 */
export function testEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    FIREBASE_PROJECT_ID: inject('firebaseProjectId'),
    FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent/kurumatabi-web-dist',
    RATE_LIMIT_SCALE: '100000',
    LOG_LEVEL: 'silent',
    ...overrides,
  };
}

let currentApp: FastifyInstance | null = null;

/** The app of the current test file (for fixtures that write rows no endpoint writes, e.g. a closed payout). */
export function currentTestApp(): FastifyInstance {
  if (!currentApp) throw new Error('call buildTestApp() first');
  return currentApp;
}

/**
 * Builds the real app against the test database and emulator. The app becomes the one `injectAs`
 * talks to (each test file has its own module scope); close it in afterAll.
 */
export async function buildTestApp(
  overrides: Record<string, string | undefined> = {},
  options: Omit<NonNullable<Parameters<typeof buildApp>[1]>, 'logger'> = {},
): Promise<FastifyInstance> {
  // Silent, unless the test reads the log lines (logging.test.ts).
  const app = await buildApp(loadConfig(testEnv(overrides)), { ...options, logger: options.logStream !== undefined });
  currentApp = app;
  return app;
}

/** Signs up a unique user in the emulator through its REST API, as the web's SDK would. */
export async function createTestUser(options: { email?: string } = {}): Promise<TestUser> {
  const email = options.email ?? `test-${randomUUID()}@example.test`;
  const password = `pw-${randomUUID()}`;
  const { uid, idToken } = await signUpInEmulator(inject('authEmulatorHost'), email, password);
  return { uid, email, password, idToken };
}

/** A fresh ID token for an existing user (e.g. after its tokens were revoked). */
export function signIn(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  return signInToEmulator(inject('authEmulatorHost'), user.email, user.password);
}

/** Who calls: a signed-up user, a raw token (e.g. a forged one), or nobody. */
export type Caller = TestUser | { token: string } | null;

function authorization(caller: Caller): Record<string, string> {
  if (caller === null) return {};
  return { authorization: `Bearer ${'token' in caller ? caller.token : caller.idToken}` };
}

/** Calls an endpoint as the given user through `app.inject` (POST, JSON body). */
export function injectAs<E extends Endpoint>(
  caller: Caller,
  endpoint: E,
  body: Input<E>,
  options: { app?: FastifyInstance; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return injectRaw(caller, endpoint, { payload: JSON.stringify(body), headers: options.headers }, options.app);
}

/** Like injectAs with a raw payload (or none), for malformed and missing bodies. */
export function injectRaw(
  caller: Caller,
  endpoint: Endpoint,
  request: { payload?: string; contentType?: string | null; headers?: Record<string, string> },
  app: FastifyInstance | null = currentApp,
): Promise<LightMyRequestResponse> {
  if (!app) throw new Error('call buildTestApp() first');
  const contentType = request.contentType === undefined ? 'application/json' : request.contentType;
  return app.inject({
    method: 'POST',
    url: endpoint.path,
    headers: {
      ...(contentType && request.payload !== undefined ? { 'content-type': contentType } : {}),
      ...authorization(caller),
      ...request.headers,
    },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

/** Registers a signed-up user with the product (create-user) and returns it. */
export async function createRegisteredUser(name = 'テスト 太郎'): Promise<TestUser> {
  const user = await createTestUser();
  const { createUser } = await import('@kurumatabi/contract');
  const response = await injectAs(user, createUser, { name });
  if (response.statusCode !== 200) throw new Error(`create-user failed: ${response.statusCode} ${response.body}`);
  return user;
}

/** Gives a registered user roles directly in the database (no API grants the operator role). */
export async function grantRoles(
  user: Pick<TestUser, 'uid'>,
  roles: { carOwner?: boolean; facilityProvider?: boolean; operator?: boolean },
  app: FastifyInstance | null = currentApp,
): Promise<void> {
  if (!app) throw new Error('call buildTestApp() first');
  const { users } = await import('../src/db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  await app.db
    .update(users)
    .set({
      ...(roles.carOwner !== undefined ? { isCarOwner: roles.carOwner } : {}),
      ...(roles.facilityProvider !== undefined ? { isFacilityProvider: roles.facilityProvider } : {}),
      ...(roles.operator !== undefined ? { isOperator: roles.operator } : {}),
    })
    .where(eq(users.firebaseUid, user.uid));
}

/** A file part of a multipart upload. */
export interface UploadPart {
  data: Buffer;
  filename: string;
  contentType: string;
}

/** Posts a multipart/form-data body with one file part (named `file` unless told), as a browser's FormData would. */
export function injectUpload(
  caller: Caller,
  endpoint: Endpoint,
  part: UploadPart,
  fieldName = 'file',
  app: FastifyInstance | null = currentApp,
): Promise<LightMyRequestResponse> {
  if (!app) throw new Error('call buildTestApp() first');
  const boundary = `----kurumatabi-test-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
    ),
    part.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: endpoint.path,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...authorization(caller) },
    payload,
  });
}
