import { z } from 'zod';
import { multiLineText } from '../common.js';
import { Prefecture, Region, ReviewStatus, TargetKind } from '../enums.js';
import { aspectAverage, listingPhoto } from '../listings/dto.js';
import { REVIEW_MAX_PHOTOS, REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, ReviewAspect, ReviewAuthorRole } from './rules.js';

/**
 * The shapes of the review calls (docs/decisions/0027-reviews.md). One `review` shape everywhere a
 * review is read; the author's own view adds its state, the operator's view adds who and reports.
 */

export const reviewIdInput = z.uuid({ error: 'レビューの ID が正しくありません。' });

/** One to five whole stars. */
export function starsInput(label: string) {
  const message = `${label}は星1〜5で選んでください。`;
  return z.number({ error: message }).int(message).min(1, message).max(5, message);
}

/**
 * The aspects' stars, by aspect. Which aspects a review must score depends on what is reviewed
 * (`aspectsFor`): the API answers 422 REVIEW_ASPECTS_INVALID naming each missing or foreign one.
 */
export const reviewAspectsInput = z.strictObject(
  Object.fromEntries(ReviewAspect.values.map((aspect) => [aspect, starsInput(ReviewAspect.labels[aspect]).optional()])) as {
    [K in ReviewAspect]: z.ZodOptional<ReturnType<typeof starsInput>>;
  },
  { error: '評価項目が正しくありません。' },
);
export type ReviewAspectsInput = z.infer<typeof reviewAspectsInput>;

export const reviewTextInput = multiLineText('レビュー本文', { typeError: 'レビュー本文を入力してください。' })
  .min(REVIEW_TEXT_MIN, `レビュー本文は${REVIEW_TEXT_MIN}文字以上で入力してください。`)
  .max(REVIEW_TEXT_MAX, `レビュー本文は${REVIEW_TEXT_MAX}文字以内で入力してください。`);

/** Photos of the stay: ids of the author's public images (upload-public-image), in order. */
export const reviewPhotoIds = z
  .array(z.uuid({ error: '写真の ID が正しくありません。' }))
  .max(REVIEW_MAX_PHOTOS, `写真は${REVIEW_MAX_PHOTOS}枚までです。`)
  .refine((ids) => new Set(ids).size === ids.length, '同じ写真が重複しています。');

export const reviewReplyInput = multiLineText('返信', { typeError: '返信を入力してください。' })
  .min(1, '返信を入力してください。')
  .max(REVIEW_REPLY_MAX, `返信は${REVIEW_REPLY_MAX}文字以内で入力してください。`);

export const reviewReportReason = multiLineText('通報の理由', { typeError: '通報の理由を入力してください。' })
  .min(1, '通報の理由を入力してください。')
  .max(500, '通報の理由は500文字以内で入力してください。');

// ---- Output -----------------------------------------------------------------------------------

export const aspectScore = z.object({ aspect: z.enum(ReviewAspect.values), stars: z.number().int().min(1).max(5) });
export type AspectScore = z.infer<typeof aspectScore>;

/** The listing a review is about, as the review lists show it. */
export const reviewListing = z.object({
  targetKind: z.enum(TargetKind.values),
  id: z.uuid(),
  title: z.string(),
  /** Where the listing was when the review was written. */
  region: z.enum(Region.values).nullable(),
  prefecture: z.enum(Prefecture.values).nullable(),
  cover: listingPhoto.nullable(),
});
export type ReviewListing = z.infer<typeof reviewListing>;

/** The host's one public answer to a guest's review. */
export const reviewReply = z.object({
  text: z.string(),
  /** Contact details were hidden from the reply when it was stored (public texts are masked always, ADR 0043). */
  masked: z.boolean(),
  repliedAt: z.iso.datetime({ offset: true }),
  hostName: z.string(),
});

/**
 * A review as readers see it. `author.name` is 「退会済みユーザー」 once the author has left (ADR
 * 0010). `stayedIn` is the month of the stay (`YYYY-MM`), never its dates. A host's review of a
 * guest has no photos and no reply.
 */
export const review = z.object({
  id: z.uuid(),
  authorRole: z.enum(ReviewAuthorRole.values),
  author: z.object({ name: z.string() }),
  listing: reviewListing,
  overall: z.number().int().min(1).max(5),
  aspects: z.array(aspectScore),
  text: z.string(),
  /** Contact details were hidden from the text when it was stored (public texts are masked always, ADR 0043). */
  textMasked: z.boolean(),
  photos: z.array(listingPhoto),
  stayedIn: z.string().regex(/^\d{4}-\d{2}$/),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  reply: reviewReply.nullable(),
});
export type Review = z.infer<typeof review>;

/** The author's own review: the public shape and where it stands. Editable (and deletable) only while Pending. */
export const ownReview = review.extend({
  status: z.enum(['Pending', 'Accepted', 'Rejected']),
  /** The operator's reason once Rejected; null otherwise. */
  rejectionReason: z.string().nullable(),
  editable: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type OwnReview = z.infer<typeof ownReview>;

/** A listing's (or a guest's) rating: the average of the published reviews' overall stars and their number. */
export const ratingSummary = z.object({
  average: z.number().min(1).max(5),
  count: z.number().int().min(1),
  aspects: z.array(aspectAverage),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** Why a reservation cannot be reviewed yet (ADR 0046). */
export const ReviewNotOpenReason = {
  values: ['NotReturned', 'ReturnNotSettled', 'EndDateNotPassed'] as const,
  labels: {
    NotReturned: '返却（チェックアウト）が済むとレビューを書けます。',
    ReturnNotSettled: '返却の確認が済むとレビューを書けます。',
    EndDateNotPassed: '利用終了日の翌日からレビューを書けます。',
  },
};
export type ReviewNotOpenReason = (typeof ReviewNotOpenReason.values)[number];

/** Two accounts whose reviews of each other look arranged (ADR 0046): the operators' review-ring queue. */
export const reviewRing = z.object({
  users: z.tuple([z.object({ id: z.uuid(), name: z.string() }), z.object({ id: z.uuid(), name: z.string() })]),
  /** Stays between the two where both gave five stars to the other. */
  reciprocalFiveStars: z.number().int(),
  /** Stays whose two reviews came from the same device and address (the same client signal). */
  sameClient: z.number().int(),
  /** Reviews the two wrote of each other in all. */
  reviews: z.number().int(),
  lastReviewedAt: z.iso.datetime({ offset: true }),
});
export type ReviewRing = z.infer<typeof reviewRing>;

/** What a side of a reservation sees of its reviews (the prompt, the form, the result). */
export const reserveReviewState = z.object({
  reserveId: z.uuid(),
  /** The caller's side: the guest reviews the listing, the host reviews the guest. */
  role: z.enum(ReviewAuthorRole.values),
  targetKind: z.enum(TargetKind.values),
  /** When the caller may first write (ADR 0046): the day after the end date, once the return is settled; null while not settled. */
  opensAt: z.iso.datetime({ offset: true }).nullable(),
  /** Why the caller cannot write yet; null once the review has opened. */
  notOpenReason: z.enum(ReviewNotOpenReason.values).nullable(),
  /** When the window closes (the opening plus REVIEW_WINDOW_DAYS); null while it has no opening. */
  windowClosesAt: z.iso.datetime({ offset: true }).nullable(),
  /** The caller may write now: Returned, window open, no review of theirs. */
  canWrite: z.boolean(),
  /** The aspects the caller's review scores. */
  aspects: z.array(z.enum(ReviewAspect.values)),
  /** Who the caller reviews: the listing (guest) or the guest (host). */
  subject: z.object({ name: z.string(), listingTitle: z.string() }),
  mine: z.object({ status: z.enum(ReviewStatus.values), review: ownReview.nullable() }),
  /**
   * The other side: NotRegistered (not written), Pending (written, hidden until the caller writes or
   * the window closes: the blind rule), Accepted (its review), Rejected (removed by an operator).
   */
  counterpart: z.object({ status: z.enum(ReviewStatus.values), review: review.nullable() }),
});
export type ReserveReviewState = z.infer<typeof reserveReviewState>;

/** A reservation whose review window is open and the caller has not written (the prompt of mypage/reserves). */
export const reviewPrompt = z.object({
  reserveId: z.uuid(),
  role: z.enum(ReviewAuthorRole.values),
  targetKind: z.enum(TargetKind.values),
  listingTitle: z.string(),
  counterpartName: z.string(),
  returnedAt: z.iso.datetime({ offset: true }),
  windowClosesAt: z.iso.datetime({ offset: true }),
  /** The other side has written (its text stays hidden until the caller writes). */
  counterpartWritten: z.boolean(),
});
export type ReviewPrompt = z.infer<typeof reviewPrompt>;

/** Where a review waits in the operators' moderation. */
export const ReviewModerationQueue = {
  values: ['New', 'Reported', 'Pending', 'Rejected'] as const,
  labels: { New: '未確認（公開済み）', Reported: '通報あり', Pending: '公開待ち', Rejected: '削除済み' },
};
export type ReviewModerationQueue = (typeof ReviewModerationQueue.values)[number];

/** A review as operators moderate it: the review, both people, its state and its reports. */
export const moderatedReview = review.extend({
  status: z.enum(['Pending', 'Accepted', 'Rejected']),
  reserveId: z.uuid(),
  authorUser: z.object({ id: z.uuid(), name: z.string() }),
  subjectUser: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
  rejectionReason: z.string().nullable(),
  /** When an operator last accepted or rejected it; null until then. */
  moderatedAt: z.iso.datetime({ offset: true }).nullable(),
  reportCount: z.number().int(),
  /** The latest reports (at most 5), newest first. */
  reports: z.array(z.object({ reason: z.string(), reportedAt: z.iso.datetime({ offset: true }) })),
});
export type ModeratedReview = z.infer<typeof moderatedReview>;
