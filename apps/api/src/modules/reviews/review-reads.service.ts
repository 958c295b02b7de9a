import {
  aspectsFor,
  GUEST_REVIEW_ASPECTS,
  listingAspectsOf,
  roundAverage,
  type Output,
  type ParsedInput,
  type RatingSummary,
  type ReserveReviewState,
  type Review,
  type ReviewAspect,
  type ReviewPrompt,
  type listReview,
  type showGuestReviews,
  type showReviewSummary,
} from '@kurumatabi/contract';
import type { TargetKind } from '@kurumatabi/contract/enums';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { cappedTotal } from '../listings/search-sql.js';
import { createReviewPeople } from './review-people.js';
import { createReviewReadsRepository } from './review-reads.repository.js';
import { notOpenReason, reviewOpensAt, sideOf, targetKindOf, WINDOW_MS, windowClosesAt } from './review-rules.js';
import { createReviewViews } from './review-view.js';
import { createReviewsRepository, otherSide } from './reviews.repository.js';

/** A rating from counts and sums, or null before the first review. */
function summaryOf(count: number, sum: number, aspectSums: readonly number[], aspects: readonly ReviewAspect[]): RatingSummary | null {
  if (count === 0) return null;
  return {
    average: roundAverage(sum, count),
    count,
    aspects: aspects.map((aspect, i) => ({ aspect, average: roundAverage(aspectSums[i] ?? 0, count) })),
  };
}

/** What people read of reviews (ADR 0027): the public lists, a reservation's state, the prompts, a guest's rating. */
export function createReviewReadsService(deps: { db: Db; now: () => Date }) {
  const reads = createReviewReadsRepository(deps.db);
  const repo = createReviewsRepository(deps.db);
  const views = createReviewViews(deps.db);
  const people = createReviewPeople(deps.db);

  /** A listed car or spot, or 404 as for a listing that does not exist (the `visible` rule). */
  async function listedOr404(kind: TargetKind, id: string) {
    const listing = await reads.listedListing(kind, id);
    if (!listing) throw new AppError(kind === 'Car' ? 'CAR_NOT_FOUND' : 'SPOT_NOT_FOUND');
    return listing;
  }

  async function list(input: ParsedInput<typeof listReview>): Promise<Output<typeof listReview>> {
    const { targetKind, listingId, region, prefecture } = input;
    if (listingId !== undefined && targetKind !== undefined) await listedOr404(targetKind, listingId);
    const filters = {
      targetKind,
      region,
      prefecture,
      ...(listingId !== undefined ? (targetKind === 'Car' ? { carId: listingId } : { spotId: listingId }) : {}),
    };
    const page = await reads.publicPage(filters, input.limit, input.offset);
    return { items: await views.reviews(page.rows), ...cappedTotal(page.n), limit: input.limit, offset: input.offset };
  }

  async function show(reviewId: string): Promise<Review> {
    const row = await reads.publicOne(reviewId);
    if (!row) throw new AppError('REVIEW_NOT_FOUND');
    const [review] = await views.reviews([row]);
    return review!;
  }

  async function summary(input: ParsedInput<typeof showReviewSummary>): Promise<Output<typeof showReviewSummary>> {
    const kind = input.targetKind;
    const listing = await listedOr404(kind, input.listingId);
    const host = await reads.hostRating(listing.ownerUserId);
    return {
      rating: summaryOf(listing.ratingCount, listing.ratingSum, listing.ratingAspectSums, listingAspectsOf(kind)),
      starCounts: listing.ratingStarCounts,
      host: {
        id: listing.ownerUserId,
        name: (await people.names([listing.ownerUserId])).get(listing.ownerUserId) ?? '',
        rating: host.count > 0 ? { average: roundAverage(host.sum, host.count), count: host.count } : null,
      },
    };
  }

  /** A reservation's reviews as one of its sides sees them; anyone else's reservation is 404. */
  async function reserveState(user: UserRow, reserveId: string): Promise<ReserveReviewState> {
    const reserve = await repo.reserveById(reserveId);
    const role = reserve ? sideOf(reserve, user.id) : null;
    if (!reserve || !role) throw new AppError('RESERVE_NOT_FOUND');
    const now = deps.now();
    const kind = targetKindOf(reserve);
    const rows = await repo.ofReserve(reserve.id);
    const mine = rows.find((r) => r.authorRole === role) ?? null;
    const theirs = rows.find((r) => r.authorRole === otherSide(role)) ?? null;
    const closesAt = windowClosesAt(reserve);
    const opensAt = reviewOpensAt(reserve);
    const notYet = notOpenReason(reserve, now);
    const counterpartId = role === 'Guest' ? reserve.hostUserId : reserve.guestUserId;
    const listing = await repo.listing(kind, reserve.carId ?? reserve.spotId ?? '');
    const names = await people.names([counterpartId]);
    return {
      reserveId: reserve.id,
      role,
      targetKind: kind,
      opensAt: opensAt ? opensAt.toISOString() : null,
      notOpenReason: notYet,
      windowClosesAt: closesAt ? closesAt.toISOString() : null,
      canWrite: closesAt !== null && notYet === null && now < closesAt && mine === null,
      aspects: [...aspectsFor(role, kind)],
      subject: { name: names.get(counterpartId) ?? '', listingTitle: listing?.title ?? '' },
      mine: { status: mine ? mine.status : 'NotRegistered', review: mine ? await views.own(mine, now) : null },
      // The blind rule: the other side's text only once it is published.
      counterpart: {
        status: theirs ? theirs.status : 'NotRegistered',
        review: theirs?.status === 'Accepted' ? ((await views.reviews([theirs]))[0] ?? null) : null,
      },
    };
  }

  async function prompts(
    user: UserRow,
    limit: number,
    offset: number,
  ): Promise<{ items: ReviewPrompt[]; total: number; limit: number; offset: number }> {
    const now = deps.now();
    const page = await reads.prompts(user.id, now, new Date(now.getTime() - WINDOW_MS), limit, offset);
    const counterparts = page.rows.map(({ reserve }) => (reserve.guestUserId === user.id ? reserve.hostUserId : reserve.guestUserId));
    const [names, titles] = await Promise.all([people.names(counterparts), people.listingTitles(page.rows.map((r) => r.reserve))]);
    const items = page.rows.map(({ reserve, counterpartWritten }, i): ReviewPrompt => ({
      reserveId: reserve.id,
      role: reserve.guestUserId === user.id ? 'Guest' : 'Host',
      targetKind: targetKindOf(reserve),
      listingTitle: titles.get(reserve.carId ?? reserve.spotId ?? '') ?? '',
      counterpartName: names.get(counterparts[i]!) ?? '',
      returnedAt: reserve.returnedAt!.toISOString(),
      windowClosesAt: windowClosesAt(reserve)!.toISOString(),
      counterpartWritten,
    }));
    return { items, total: page.total, limit, offset };
  }

  /** The guest of a reservation as hosts rated them; for its two sides only. */
  async function guestReviews(user: UserRow, input: ParsedInput<typeof showGuestReviews>): Promise<Output<typeof showGuestReviews>> {
    const reserve = await repo.reserveById(input.reserveId);
    if (!reserve || !sideOf(reserve, user.id)) throw new AppError('RESERVE_NOT_FOUND');
    const guestId = reserve.guestUserId;
    const [rating, rows, guest] = await Promise.all([
      reads.guestRating(guestId),
      reads.guestReviews(guestId, input.limit, input.offset),
      people.member(guestId),
    ]);
    return {
      guest,
      rating: summaryOf(rating.count, rating.sum, rating.aspectSums, GUEST_REVIEW_ASPECTS),
      items: await views.reviews(rows),
      total: rating.count,
      limit: input.limit,
      offset: input.offset,
    };
  }

  return { list, show, summary, reserveState, prompts, guestReviews };
}
