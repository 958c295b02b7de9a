import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReservesTestApp, isolatedDatabase, servicesOf } from '../reserves/reserves-fixtures.js';
import {
  carReview,
  guestReview,
  injectAs,
  ratingRow,
  returnedCarStay,
  returnedSpotStay,
  reviewCast,
  spotReview,
  type ReviewCast,
} from './review-test-fixtures.js';

/**
 * The listings' rating aggregates equal a recount in SQL (ADR 0027) after any sequence of writes,
 * edits, deletions, removals by an operator and publications by the clock, sent in parallel: the
 * aggregates are moved in the transaction that publishes or removes a review, under the
 * reservation's lock, by one UPDATE of the listing's row, so no interleaving loses or doubles one.
 * The seed is printed (REVIEWS_SEED reruns a failure); its own database, since the sweep publishes
 * every review whose window it is told has closed.
 */

let app: FastifyInstance;
let drop: () => Promise<void>;
let cast: ReviewCast;
const seed = Number(process.env.REVIEWS_SEED ?? Date.now() % 2_147_483_647);
const numRuns = Number(process.env.REVIEWS_RUNS ?? 25);

beforeAll(async () => {
  const database = await isolatedDatabase();
  drop = database.drop;
  app = await buildReservesTestApp({ databaseUrl: database.url });
  cast = await reviewCast(app);
});
afterAll(async () => {
  await app.close();
  await drop();
});

const stars = fc.integer({ min: 1, max: 5 });
const stay = fc.integer({ min: 0, max: 5 });
const operation = fc.oneof(
  fc.record({ op: fc.constant('guestWrite' as const), stay, overall: stars, aspect: stars }),
  fc.record({ op: fc.constant('hostWrite' as const), stay, overall: stars }),
  fc.record({ op: fc.constant('update' as const), stay, overall: stars, aspect: stars }),
  fc.record({ op: fc.constant('delete' as const), stay }),
  fc.record({ op: fc.constant('reject' as const), stay, side: fc.constantFrom('Guest' as const, 'Host' as const) }),
  fc.record({ op: fc.constant('publish' as const) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function reviewIdOf(reserveId: string, side: 'Guest' | 'Host'): Promise<string | null> {
  const result = await app.db.execute<{ id: string }>(
    sql`select id from reviews where reserve_id = ${reserveId} and author_role = ${side}`,
  );
  return result.rows[0]?.id ?? null;
}

/** One operation against the stays of a run (three cars, three spots); its answer may be any refusal. */
async function run(operation: Operation, stays: readonly { id: string; kind: 'Car' | 'Spot' }[]): Promise<number> {
  if (operation.op === 'publish') {
    // Every window as closed: the sweep publishes every Pending review.
    const far = new Date(Date.now() + 365 * 86_400_000);
    await servicesOf(app, () => far).reviews.sweep(far);
    return 200;
  }
  const { id, kind } = stays[operation.stay]!;
  const body = kind === 'Car' ? carReview : spotReview;
  switch (operation.op) {
    case 'guestWrite': {
      const aspects =
        kind === 'Car'
          ? { cleanliness: operation.aspect, accuracy: 5, communication: operation.overall, handover: 1, value: operation.aspect }
          : { cleanliness: operation.aspect, accuracy: 5, facilities: operation.overall, access: 1, value: operation.aspect };
      return (await injectAs(cast.guest, c.createReview, body(id, { overall: operation.overall, aspects }))).statusCode;
    }
    case 'hostWrite':
      return (await injectAs(cast.host, c.createReview, guestReview(id, { overall: operation.overall }))).statusCode;
    case 'update': {
      const reviewId = await reviewIdOf(id, 'Guest');
      if (!reviewId) return 404;
      return (await injectAs(cast.guest, c.updateReview, { reviewId, overall: operation.overall })).statusCode;
    }
    case 'delete': {
      const reviewId = await reviewIdOf(id, 'Guest');
      if (!reviewId) return 404;
      return (await injectAs(cast.guest, c.deleteReview, { reviewId })).statusCode;
    }
    case 'reject': {
      const reviewId = await reviewIdOf(id, operation.side);
      if (!reviewId) return 404;
      return (await injectAs(cast.operator, c.rejectReview, { reviewId, reason: '検証のため削除します。' })).statusCode;
    }
  }
}

/** The aggregates of a listing recounted from its published guest reviews. */
async function recount(table: 'cars' | 'spots', id: string) {
  const column = table === 'cars' ? sql`car_id` : sql`spot_id`;
  const result = await app.db.execute<{ count: number; sum: number; stars: number[]; aspects: number[]; average: string | null }>(sql`
    select count(*)::int as count, coalesce(sum(overall), 0)::int as sum,
      array[${sql.join(
        [1, 2, 3, 4, 5].map((n) => sql`count(*) filter (where overall = ${n})::int`),
        sql`, `,
      )}] as stars,
      array[${sql.join(
        [1, 2, 3, 4, 5].map((n) => sql`coalesce(sum(aspect_scores[${n}::int]), 0)::int`),
        sql`, `,
      )}] as aspects,
      case when count(*) > 0 then round(sum(overall)::numeric / count(*), 2)::text end as average
    from reviews where ${column} = ${id} and status = 'Accepted' and author_role = 'Guest'`);
  return result.rows[0]!;
}

/** The rating the stored card shows (what search answers). */
async function cardRating(table: 'cars' | 'spots', id: string): Promise<unknown> {
  const result = await app.db.execute<{ card: string }>(sql`select card_json as card from ${sql.identifier(table)} where id = ${id}`);
  return (JSON.parse(result.rows[0]!.card) as { rating: unknown }).rating;
}

describe('the rating aggregates', () => {
  it(`equal a recount after parallel writes, edits, deletions, removals and publications (seed ${seed}, ${numRuns} runs)`, async () => {
    const answers: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 24 }), async (operations) => {
        const returnedAt = new Date(Date.now() - 3_600_000);
        const stays = [
          ...(await Promise.all([0, 1, 2].map(() => returnedCarStay(app, cast, returnedAt)))).map((id) => ({ id, kind: 'Car' as const })),
          ...(await Promise.all([0, 1, 2].map(() => returnedSpotStay(app, cast, returnedAt)))).map((id) => ({ id, kind: 'Spot' as const })),
        ];
        // In waves of six at once: each wave races on the reviews the waves before it wrote.
        const statuses: number[] = [];
        for (let i = 0; i < operations.length; i += 6) {
          statuses.push(...(await Promise.all(operations.slice(i, i + 6).map((operation) => run(operation, stays)))));
        }
        for (const status of statuses) {
          expect(status).toBeLessThan(500);
          answers[status] = (answers[status] ?? 0) + 1;
        }
        for (const [table, id] of [
          ['cars', cast.carId],
          ['spots', cast.spotId],
        ] as const) {
          const expected = await recount(table, id);
          expect(await ratingRow(app, table, id)).toEqual(expected);
          expect(await cardRating(table, id)).toEqual(
            expected.count === 0 ? null : { average: Number(expected.average), count: expected.count },
          );
        }
      }),
      { seed, numRuns },
    );
    // The sequences reached every outcome: writes and publications, and the refusals of a racing second write.
    expect(Object.keys(answers).map(Number)).toEqual(expect.arrayContaining([200, 409]));
    console.info(`review aggregates: ${numRuns} runs, answers ${JSON.stringify(answers)}, seed ${seed}`);
  });
});
