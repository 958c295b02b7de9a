import { REVIEW_RING_MIN_RECIPROCAL } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../listings/listings.repository.js';

export interface ReviewRingRow {
  a: string;
  b: string;
  reciprocal: number;
  sameClient: number;
  reviews: number;
  lastAt: Date;
  total: number;
}

/**
 * Pairs of accounts whose reviews of each other look arranged (ADR 0046), whichever side hosted: stays where
 * both gave the other five stars (REVIEW_RING_MIN_RECIPROCAL or more), or a client signal both wrote from.
 * The same device first, then the most reciprocal, then the latest.
 */
export function createReviewRingsRepository(db: DbOrTx) {
  async function page(limit: number, offset: number): Promise<ReviewRingRow[]> {
    const result = await db.execute(sql`
      with stays as (
        select least(author_user_id, subject_user_id) as a, greatest(author_user_id, subject_user_id) as b, reserve_id,
          count(*) as n, count(*) filter (where overall = 5) as fives, max(created_at) as last_at
        from reviews group by 1, 2, 3
      ), signals as (
        select least(author_user_id, subject_user_id) as a, greatest(author_user_id, subject_user_id) as b, client_signal
        from reviews where client_signal is not null
        group by 1, 2, 3 having count(distinct author_user_id) = 2
      ), pairs as (
        select s.a, s.b,
          count(*) filter (where s.n = 2 and s.fives = 2)::int as reciprocal,
          (select count(*) from signals g where g.a = s.a and g.b = s.b)::int as same_client,
          sum(s.n)::int as reviews, max(s.last_at) as last_at
        from stays s group by s.a, s.b
      )
      select a, b, reciprocal, same_client, reviews, last_at, (count(*) over ())::int as total
      from pairs where reciprocal >= ${REVIEW_RING_MIN_RECIPROCAL} or same_client > 0
      order by same_client desc, reciprocal desc, last_at desc, a, b
      limit ${limit} offset ${offset}`);
    return (result.rows as Record<string, unknown>[]).map((r) => ({
      a: String(r.a),
      b: String(r.b),
      reciprocal: Number(r.reciprocal),
      sameClient: Number(r.same_client),
      reviews: Number(r.reviews),
      lastAt: new Date(String(r.last_at)),
      total: Number(r.total),
    }));
  }

  /** The number of pairs in the queue (for an empty page past its end). */
  async function count(): Promise<number> {
    const first = await page(1, 0);
    return first[0]?.total ?? 0;
  }

  return { page, count };
}
