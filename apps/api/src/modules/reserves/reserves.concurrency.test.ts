import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import {
  buildReservesTestApp,
  carRequest,
  errorOf,
  licensedGuest,
  ok,
  reservableCar,
  reservableSpot,
  spotRequest,
} from './reserves-fixtures.js';

/**
 * No double booking under load (ADR 0016): parallel requests through the real app and database.
 * The counts are printed so the issue can quote them.
 */

let app: FastifyInstance;
let owner: TestUser;
let operator: TestUser;
const guests: TestUser[] = [];

beforeAll(async () => {
  app = await buildReservesTestApp();
  owner = await createHost('並行 オーナー');
  operator = await createOperator();
  for (let i = 0; i < 5; i++) guests.push(await licensedGuest(operator, `並行 ゲスト${i + 1}`));
}, 120_000);
afterAll(() => app.close());

const statusCounts = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});

async function overlaps(carId: string): Promise<number> {
  const result = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from reserves a join reserves b
    on a.car_id = b.car_id and a.id < b.id and a.period && b.period
    where a.car_id = ${carId} and a.status in ('Request', 'Approved', 'Renting') and b.status in ('Request', 'Approved', 'Renting')`);
  return result.rows[0]?.n ?? -1;
}

describe('concurrency', () => {
  it('gives one car’s overlapping days to exactly one of 50 parallel requests, in 20 trials', async () => {
    const carId = await reservableCar(owner, operator);
    const summary: string[] = [];
    for (let trial = 0; trial < 20; trial++) {
      // Every request contains the trial's middle day: any two overlap.
      const base = 3 + trial * 4;
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          injectAs(
            guests[i % guests.length]!,
            c.createCarReserve,
            carRequest(carId, japanDay(base + (i % 2)), japanDay(base + 1 + ((i >> 1) % 2))),
          ),
        ),
      );
      const counts = statusCounts(responses.map((r) => r.statusCode));
      summary.push(`trial ${String(trial + 1).padStart(2)}: ${counts[200] ?? 0} × 200, ${counts[409] ?? 0} × 409`);
      expect(counts, `trial ${trial + 1}`).toEqual({ 200: 1, 409: 49 });
      for (const r of responses.filter((r) => r.statusCode === 409)) {
        expect(errorOf(r).code).toBe('RESERVE_PERIOD_UNAVAILABLE');
        // Refused by the check under the lock, which names the taken days: the lock that waited
        // for the winner read the car's calendar as the winner left it (ADR 0016).
        expect(errorOf(r).details?.length, r.body).toBeGreaterThan(0);
      }
    }
    console.log(`50 parallel overlapping create-car-reserve per trial:\n${summary.join('\n')}`);
    expect(await overlaps(carId)).toBe(0);
    const held = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from car_unavailable_periods where car_id = ${carId} and reserve_id is not null`,
    );
    expect(held.rows[0]?.n).toBe(20);
  }, 300_000);

  it('approves a request once under 50 parallel approvals, and applies approvals and cancellations racing in one order', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guests[0]!, c.createCarReserve, carRequest(carId, japanDay(100), japanDay(101))), 'create');
    const approvals = await Promise.all(
      Array.from({ length: 50 }, () => injectAs(owner, c.approveReserveRequest, { reserveId: request.id })),
    );
    const counts = statusCounts(approvals.map((r) => r.statusCode));
    console.log(`50 parallel approve-reserve-request: ${counts[200] ?? 0} × 200, ${counts[409] ?? 0} × 409`);
    expect(counts).toEqual({ 200: 1, 409: 49 });
    const history = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from reserve_status_history where reserve_id = ${request.id} and to_status = 'Approved'`,
    );
    expect(history.rows[0]?.n).toBe(1);

    const raced = ok(await injectAs(guests[1]!, c.createCarReserve, carRequest(carId, japanDay(103), japanDay(103))), 'create');
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? injectAs(owner, c.approveReserveRequest, { reserveId: raced.id })
          : injectAs(guests[1]!, c.cancelReserve, { reserveId: raced.id, reason: '競合テスト' }),
      ),
    );
    // Whatever the order: each success is one row of the table, from the state the previous one left.
    const final = ok(await injectAs(owner, c.showReserve, { reserveId: raced.id }), 'show');
    expect(final.status).toBe('Canceled');
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(final.history.length - 1);
    expect(final.history.map((h) => h.toStatus)).toEqual(
      final.history.length === 2 ? ['Request', 'Canceled'] : ['Request', 'Approved', 'Canceled'],
    );
    for (const r of race.filter((r) => r.statusCode !== 200)) expect(errorOf(r).code).toBe('RESERVE_STATUS_CONFLICT');
  }, 120_000);

  it('sells a plan with 3 sites a night to exactly 3 of 30 parallel requests', async () => {
    const { spotId, planId } = await reservableSpot(owner, operator, { capacityPerDay: 3 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        injectAs(
          guests[i % guests.length]!,
          c.createSpotReserve,
          spotRequest(spotId, planId, japanDay(20 + (i % 2)), japanDay(22), 2 - (i % 2)),
        ),
      ),
    );
    const counts = statusCounts(responses.map((r) => r.statusCode));
    console.log(`30 parallel create-spot-reserve on a plan of 3 sites: ${counts[200] ?? 0} × 200, ${counts[409] ?? 0} × 409`);
    expect(counts).toEqual({ 200: 3, 409: 27 });
    const inventory = await app.db.execute<{ day: string; booked: number }>(
      sql`select to_char(day, 'YYYY-MM-DD') as day, booked from spot_plan_inventory where spot_plan_id = ${planId} order by day`,
    );
    expect(inventory.rows.every((r) => r.booked <= 3)).toBe(true);
    expect(inventory.rows.find((r) => r.day === japanDay(21))?.booked).toBe(3);
  }, 120_000);
});
