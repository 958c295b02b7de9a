/**
 * Test data of the owner-side tests: reservations written straight into the tables of migration
 * 0004 as the reservations service leaves them (the row, its history, the car's held days or the
 * plan's inventory, and `busy`), so a test can put a reservation in any state at any date — a
 * return at 2026-11-30T15:30Z, a request made months ago — without the clock of the guest's calls.
 * Only the tests import this file.
 */
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createReserveCalendarRepository } from '../reserves/reserve-calendar.repository.js';

const ACTIVE: readonly ReserveStatus[] = ['Request', 'Approved', 'Renting'];

export async function userIdOf(app: FastifyInstance, user: { uid: string }): Promise<string> {
  const result = await app.db.execute<{ id: string }>(sql`select id from users where firebase_uid = ${user.uid}`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`no users row for ${user.uid}`);
  return id;
}

function plusDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export interface TestReserve {
  guestUserId: string;
  status: ReserveStatus;
  /** Inclusive days; a Land stay's check-in and check-out days. */
  startDate: string;
  endDate: string;
  total?: number;
  /** The total without insurance (what the fee is taken from, 利用規約 第12条); the total by default. */
  feeBase?: number;
  /** The marketplace fee recorded at creation; 20 % of the fee base rounded down by default. */
  fee?: number;
  requestedAt?: Date;
  approveDeadline?: Date;
  returnedAt?: Date;
  /**
   * When a Returned stay's review opens (ADR 0046): the return by default, as if the guest had confirmed it
   * then (a settled stay, as the tests of reviews need one); null for a return still in dispute.
   */
  reviewOpensAt?: Date | null;
  /** A Canceled reservation's fee (0 by default) and when it was cancelled (now by default). */
  cancelFee?: number;
  canceledAt?: Date;
  people?: number;
}

async function insertReserve(
  app: FastifyInstance,
  target: { kind: 'CarShare' | 'Spot'; carId?: string; spotId?: string; spotPlanId?: string; hostUserId: string },
  r: TestReserve,
  period: { from: string; until: string },
): Promise<string> {
  const total = r.total ?? 30_000;
  const feeBase = r.feeBase ?? total;
  const fee = r.fee ?? Math.floor(feeBase * 0.2);
  const requestedAt = r.requestedAt ?? new Date();
  const deadline = r.approveDeadline ?? new Date(requestedAt.getTime() + 48 * 3_600_000);
  const days = Math.max(1, Math.round((Date.parse(period.until) - Date.parse(period.from)) / 86_400_000));
  const returned = r.status === 'Returned';
  const returnedAt = r.returnedAt ?? new Date();
  const opensAt = r.reviewOpensAt === undefined ? returnedAt : r.reviewOpensAt;
  const result = await app.db.execute<{ id: string }>(sql`
    insert into reserves (reserve_target_kind, car_id, spot_id, spot_plan_id, guest_user_id, host_user_id, status, period,
      start_date, end_date, days, people, price_lines, total, fee_base, fee_rate, marketplace_fee, payment_method, approve_deadline,
      requested_at, approved_at, renting_at, returned_at, canceled_at, cancel_fee, returned_by_role, return_confirmed_at, review_opens_at)
    values (${target.kind}, ${target.carId ?? null}, ${target.spotId ?? null}, ${target.spotPlanId ?? null}, ${r.guestUserId},
      ${target.hostUserId}, ${r.status}, daterange(${period.from}::date, ${period.until}::date), ${r.startDate}::date, ${r.endDate}::date,
      ${days}, ${r.people ?? 2}, '[]'::jsonb, ${total}, ${feeBase}, 0.2, ${fee}, 'CreditCard', ${deadline.toISOString()}::timestamptz,
      ${requestedAt.toISOString()}::timestamptz,
      ${['Approved', 'Renting', 'Returned'].includes(r.status) ? requestedAt.toISOString() : null}::timestamptz,
      ${['Renting', 'Returned'].includes(r.status) ? requestedAt.toISOString() : null}::timestamptz,
      ${returned ? returnedAt.toISOString() : null}::timestamptz,
      ${r.status === 'Canceled' || r.status === 'AutoCanceled' ? (r.canceledAt ?? new Date()).toISOString() : null}::timestamptz,
      ${r.cancelFee ?? 0},
      ${returned ? 'Host' : null}, ${returned && opensAt ? returnedAt.toISOString() : null}::timestamptz,
      ${returned && opensAt ? opensAt.toISOString() : null}::timestamptz)
    returning id`);
  const id = result.rows[0]!.id;
  await app.db.execute(sql`insert into reserve_status_history (reserve_id, from_status, to_status, actor_user_id, actor_role)
    values (${id}, null, 'Request', ${r.guestUserId}, 'Guest')`);
  return id;
}

/** A car reservation; an active one holds its days in the car's calendar and `busy`, as the service does. */
export async function insertCarReserve(app: FastifyInstance, car: { carId: string; hostUserId: string }, r: TestReserve): Promise<string> {
  const period = { from: r.startDate, until: plusDays(r.endDate, 1) };
  const id = await insertReserve(app, { kind: 'CarShare', ...car }, r, period);
  if (ACTIVE.includes(r.status)) {
    const calendar = createReserveCalendarRepository(app.db);
    await calendar.holdCarDays(car.carId, id, period.from, period.until);
    await calendar.rewriteCarBusy(car.carId);
  }
  return id;
}

/** A Land stay (nights [startDate, endDate)); an active one books the plan's inventory and rewrites `busy`. */
export async function insertSpotReserve(
  app: FastifyInstance,
  spot: { spotId: string; spotPlanId: string; capacity: number; hostUserId: string },
  r: TestReserve,
): Promise<string> {
  const period = { from: r.startDate, until: r.endDate > r.startDate ? r.endDate : plusDays(r.startDate, 1) };
  const id = await insertReserve(
    app,
    { kind: 'Spot', spotId: spot.spotId, spotPlanId: spot.spotPlanId, hostUserId: spot.hostUserId },
    r,
    period,
  );
  if (ACTIVE.includes(r.status)) {
    const calendar = createReserveCalendarRepository(app.db);
    await calendar.bookPlanDays(spot.spotPlanId, spot.capacity, period.from, period.until);
    await calendar.rewriteSpotBusy(spot.spotId);
  }
  return id;
}

export async function planIdsOf(app: FastifyInstance, spotId: string): Promise<string[]> {
  const result = await app.db.execute<{ id: string }>(
    sql`select id from spot_plans where spot_id = ${spotId} and withdrawn_at is null order by position, created_at, id`,
  );
  return result.rows.map((r) => r.id);
}
