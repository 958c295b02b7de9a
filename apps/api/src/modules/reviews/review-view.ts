import { aspectsFor, shownName, type ListingPhoto, type ModeratedReview, type OwnReview, type Review } from '@kurumatabi/contract';
import type { ReviewRow } from '../../db/schema/index.js';
import { toListingPhoto } from '../listings/listing-documents.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { createReviewFactsRepository, type ReviewFacts } from './review-facts.repository.js';

const iso = (d: Date) => d.toISOString();

/** The listing id of a review, whichever kind it is. */
export function listingIdOf(row: Pick<ReviewRow, 'carId' | 'spotId'>): string {
  const id = row.carId ?? row.spotId;
  if (!id) throw new Error('a review without its listing');
  return id;
}

/**
 * Renders review rows for readers (ADR 0027). The author's name is read at render time, so a
 * deactivated author's reviews show 「退会済みユーザー」 (ADR 0010) without touching the reviews.
 * The facts of a page are read in one round (names, listings, images), never per review.
 */
export function createReviewViews(db: DbOrTx) {
  const facts = createReviewFactsRepository(db);

  async function load(rows: readonly ReviewRow[]): Promise<ReviewFacts> {
    return facts.all({
      userIds: [...new Set(rows.flatMap((r) => [r.authorUserId, r.subjectUserId]))],
      carIds: [...new Set(rows.flatMap((r) => (r.carId ? [r.carId] : [])))],
      spotIds: [...new Set(rows.flatMap((r) => (r.spotId ? [r.spotId] : [])))],
      imageIds: [...new Set(rows.flatMap((r) => r.photoIds))],
    });
  }

  function photosOf(ids: readonly string[], f: ReviewFacts): ListingPhoto[] {
    return ids.flatMap((id) => {
      const image = f.images.get(id);
      return image ? [toListingPhoto(image)] : [];
    });
  }

  function render(row: ReviewRow, f: ReviewFacts): Review {
    const listing = f.listings.get(`${row.targetKind}:${listingIdOf(row)}`);
    const cover = listing?.coverId ? f.images.get(listing.coverId) : undefined;
    const aspects = aspectsFor(row.authorRole, row.targetKind);
    return {
      id: row.id,
      authorRole: row.authorRole,
      author: { name: shownName(f.names.get(row.authorUserId) ?? '') },
      listing: {
        targetKind: row.targetKind,
        id: listingIdOf(row),
        title: listing?.title ?? '',
        region: row.listingRegion,
        prefecture: row.listingPrefecture,
        cover: cover ? toListingPhoto(cover) : null,
      },
      overall: row.overall,
      aspects: aspects.map((aspect, i) => ({ aspect, stars: row.aspectScores[i] ?? 0 })),
      text: row.body,
      textMasked: row.bodyMasked,
      photos: photosOf(row.photoIds, f),
      stayedIn: row.stayedIn,
      publishedAt: row.publishedAt ? iso(row.publishedAt) : null,
      reply:
        row.reply !== null && row.repliedAt !== null
          ? {
              text: row.reply,
              masked: row.replyMasked,
              repliedAt: iso(row.repliedAt),
              hostName: shownName(f.names.get(row.subjectUserId) ?? ''),
            }
          : null,
    };
  }

  /** Reviews as anyone reads them (published ones; the callers choose which rows). */
  async function reviews(rows: readonly ReviewRow[]): Promise<Review[]> {
    const f = await load(rows);
    return rows.map((row) => render(row, f));
  }

  /** The author's own review with where it stands. */
  async function own(row: ReviewRow, now: Date): Promise<OwnReview> {
    const f = await load([row]);
    return {
      ...render(row, f),
      status: row.status,
      rejectionReason: row.status === 'Rejected' ? row.rejectionReason : null,
      editable: row.status === 'Pending' && now < row.windowClosesAt,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  }

  /** Reviews as operators moderate them, with both people and the latest reports. */
  async function moderated(
    rows: readonly ReviewRow[],
    reports: ReadonlyMap<string, { reason: string; createdAt: Date }[]>,
  ): Promise<ModeratedReview[]> {
    const f = await load(rows);
    return rows.map((row) => ({
      ...render(row, f),
      status: row.status,
      reserveId: row.reserveId,
      authorUser: { id: row.authorUserId, name: shownName(f.names.get(row.authorUserId) ?? '') },
      subjectUser: { id: row.subjectUserId, name: shownName(f.names.get(row.subjectUserId) ?? '') },
      createdAt: iso(row.createdAt),
      rejectionReason: row.rejectionReason,
      moderatedAt: row.moderatedAt ? iso(row.moderatedAt) : null,
      reportCount: row.reportCount,
      reports: (reports.get(row.id) ?? []).map((r) => ({ reason: r.reason, reportedAt: iso(r.createdAt) })),
    }));
  }

  return { reviews, own, moderated };
}

export type ReviewViews = ReturnType<typeof createReviewViews>;
