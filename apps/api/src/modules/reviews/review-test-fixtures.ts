/**
 * Test data of the reviews tests: listed cars and spots of a host, and Returned reservations written
 * straight into the tables (owner-test-fixtures.ts) at any return time, so a test can put a stay's
 * review window wherever it needs it. Only the tests import this file.
 */
import type * as c from '@kurumatabi/contract';
import type { ErrorEnvelope, Input } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, landPlan, listedCar, listedSpot, uniqueWord } from '../../../test/listings-fixtures.js';
import { insertCarReserve, insertSpotReserve, planIdsOf, userIdOf } from '../reserve-owner/owner-test-fixtures.js';

export const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;

export function ok<T = Record<string, unknown>>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/** A day `n` days from `from` (`YYYY-MM-DD`). */
export function dayFrom(from: Date, n: number): string {
  return new Date(from.getTime() + n * 86_400_000).toISOString().slice(0, 10);
}

export interface ReviewCast {
  operator: TestUser;
  host: TestUser;
  hostId: string;
  guest: TestUser;
  guestId: string;
  /** Someone with no part in any stay. */
  stranger: TestUser;
  carId: string;
  spotId: string;
  spotPlanId: string;
  /** The word in the listings' titles, to find them by search. */
  word: string;
}

/** An operator, a host with a listed car and a listed spot, a guest and a stranger. */
export async function reviewCast(app: FastifyInstance): Promise<ReviewCast> {
  const operator = await createOperator();
  const host = await createHost('レビュー 掲載者');
  const guest = await createRegisteredUser('レビュー 旅子');
  const stranger = await createRegisteredUser('レビュー 通りすがり');
  const word = uniqueWord();
  const carId = await listedCar(host, operator, {
    title: `レビュー用キャンピングカー ${word}`,
    fields: { pricePerDay: 15000, minDays: 1 },
  });
  const spotId = await listedSpot(host, operator, { title: `レビュー用RVパーク ${word}`, fields: { plans: [landPlan] } });
  const [spotPlanId] = await planIdsOf(app, spotId);
  return {
    operator,
    host,
    hostId: await userIdOf(app, host),
    guest,
    guestId: await userIdOf(app, guest),
    stranger,
    carId,
    spotId,
    spotPlanId: spotPlanId!,
    word,
  };
}

/** A car stay of the guest that came back at `returnedAt` (three days ending the day before). */
export async function returnedCarStay(app: FastifyInstance, cast: ReviewCast, returnedAt: Date, guestId = cast.guestId): Promise<string> {
  return insertCarReserve(
    app,
    { carId: cast.carId, hostUserId: cast.hostId },
    { guestUserId: guestId, status: 'Returned', startDate: dayFrom(returnedAt, -3), endDate: dayFrom(returnedAt, -1), returnedAt },
  );
}

export async function returnedSpotStay(app: FastifyInstance, cast: ReviewCast, returnedAt: Date, guestId = cast.guestId): Promise<string> {
  return insertSpotReserve(
    app,
    { spotId: cast.spotId, spotPlanId: cast.spotPlanId, capacity: landPlan.capacityPerDay, hostUserId: cast.hostId },
    { guestUserId: guestId, status: 'Returned', startDate: dayFrom(returnedAt, -2), endDate: dayFrom(returnedAt, 0), returnedAt },
  );
}

/** A guest's car review (five aspects). */
export function carReview(reserveId: string, overrides: Partial<Input<typeof c.createReview>> = {}): Input<typeof c.createReview> {
  return {
    reserveId,
    overall: 4,
    aspects: { cleanliness: 5, accuracy: 4, communication: 5, handover: 4, value: 3 },
    text: '車内がとても清潔で、オーナーさんの説明も丁寧でした。また借りたいです。',
    ...overrides,
  };
}

/** A guest's spot review (five aspects). */
export function spotReview(reserveId: string, overrides: Partial<Input<typeof c.createReview>> = {}): Input<typeof c.createReview> {
  return {
    reserveId,
    overall: 5,
    aspects: { cleanliness: 5, accuracy: 5, facilities: 4, access: 4, value: 5 },
    text: '区画が広く、夜は星がきれいでした。トイレも清潔です。',
    ...overrides,
  };
}

/** A host's review of the guest (three aspects). */
export function guestReview(reserveId: string, overrides: Partial<Input<typeof c.createReview>> = {}): Input<typeof c.createReview> {
  return {
    reserveId,
    overall: 5,
    aspects: { communication: 5, care: 5, rules: 4 },
    text: '時間どおりに返却していただき、車内もきれいでした。',
    ...overrides,
  };
}

/** Every review row of a reservation, as text (to see that a refused call left nothing behind). */
export async function reviewRowsOf(app: FastifyInstance, reserveId: string): Promise<string[]> {
  const result = await app.db.execute<{ row: string }>(
    sql`select r::text as row from reviews r where reserve_id = ${reserveId} order by author_role`,
  );
  return result.rows.map((r) => r.row);
}

/** A listing's aggregates as its row keeps them. */
export async function ratingRow(app: FastifyInstance, table: 'cars' | 'spots', id: string) {
  const result = await app.db.execute<{ count: number; sum: number; stars: number[]; aspects: number[]; average: string | null }>(
    sql`select rating_count as count, rating_sum as sum, rating_star_counts as stars, rating_aspect_sums as aspects,
      rating_average::text as average from ${sql.identifier(table)} where id = ${id}`,
  );
  return result.rows[0]!;
}

export { injectAs };
