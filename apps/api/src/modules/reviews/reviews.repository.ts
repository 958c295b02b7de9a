import type { ReviewAuthorRole } from '@kurumatabi/contract';
import type { TargetKind } from '@kurumatabi/contract/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cars, reserves, reviewReminders, reviewReports, reviews, spots, type ReserveRow, type ReviewRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

export type NewReview = typeof reviews.$inferInsert;
export type ReviewUpdate = Partial<Pick<ReviewRow, 'overall' | 'aspectScores' | 'body' | 'bodyMasked' | 'photoIds'>>;

/** The listing a review is about, as the review's writes need it. */
export interface ReviewedListing {
  kind: TargetKind;
  id: string;
  ownerUserId: string;
  title: string;
  region: ReviewRow['listingRegion'];
  prefecture: ReviewRow['listingPrefecture'];
}

/**
 * The review rows and the rating aggregates they move (ADR 0027). Every write of one reservation's
 * reviews takes `lockReserve` first (a transaction-scoped advisory lock), so the two sides' writes,
 * the sweep's publication and an operator's decision on the same reservation run one after the other;
 * the listing's row is locked after it by the aggregate's UPDATE, always in that order.
 */
export function createReviewsRepository(db: DbOrTx) {
  async function lockReserve(reserveId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('reviews'), hashtext(${reserveId}))`);
  }

  async function reserveById(id: string): Promise<ReserveRow | null> {
    const [row] = await db.select().from(reserves).where(eq(reserves.id, id));
    return row ?? null;
  }

  async function findById(id: string): Promise<ReviewRow | null> {
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
    return row ?? null;
  }

  /** Both sides' reviews of a reservation (none, one or two rows). */
  async function ofReserve(reserveId: string): Promise<ReviewRow[]> {
    return db.select().from(reviews).where(eq(reviews.reserveId, reserveId));
  }

  async function listing(kind: TargetKind, id: string): Promise<ReviewedListing | null> {
    const table = kind === 'Car' ? cars : spots;
    const [row] = await db
      .select({ id: table.id, ownerUserId: table.ownerUserId, title: table.title, region: table.region, prefecture: table.prefecture })
      .from(table)
      .where(eq(table.id, id));
    return row ? { kind, ...row } : null;
  }

  async function insert(values: NewReview): Promise<ReviewRow> {
    const [row] = await db.insert(reviews).values(values).returning();
    if (!row) throw new Error('review insert returned nothing');
    return row;
  }

  async function update(id: string, set: ReviewUpdate): Promise<ReviewRow> {
    const [row] = await db
      .update(reviews)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(reviews.id, id))
      .returning();
    if (!row) throw new Error(`review ${id} vanished`);
    return row;
  }

  async function remove(id: string): Promise<void> {
    await db.delete(reviews).where(eq(reviews.id, id));
  }

  /** Pending → Accepted, guarded by the status: a review published or removed meanwhile is left as it is. */
  async function publish(id: string, at: Date): Promise<ReviewRow | null> {
    const [row] = await db
      .update(reviews)
      .set({ status: 'Accepted', publishedAt: at, updatedAt: sql`now()` })
      .where(and(eq(reviews.id, id), eq(reviews.status, 'Pending')))
      .returning();
    return row ?? null;
  }

  /** Pending or Accepted → Rejected with the operator's reason. */
  async function reject(id: string, decision: { reason: string; operatorId: string; at: Date }): Promise<ReviewRow | null> {
    const [row] = await db
      .update(reviews)
      .set({
        status: 'Rejected',
        rejectionReason: decision.reason,
        moderatedAt: decision.at,
        moderatedBy: decision.operatorId,
        updatedAt: sql`now()`,
      })
      .where(and(eq(reviews.id, id), inArray(reviews.status, ['Pending', 'Accepted'])))
      .returning();
    return row ?? null;
  }

  /** An operator keeps a published review: it leaves the queues, its reports are answered. */
  async function accept(id: string, decision: { operatorId: string; at: Date }): Promise<ReviewRow | null> {
    const [row] = await db
      .update(reviews)
      .set({ moderatedAt: decision.at, moderatedBy: decision.operatorId, reportCount: 0, reportedAt: null })
      .where(and(eq(reviews.id, id), eq(reviews.status, 'Accepted')))
      .returning();
    return row ?? null;
  }

  /** The host's one reply, stored as the contact rule left it (masked always: it is public, ADR 0043). */
  async function setReply(id: string, reply: { text: string; masked: boolean }, at: Date): Promise<ReviewRow | null> {
    const [row] = await db
      .update(reviews)
      .set({ reply: reply.text, replyMasked: reply.masked, repliedAt: at })
      .where(and(eq(reviews.id, id), sql`${reviews.reply} is null`))
      .returning();
    return row ?? null;
  }

  /** Records a report; false when this user has reported the review already. */
  async function addReport(reviewId: string, reporterUserId: string, reason: string, at: Date): Promise<boolean> {
    const inserted = await db
      .insert(reviewReports)
      .values({ reviewId, reporterUserId, reason, createdAt: at })
      .onConflictDoNothing()
      .returning({ reviewId: reviewReports.reviewId });
    if (inserted.length === 0) return false;
    await db
      .update(reviews)
      .set({ reportCount: sql`${reviews.reportCount} + 1`, reportedAt: at })
      .where(eq(reviews.id, reviewId));
    return true;
  }

  /**
   * Adds (`sign` 1) or takes away (-1) one published guest review from its listing's aggregates:
   * count, sum, the stars' histogram and each aspect's sum, in one UPDATE of the listing's row.
   */
  async function moveRating(review: Pick<ReviewRow, 'targetKind' | 'carId' | 'spotId' | 'overall' | 'aspectScores'>, sign: 1 | -1) {
    const table = review.targetKind === 'Car' ? cars : spots;
    const id = review.targetKind === 'Car' ? review.carId : review.spotId;
    if (!id) throw new Error('a review without its listing');
    const scores = sql`${sql.param(review.aspectScores.map((s) => s * sign))}::int[]`;
    await db.execute(sql`
      update ${table} set
        rating_count = rating_count + ${sign}::int,
        rating_sum = rating_sum + ${review.overall * sign}::int,
        rating_star_counts[${review.overall}::int] = rating_star_counts[${review.overall}::int] + ${sign}::int,
        rating_aspect_sums = array(
          select coalesce(u.total, 0) + coalesce(u.delta, 0)
          from unnest(rating_aspect_sums, ${scores}) with ordinality as u(total, delta, n) order by u.n
        )
      where id = ${id}`);
  }

  /** Pending reviews whose window closed at or before `now`, oldest window first (the sweep's batch). */
  async function closedWindows(now: Date, limit: number): Promise<{ id: string; reserveId: string }[]> {
    return db
      .select({ id: reviews.id, reserveId: reviews.reserveId })
      .from(reviews)
      .where(and(eq(reviews.status, 'Pending'), sql`${reviews.windowClosesAt} <= ${now.toISOString()}::timestamptz`))
      .orderBy(reviews.windowClosesAt)
      .limit(limit);
  }

  /** Returned reservations whose window closes within `before` of `now`, still open, not yet reminded. */
  async function dueReminders(now: Date, windowMs: number, beforeMs: number, limit: number): Promise<ReserveRow[]> {
    const openSince = new Date(now.getTime() - windowMs).toISOString();
    const remindFrom = new Date(now.getTime() - windowMs + beforeMs).toISOString();
    return db
      .select()
      .from(reserves)
      .where(
        and(
          eq(reserves.status, 'Returned'),
          sql`${reserves.reviewOpensAt} > ${openSince}::timestamptz`,
          sql`${reserves.reviewOpensAt} <= ${remindFrom}::timestamptz`,
          // Spelled out: drizzle leaves a one-table query's columns unqualified, which a subquery would misread.
          sql`not exists (select 1 from review_reminders m where m.reserve_id = reserves.id)`,
        ),
      )
      .orderBy(reserves.reviewOpensAt)
      .limit(limit);
  }

  /** Marks the reservation reminded; false when another process did first. */
  async function markReminded(reserveId: string, at: Date): Promise<boolean> {
    const inserted = await db
      .insert(reviewReminders)
      .values({ reserveId, sentAt: at })
      .onConflictDoNothing()
      .returning({ reserveId: reviewReminders.reserveId });
    return inserted.length > 0;
  }

  return {
    lockReserve,
    reserveById,
    findById,
    ofReserve,
    listing,
    insert,
    update,
    remove,
    publish,
    reject,
    accept,
    setReply,
    addReport,
    moveRating,
    closedWindows,
    dueReminders,
    markReminded,
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

/** The other side of a reservation. */
export function otherSide(role: ReviewAuthorRole): ReviewAuthorRole {
  return role === 'Guest' ? 'Host' : 'Guest';
}
