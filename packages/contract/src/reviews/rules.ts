import type { TargetKind } from '../enums.js';
import { endOfJapanDay } from '../reserves/japan-date.js';

/**
 * The rules of reviews (docs/decisions/0027-reviews.md) that both the API and the web read.
 *
 * After a reservation is Returned and its review opens (ADR 0046), its guest reviews the car or the spot and
 * its host reviews the guest, each once, within REVIEW_WINDOW_DAYS of the opening. Neither sees the other's review until
 * both have written or the window has closed (the blind rule): until then a review is `Pending`.
 */

/** Days after the review opens during which both sides may write. */
export const REVIEW_WINDOW_DAYS = 14;
/** The reminder goes out once, this many days before the window closes, to each side that has not written. */
export const REVIEW_REMINDER_DAYS_BEFORE = 3;
/**
 * Reviews from real stays (docs/decisions/0046-reviews-from-real-stays.md): a stay is reviewed from the day
 * after its end date in Japan, once its return is settled — the guest confirmed it, RETURN_CHECK_HOURS passed
 * after the host's return without a dispute, an operator resolved the dispute, or the system returned it.
 */
export const RETURN_CHECK_HOURS = 24;
/** A stay still Renting this many days after its end date is returned by the system (with a notice to both). */
export const ABANDONED_RENTING_GRACE_DAYS = 3;
/** Reciprocal five-star reviews between two accounts from this many stays put the pair in the review-ring queue. */
export const REVIEW_RING_MIN_RECIPROCAL = 2;

/** When a stay ending on `endDate` (Japan time) whose return settles at `settledAt` can first be reviewed. */
export function reviewOpensFor(endDate: string, settledAt: Date): Date {
  const dayAfter = endOfJapanDay(endDate);
  return settledAt > dayAfter ? settledAt : dayAfter;
}

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_MAX_PHOTOS = 10;

/** Who wrote a review: the reservation's guest (about the car or spot) or its host (about the guest). */
export const ReviewAuthorRole = {
  values: ['Guest', 'Host'] as const,
  labels: { Guest: 'ゲストからのレビュー', Host: 'ホストからのレビュー' },
};
export type ReviewAuthorRole = (typeof ReviewAuthorRole.values)[number];

/** Every aspect a review scores, with its Japanese name. Which apply depends on what is reviewed. */
export const ReviewAspect = {
  values: ['cleanliness', 'accuracy', 'communication', 'handover', 'value', 'facilities', 'access', 'care', 'rules'] as const,
  labels: {
    cleanliness: '清潔さ',
    accuracy: '掲載内容の正確さ',
    communication: 'コミュニケーション',
    handover: '受け渡し',
    value: 'コストパフォーマンス',
    facilities: '設備',
    access: 'アクセス',
    care: '車両・施設の扱い',
    rules: 'ルールの順守',
  },
};
export type ReviewAspect = (typeof ReviewAspect.values)[number];

/** The aspects of a guest's review of a car, in the order they are stored and shown. */
export const CAR_REVIEW_ASPECTS = [
  'cleanliness',
  'accuracy',
  'communication',
  'handover',
  'value',
] as const satisfies readonly ReviewAspect[];
/** The aspects of a guest's review of a spot. */
export const SPOT_REVIEW_ASPECTS = ['cleanliness', 'accuracy', 'facilities', 'access', 'value'] as const satisfies readonly ReviewAspect[];
/** The aspects of a host's review of a guest. */
export const GUEST_REVIEW_ASPECTS = ['communication', 'care', 'rules'] as const satisfies readonly ReviewAspect[];

/** The aspects a review by `role` of a reservation of `targetKind` must score (all of them, each 1–5). */
export function aspectsFor(role: ReviewAuthorRole, targetKind: TargetKind): readonly ReviewAspect[] {
  if (role === 'Host') return GUEST_REVIEW_ASPECTS;
  return targetKind === 'Car' ? CAR_REVIEW_ASPECTS : SPOT_REVIEW_ASPECTS;
}

/** The listing aspects of a kind (the averages on a listing's page). */
export function listingAspectsOf(targetKind: TargetKind): readonly ReviewAspect[] {
  return targetKind === 'Car' ? CAR_REVIEW_ASPECTS : SPOT_REVIEW_ASPECTS;
}

/**
 * An average as it is stored and shown: two decimals, halves up (4.665 → 4.67), as PostgreSQL's
 * `round(sum::numeric / count, 2)` gives it. `sum * 100 / count` is one correctly rounded division
 * of integers, so a true half stays a half.
 */
export function roundAverage(sum: number, count: number): number {
  return Math.round((sum * 100) / count) / 100;
}
