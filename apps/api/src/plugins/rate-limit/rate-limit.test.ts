import { randomInt } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createUser, listCar, showCurrentUser, showTerms, type Endpoint } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestUser } from '../../../test/helpers.js';

/** Small real budgets (ADR 0017's classes), instead of the raised ones of the other test files. */
const budgets = {
  RATE_LIMIT_SCALE: '1',
  RATE_LIMIT_GENERAL_PER_MINUTE: '5',
  RATE_LIMIT_SEARCH_PER_MINUTE: '3',
  RATE_LIMIT_SIGN_UP_PER_MINUTE: '2',
};

/** A fresh documentation address per test (RFC 5737 / 3849 ranges): each test starts with full budgets. */
const someAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

function call(app: FastifyInstance, endpoint: Endpoint, body: unknown, from: { ip: string; user?: TestUser }) {
  return app.inject({
    method: 'POST',
    url: endpoint.path,
    remoteAddress: from.ip,
    headers: { 'content-type': 'application/json', ...(from.user ? { authorization: `Bearer ${from.user.idToken}` } : {}) },
    payload: JSON.stringify(body),
  });
}

async function statuses(times: number, send: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < times; i += 1) result.push((await send()).statusCode);
  return result;
}

/** Budgets are per minute of the clock: a test that needs a whole window does not start in its last seconds. */
async function awayFromWindowEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  // A stand-in for the web build, so that pages and assets are served by the same app.
  dist = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-rate-limit-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="ja"><body><div id="root"></div></body></html>');
  await writeFile(path.join(dist, 'assets/index-abc123.js'), 'console.log(1);');
  app = await buildTestApp({ ...budgets, WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});
beforeEach(awayFromWindowEnd);

describe('rate limits (ADR 0017)', () => {
  it('answers 429 RATE_LIMITED in the envelope with Retry-After past a budget, before reading the body', async () => {
    const ip = someAddress();
    expect(await statuses(5, () => call(app, showTerms, {}, { ip }))).toEqual([200, 200, 200, 200, 200]);
    const refused = await call(app, showTerms, {}, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/リクエストが多すぎます/) } });
    const retryAfter = Number(refused.headers['retry-after']);
    // Up to two minutes: a budget spent in this minute still weighs on the next one (ADR 0047).
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 120).toBe(true);
    // An over-budget caller costs no parsing: a broken body is refused for the budget, not for its JSON.
    const broken = await app.inject({
      method: 'POST',
      url: showTerms.path,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(broken.statusCode).toBe(429);
  });

  it('keeps a budget per class: the searches run out without touching the general budget', async () => {
    const ip = someAddress();
    const search = { serviceType: 'RentalCar' } as const;
    expect(await statuses(4, () => call(app, listCar, search, { ip }))).toEqual([200, 200, 200, 429]);
    expect((await call(app, showTerms, {}, { ip })).statusCode).toBe(200);
    // Another address has its own budgets.
    expect((await call(app, listCar, search, { ip: someAddress() })).statusCode).toBe(200);
  });

  it('counts a signed-in caller per user, so people behind one address do not share a budget', async () => {
    const ip = someAddress();
    const [alice, bob] = await Promise.all([createTestUser(), createTestUser()]);
    // show-current-user answers 404 before create-user; what matters is that it is not 429.
    const aliceCalls = await statuses(6, () => call(app, showCurrentUser, {}, { ip, user: alice }));
    expect(aliceCalls.slice(0, 5)).not.toContain(429);
    expect(aliceCalls[5]).toBe(429);
    expect((await call(app, showCurrentUser, {}, { ip, user: bob })).statusCode).not.toBe(429);
    // The address's own budget (anonymous public calls) is untouched by the signed-in calls.
    expect((await call(app, showTerms, {}, { ip })).statusCode).toBe(200);
  });

  it('counts registering per address, whoever signs in: new identities cost nothing to make', async () => {
    const ip = someAddress();
    const users = await Promise.all([createTestUser(), createTestUser(), createTestUser(), createTestUser()]);
    const registered = [];
    for (const user of users.slice(0, 3)) registered.push((await call(app, createUser, { name: '制限 太郎' }, { ip, user })).statusCode);
    expect(registered).toEqual([200, 200, 429]);
    expect((await call(app, createUser, { name: '制限 花子' }, { ip: someAddress(), user: users[3] })).statusCode).toBe(200);
  });

  it('counts an IPv6 client per /64: one subscriber cannot take a new budget with each address', async () => {
    const prefix = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
    const search = { serviceType: 'RentalCar' } as const;
    const codes = [];
    for (const host of ['::1', '::2', ':abcd::1', ':ffff:ffff:ffff:ffff'])
      codes.push((await call(app, listCar, search, { ip: `${prefix}${host}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('never counts pages, assets, images, probes or the API reference', async () => {
    const ip = someAddress();
    const free = [
      '/',
      '/search-rv?prefecture=13',
      '/car/00000000-0000-4000-8000-000000000000',
      '/assets/index-abc123.js',
      '/healthz',
      '/readyz',
      '/docs',
      '/v1/openapi.json',
      '/images/public/00000000-0000-4000-8000-000000000000/800.webp',
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const url of free) expect((await app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode, url).not.toBe(429);
    }
    // All of that left the address's API budget whole.
    expect(await statuses(5, () => call(app, showTerms, {}, { ip }))).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('rate limits behind a load balancer (TRUST_PROXY)', () => {
  it('counts the visitor named by X-Forwarded-For, not the balancer', async () => {
    const behind = await buildTestApp({ ...budgets, TRUST_PROXY: '1' });
    try {
      const balancer = someAddress();
      const from = (visitor: string) =>
        behind.inject({
          method: 'POST',
          url: showTerms.path,
          remoteAddress: balancer,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
          payload: '{}',
        });
      const [alice, bob] = [someAddress(), someAddress()];
      expect(await statuses(6, () => from(alice))).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await from(bob)).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });
});
