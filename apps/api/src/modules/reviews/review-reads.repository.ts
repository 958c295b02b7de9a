import type { ReviewModerationQueue } from '@kurumatabi/contract';
import type { Prefecture, Region, TargetKind } from '@kurumatabi/contract/enums';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { cars, reserves, reviewReports, reviews, spots, type ReserveRow, type ReviewRow } from '../../db/schema/index.js';
import { executePrepared } from '../../db/prepared.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { cappedCount } from '../listings/search-sql.js';

export interface PublicReviewFilters {
  targetKind?: TargetKind | undefined;
  carId?: string | undefined;
  spotId?: string | undefined;
  region?: Region | undefined;
  prefecture?: Prefecture | undefined;
}

/** Newest first, as the partial indexes of migration 0011 are built. */
const newestFirst = sql`${reviews.publishedAt} desc, ${reviews.id} desc`;

/** The WHERE of the public lists: published guest reviews, then only the filters given (one plan per shape). */
export function publicReviewWhere(f: PublicReviewFilters): SQL {
  const conditions: SQL[] = [
    sql`${reviews.status} = 'Accepted'`,
    sql`${reviews.authorRole} = 'Guest'`,
    ...(f.targetKind !== undefined ? [sql`${reviews.targetKind} = ${f.targetKind}`] : []),
    ...(f.carId !== undefined ? [sql`${reviews.carId} = ${f.carId}`] : []),
    ...(f.spotId !== undefined ? [sql`${reviews.spotId} = ${f.spotId}`] : []),
    ...(f.region !== undefined ? [sql`${reviews.listingRegion} = ${f.region}`] : []),
    ...(f.prefecture !== undefined ? [sql`${reviews.listingPrefecture} = ${f.prefecture}`] : []),
  ];
  return sql.join(conditions, sql` and `);
}

const moderationQueues: Record<ReviewModerationQueue, { where: SQL; order: SQL }> = {
  New: {
    where: sql`${reviews.status} = 'Accepted' and ${reviews.moderatedAt} is null`,
    order: sql`${reviews.publishedAt}, ${reviews.id}`,
  },
  Reported: {
    where: sql`${reviews.status} = 'Accepted' and ${reviews.reportCount} > 0`,
    order: sql`${reviews.reportCount} desc, ${reviews.reportedAt}, ${reviews.id}`,
  },
  Pending: { where: sql`${reviews.status} = 'Pending'`, order: sql`${reviews.windowClosesAt}, ${reviews.id}` },
  Rejected: { where: sql`${reviews.status} = 'Rejected'`, order: sql`${reviews.moderatedAt} desc nulls last, ${reviews.id}` },
};

/** The review lists and summaries (ADR 0027): public pages, a guest's rating, the prompts, the operators' queues. */
export function createReviewReadsRepository(db: DbOrTx) {
  async function publicPage(f: PublicReviewFilters, limit: number, offset: number): Promise<{ rows: ReviewRow[]; n: number }> {
    const where = publicReviewWhere(f);
    const [rows, count] = await Promise.all([
      db.select().from(reviews).where(where).orderBy(desc(reviews.publishedAt), desc(reviews.id)).limit(limit).offset(offset),
      executePrepared<{ n: number }>(db, cappedCount(sql`${reviews}`, where, newestFirst)),
    ]);
    return { rows, n: count[0]?.n ?? 0 };
  }

  /** A published guest review (what the public may read), or null. */
  async function publicOne(id: string): Promise<ReviewRow | null> {
    const [row] = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, id), publicReviewWhere({})));
    return row ?? null;
  }

  /** A listed car or spot's rating aggregates and owner; null when it is not listed. */
  async function listedListing(kind: TargetKind, id: string) {
    const table = kind === 'Car' ? cars : spots;
    const [row] = await db
      .select({
        ownerUserId: table.ownerUserId,
        ratingCount: table.ratingCount,
        ratingSum: table.ratingSum,
        ratingStarCounts: table.ratingStarCounts,
        ratingAspectSums: table.ratingAspectSums,
      })
      .from(table)
      .where(and(eq(table.id, id), eq(table.listed, true)));
    return row ?? null;
  }

  /** A host's rating over all their listed cars and spots: the sums of the listings' aggregates. */
  async function hostRating(ownerUserId: string): Promise<{ count: number; sum: number }> {
    const result = await db.execute<{ n: number; s: number }>(sql`
      select coalesce(sum(rating_count), 0)::int as n, coalesce(sum(rating_sum), 0)::int as s from (
        select ${cars.ratingCount} as rating_count, ${cars.ratingSum} as rating_sum from ${cars}
          where ${cars.ownerUserId} = ${ownerUserId} and ${cars.listed}
        union all
        select ${spots.ratingCount}, ${spots.ratingSum} from ${spots} where ${spots.ownerUserId} = ${ownerUserId} and ${spots.listed}
      ) listings`);
    const row = result.rows[0];
    return { count: Number(row?.n ?? 0), sum: Number(row?.s ?? 0) };
  }

  /** A guest's rating from hosts: the published host reviews of them, counted with their three aspects (index reviews_guest_rating_idx). */
  async function guestRating(guestUserId: string): Promise<{ count: number; sum: number; aspectSums: number[] }> {
    const result = await db.execute<{ n: number; s: number; a1: number; a2: number; a3: number }>(sql`
      select count(*)::int as n, coalesce(sum(overall), 0)::int as s, coalesce(sum(aspect_scores[1]), 0)::int as a1,
        coalesce(sum(aspect_scores[2]), 0)::int as a2, coalesce(sum(aspect_scores[3]), 0)::int as a3
      from ${reviews}
      where ${reviews.subjectUserId} = ${guestUserId} and ${reviews.authorRole} = 'Host' and ${reviews.status} = 'Accepted'`);
    const row = result.rows[0];
    return { count: Number(row?.n ?? 0), sum: Number(row?.s ?? 0), aspectSums: [row?.a1, row?.a2, row?.a3].map((v) => Number(v ?? 0)) };
  }

  async function guestReviews(guestUserId: string, limit: number, offset: number): Promise<ReviewRow[]> {
    return db
      .select()
      .from(reviews)
      .where(and(eq(reviews.subjectUserId, guestUserId), eq(reviews.authorRole, 'Host'), eq(reviews.status, 'Accepted')))
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(limit)
      .offset(offset);
  }

  /**
   * The user's reservations (as guest or host) returned since `openSince` that they have not
   * reviewed, closing soonest first, with whether the other side has written; and their number.
   */
  async function prompts(userId: string, now: Date, openSince: Date, limit: number, offset: number) {
    // Written out in SQL: drizzle leaves the columns of a one-table query unqualified, which inside a
    // subquery would name the subquery's own table. Only reviews that have opened (ADR 0046).
    const where = sql`reserves.status = 'Returned' and reserves.review_opens_at <= ${now.toISOString()}::timestamptz
      and reserves.review_opens_at > ${openSince.toISOString()}::timestamptz
      and (reserves.guest_user_id = ${userId} or reserves.host_user_id = ${userId})
      and not exists (select 1 from reviews mine where mine.reserve_id = reserves.id and mine.author_user_id = ${userId})`;
    const [rows, total] = await Promise.all([
      db
        .select({
          reserve: reserves,
          counterpartWritten: sql<boolean>`exists (select 1 from reviews theirs where theirs.reserve_id = reserves.id and theirs.author_user_id <> ${userId})`,
        })
        .from(reserves)
        .where(where)
        .orderBy(reserves.reviewOpensAt, reserves.id)
        .limit(limit)
        .offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(reserves)
        .where(where),
    ]);
    return { rows: rows as { reserve: ReserveRow; counterpartWritten: boolean }[], total: total[0]?.n ?? 0 };
  }

  async function moderationPage(
    queue: ReviewModerationQueue,
    limit: number,
    offset: number,
  ): Promise<{ rows: ReviewRow[]; total: number }> {
    const { where, order } = moderationQueues[queue];
    const [rows, total] = await Promise.all([
      db.select().from(reviews).where(where).orderBy(order).limit(limit).offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(where),
    ]);
    return { rows, total: total[0]?.n ?? 0 };
  }

  /** The latest five reports of each review, newest first. */
  async function latestReports(reviewIds: readonly string[]): Promise<Map<string, { reason: string; createdAt: Date }[]>> {
    const byReview = new Map<string, { reason: string; createdAt: Date }[]>();
    if (reviewIds.length === 0) return byReview;
    const rows = await db
      .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, createdAt: reviewReports.createdAt })
      .from(reviewReports)
      .where(inArray(reviewReports.reviewId, [...reviewIds]))
      .orderBy(desc(reviewReports.createdAt));
    for (const row of rows) {
      const list = byReview.get(row.reviewId) ?? [];
      if (list.length < 5) list.push({ reason: row.reason, createdAt: row.createdAt });
      byReview.set(row.reviewId, list);
    }
    return byReview;
  }

  return { publicPage, publicOne, listedListing, hostRating, guestRating, guestReviews, prompts, moderationPage, latestReports };
}
