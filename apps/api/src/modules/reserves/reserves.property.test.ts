import * as c from '@kurumatabi/contract';
import { addDays, isAllowedTransition, japanDay } from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator } from '../../../test/listings-fixtures.js';
import { buildReservesTestApp, isolatedDatabase, licensedGuest, reservableCar, reservableSpot, servicesOf } from './reserves-fixtures.js';

/**
 * A property test (fast-check) of random sequences of create, approve, cancel, auto-cancel (the
 * clock moves and the sweep runs), rent and return, some in parallel, through the real app and
 * database. After every sequence the invariants are read back in SQL: no two active reservations
 * of a car overlap, every active car reservation holds exactly its days in the car's calendar,
 * `busy` is the calendar, the history has only rows of the transition table and tells each
 * reservation's whole life, and each plan's inventory counts its active reservations per night.
 */

let now = new Date();
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let owner: TestUser;
const guests: TestUser[] = [];
const carIds: string[] = [];
let spot: { spotId: string; planId: string };

beforeAll(async () => {
  database = await isolatedDatabase();
  app = await buildReservesTestApp({ clock: () => now, databaseUrl: database.url });
  owner = await createHost('性質 オーナー');
  const operator = await createOperator();
  for (let i = 0; i < 3; i++) guests.push(await licensedGuest(operator, `性質 ゲスト${i + 1}`));
  for (let i = 0; i < 2; i++) carIds.push(await reservableCar(owner, operator, { maxDays: 5 }));
  spot = await reservableSpot(owner, operator, { capacityPerDay: 2 });
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Step =
  | { kind: 'createCar'; guest: number; car: number; start: number; days: number }
  | { kind: 'createSpot'; guest: number; start: number; nights: number }
  | { kind: 'approve' | 'rent' | 'return'; pick: number }
  | { kind: 'cancel'; pick: number; byHost: boolean }
  | { kind: 'time'; hours: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('createCar' as const),
    guest: fc.nat(2),
    car: fc.nat(1),
    start: fc.nat(12),
    days: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ kind: fc.constant('createSpot' as const), guest: fc.nat(2), start: fc.nat(12), nights: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'rent' as const, 'return' as const), pick: fc.nat(40) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(40), byHost: fc.boolean() }),
  fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 60 }) }),
);

interface Made {
  id: string;
  guest: TestUser;
  isCar: boolean;
}

/** Runs one step; the answer must be a success or a refusal of the contract, never a server error. */
async function run(s: Step, made: readonly Made[]): Promise<LightMyRequestResponse | null> {
  const today = japanDay(now);
  switch (s.kind) {
    case 'createCar': {
      const [startDate, endDate] = [addDays(today, s.start), addDays(today, s.start + s.days - 1)];
      const carId = carIds[s.car]!;
      const quote = await injectAs(guests[s.guest]!, c.verifyCarReserve, { carId, startDate, endDate });
      const total = quote.statusCode === 200 ? (quote.json() as c.ReserveQuote).total : 0;
      const body = {
        carId,
        startDate,
        endDate,
        paymentMethod: 'CreditCard',
        paymentToken: 'pm_card_visa',
        quotedTotal: total,
        agreeToShareContract: true,
      } as const;
      return injectAs(guests[s.guest]!, c.createCarReserve, body);
    }
    case 'createSpot': {
      const [startDate, endDate] = [addDays(today, s.start), addDays(today, s.start + s.nights)];
      const body = {
        spotId: spot.spotId,
        spotPlanId: spot.planId,
        startDate,
        endDate,
        people: 2,
        paymentMethod: 'CreditCard',
        paymentToken: 'pm_card_visa',
      } as const;
      return injectAs(guests[s.guest]!, c.createSpotReserve, { ...body, quotedTotal: s.nights * 4500 });
    }
    case 'time':
      now = new Date(now.getTime() + s.hours * 3_600_000);
      await servicesOf(app, () => now).reserves.sweepExpiredRequests(now);
      return null;
    default: {
      const target = made[s.pick % Math.max(made.length, 1)];
      if (!target) return null;
      const reserveId = target.id;
      if (s.kind === 'approve') return injectAs(owner, c.approveReserveRequest, { reserveId });
      if (s.kind === 'cancel') return injectAs(s.byHost ? owner : target.guest, c.cancelReserve, { reserveId });
      if (target.isCar) {
        const handover = { reserveId, odometerKm: 1000, fuelLevel: 'Full' } as const;
        return injectAs(owner, s.kind === 'rent' ? c.reserveCarToRenting : c.reserveCarToReturned, handover);
      }
      return injectAs(owner, s.kind === 'rent' ? c.reserveSpotToRenting : c.reserveSpotToReturned, { reserveId });
    }
  }
}

async function checkInvariants(): Promise<void> {
  const db = app.db;
  const overlaps = await db.execute<{ n: number }>(sql`select count(*)::int as n from reserves a join reserves b
    on a.car_id = b.car_id and a.id < b.id and a.period && b.period
    where a.status in ('Request', 'Approved', 'Renting') and b.status in ('Request', 'Approved', 'Renting')`);
  expect(overlaps.rows[0]?.n, 'overlapping active car reservations').toBe(0);

  const calendar = await db.execute<{ n: number }>(sql`select count(*)::int as n from reserves r
    full join (select * from car_unavailable_periods where reserve_id is not null) p on p.reserve_id = r.id
    where (r.car_id is not null and r.status in ('Request', 'Approved', 'Renting')) is distinct from (p.id is not null and p.period = r.period)`);
  expect(calendar.rows[0]?.n, 'active car reservations and their calendar rows').toBe(0);

  const busy = await db.execute<{ n: number }>(sql`select count(*)::int as n from cars c
    where c.busy is distinct from coalesce((select range_agg(period) from car_unavailable_periods p where p.car_id = c.id), '{}')`);
  expect(busy.rows[0]?.n, 'cars.busy = their calendar').toBe(0);

  const history = await db.execute<{
    reserve_id: string;
    status: ReserveStatus;
    steps: { from: ReserveStatus | null; to: ReserveStatus }[];
  }>(
    sql`select r.id as reserve_id, r.status, json_agg(json_build_object('from', h.from_status, 'to', h.to_status) order by h.id) as steps
      from reserves r join reserve_status_history h on h.reserve_id = r.id group by r.id, r.status`,
  );
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from reserves`);
  expect(history.rows.length, 'every reservation has a history').toBe(total.rows[0]?.n);
  for (const row of history.rows) {
    expect(row.steps[0], row.reserve_id).toEqual({ from: null, to: 'Request' });
    row.steps.forEach((h, i) => {
      expect(isAllowedTransition(h.from, h.to), `${h.from} → ${h.to}`).toBe(true);
      if (i > 0) expect(h.from, 'a chain of transitions').toBe(row.steps[i - 1]!.to);
    });
    expect(row.steps.at(-1)!.to, 'the history ends in the current state').toBe(row.status);
  }

  const inventory = await db.execute<{ n: number }>(sql`select count(*)::int as n from spot_plan_inventory i
    where i.booked <> (select count(*) from reserves r where r.spot_plan_id = i.spot_plan_id
      and r.status in ('Request', 'Approved', 'Renting') and r.period @> i.day) or i.booked > i.capacity`);
  expect(inventory.rows[0]?.n, 'inventory = active reservations per night').toBe(0);
  const uncounted = await db.execute<{ n: number }>(sql`select count(*)::int as n from reserves r
    cross join lateral generate_series(lower(r.period), upper(r.period) - 1, interval '1 day') d
    where r.spot_plan_id is not null and r.status in ('Request', 'Approved', 'Renting')
      and not exists (select 1 from spot_plan_inventory i where i.spot_plan_id = r.spot_plan_id and i.day = d::date)`);
  expect(uncounted.rows[0]?.n, 'every night of an active stay is counted').toBe(0);
}

describe('random sequences of reservation calls', () => {
  it('keep every invariant', async () => {
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 3, maxLength: 10 }), async (batches) => {
        const made: Made[] = [];
        for (const batch of batches) {
          // A batch runs in parallel, like people pressing buttons at the same moment.
          const answers = await Promise.all(batch.map((s) => run(s, made)));
          answers.forEach((answer, i) => {
            if (!answer) return;
            statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
            expect([200, 403, 409, 422], answer.body).toContain(answer.statusCode);
            const s = batch[i]!;
            if (answer.statusCode === 200 && (s.kind === 'createCar' || s.kind === 'createSpot')) {
              made.push({ id: (answer.json() as c.ReserveDetail).id, guest: guests[s.guest]!, isCar: s.kind === 'createCar' });
            }
          });
        }
        await checkInvariants();
      }),
      { numRuns: 25 },
    );
    console.log(`property test answers by status: ${JSON.stringify(statuses)}`);
    expect(statuses[200]).toBeGreaterThan(0);
  }, 300_000);
});
