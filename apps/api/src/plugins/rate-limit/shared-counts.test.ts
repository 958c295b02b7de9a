import { randomInt } from 'node:crypto';
import { listCar, rateLimitClasses, type RateLimitClass } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { createCountersByClass } from './class-counters.js';
import { createSharedCounts } from './shared-counts.js';

/** Two API replicas over one database, sharing their counts; the timer's syncs are out of the way (the test syncs). */
const replicaEnv = {
  RATE_LIMIT_STORE: 'postgres',
  RATE_LIMIT_SYNC_MS: '60000',
  RATE_LIMIT_SCALE: '1',
  RATE_LIMIT_SEARCH_PER_MINUTE: '4',
};

let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  [a, b] = await Promise.all([buildTestApp(replicaEnv), buildTestApp(replicaEnv)]);
  await Promise.all([a.ready(), b.ready()]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

const search = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: listCar.path,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ serviceType: 'RentalCar' }),
  });

describe('the PostgreSQL store of the rate limits (ADR 0017)', () => {
  it('shares one budget between replicas, each learning the others’ calls at its sync', async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    const ip = `198.19.${randomInt(256)}.${randomInt(1, 255)}`;

    expect([(await search(a, ip)).statusCode, (await search(a, ip)).statusCode, (await search(a, ip)).statusCode]).toEqual([200, 200, 200]);
    await a.apiRateLimits.sync();
    // B has not counted this address yet: its first call goes through (the budget's fourth call) …
    expect((await search(b, ip)).statusCode).toBe(200);
    await b.apiRateLimits.sync();
    // … and at its sync it learns the three calls of A: the budget is spent on both replicas.
    expect((await search(b, ip)).statusCode).toBe(429);
    // A is past half its budget on this key, so its sync asks for the total even without new calls.
    await a.apiRateLimits.sync();
    expect((await search(a, ip)).statusCode).toBe(429);

    const rows = await a.db.execute<{ calls: number }>(sql`select calls from rate_limit_calls where bucket = ${`search:a:${ip}`}`);
    expect(rows.rows).toEqual([{ calls: 4 }]);
  });

  it('adds the counts of replicas syncing the same keys at the same moment, none lost, no deadlock', async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    const subnet = `198.19.${randomInt(256)}`;
    const ips = Array.from({ length: 120 }, (_, i) => `${subnet}.${i + 1}`);
    // Each replica sees the addresses in a different order, as two load-balanced processes would.
    for (const ip of ips) await search(a, ip);
    for (const ip of [...ips].reverse()) await search(b, ip);
    await Promise.all([a.apiRateLimits.sync(), b.apiRateLimits.sync()]);
    const rows = await a.db.execute<{ calls: number }>(
      sql`select calls from rate_limit_calls where bucket like ${`search:a:${subnet}.%`} and window_start = date_trunc('minute', now())`,
    );
    expect(rows.rows).toHaveLength(ips.length);
    expect(rows.rows.every((row) => row.calls === 2)).toBe(true);
  });

  it('weighs the other replicas’ calls of the previous minute: a budget spent on A at its end refuses B at the next one’s start', async () => {
    // Two replicas' counters over the real table, on a clock the test moves (the table's windows are those of the clock).
    const base = Math.floor(Date.now() / 60_000) * 60_000;
    let clock = base + 59_500;
    const budgets = Object.fromEntries(rateLimitClasses.map((c) => [c, 6])) as Record<RateLimitClass, number>;
    const [onA, onB] = [createCountersByClass(budgets), createCountersByClass(budgets)];
    const [syncA, syncB] = [onA, onB].map((counters) => createSharedCounts({ db: a.db, counters, log: a.log, now: () => clock }));
    const uid = `weighted-${randomInt(1_000_000_000)}`;
    const messagesOn = (counters: typeof onA) => counters.get('message')!.perUser;

    expect(Array.from({ length: 6 }, () => messagesOn(onA).take(uid, clock))).toEqual([0, 0, 0, 0, 0, 0]);
    await syncA!.sync();
    clock = base + 60_200;
    // B has not seen the user: its first call goes through (the overshoot until a sync, ADR 0017) …
    expect(messagesOn(onB).take(uid, clock)).toBe(0);
    await syncB!.sync();
    // … and its sync reads the previous minute's total too: A's six calls weigh 6 × 59.6/60 on B.
    clock = base + 60_400;
    expect(messagesOn(onB).take(uid, clock)).toBeGreaterThan(0);
    expect(messagesOn(onA).take(uid, clock)).toBeGreaterThan(0);

    // Asking for a minute nobody counted (A's previous one) wrote no row.
    const rows = await a.db.execute<{ start_ms: string; calls: number }>(
      sql`select (extract(epoch from window_start) * 1000)::bigint as start_ms, calls from rate_limit_calls
          where bucket = ${`message:u:${uid}`} order by window_start`,
    );
    expect(rows.rows.map((row) => [Number(row.start_ms), row.calls])).toEqual([
      [base, 6],
      [base + 60_000, 1],
    ]);
  });

  it('keeps limiting with its own counts while the shared store cannot be reached', async () => {
    const ip = `198.19.${randomInt(256)}.${randomInt(1, 255)}`;
    const solo = await buildTestApp({ ...replicaEnv, DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:9/none' });
    try {
      await solo.ready();
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) codes.push((await search(solo, ip)).statusCode);
      // The searches themselves fail without a database; the fifth is refused by the budget, not by the database.
      expect(codes[4]).toBe(429);
      await solo.apiRateLimits.sync();
      expect((await search(solo, ip)).statusCode).toBe(429);
    } finally {
      await solo.close();
    }
  });
});
