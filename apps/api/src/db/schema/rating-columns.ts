import { sql } from 'drizzle-orm';
import { integer, numeric } from 'drizzle-orm/pg-core';

/**
 * A listing's rating (ADR 0027, migration 0011), kept on its own row by the transaction that
 * publishes or removes one of its reviews: the count and sum of the published reviews' overall
 * stars, how many gave one to five stars, and each aspect's sum in the kind's order
 * (CAR_REVIEW_ASPECTS / SPOT_REVIEW_ASPECTS). `rating_average` is derived by PostgreSQL (a stored
 * generated column), so the search's sort and filter read one indexed column that cannot disagree.
 */
export function ratingColumns() {
  return {
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingStarCounts: integer('rating_star_counts')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'::integer[]`),
    ratingAspectSums: integer('rating_aspect_sums')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'::integer[]`),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`CASE WHEN rating_count > 0 THEN round(rating_sum::numeric / rating_count, 2) END`,
    ),
  };
}
