import { z } from 'zod';
import { multiLineText, singleLineText } from '../common.js';
import { PublicationState, Region, Prefecture, VerificationStatus } from '../enums.js';
import { imageVariant } from '../images/dto.js';
import { refuseContactDetails } from '../inquiries/contact-rule.js';
import { masterIdInput } from '../master/dto.js';
import { ReviewAspect } from '../reviews/rules.js';
import { searchKeyword } from '../search-text.js';

import { LISTING_OFFSET_MAX, LISTING_PAGE_MAX, MAX_LISTING_PHOTOS, MAX_SEARCH_DAYS, SearchSort } from './limits.js';

export * from './limits.js';

/**
 * What cars and spots share (docs/decisions/0015-listings-and-search.md): photos, the owner as
 * guests see them, publication and verification, the search's paging and date range.
 */

/** A calendar day, `YYYY-MM-DD` (Japan time). */
export const calendarDate = z.iso.date({ error: '日付は YYYY-MM-DD の形式で入力してください。' });

/** A public photo of a listing: the variants of a public image (stable URLs). */
export const listingPhoto = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariant),
});
export type ListingPhoto = z.infer<typeof listingPhoto>;

/** The owner or provider as guests see them: no email, no address. */
export const listingHost = z.object({
  id: z.uuid(),
  name: z.string(),
  /** When they joined (`YYYY-MM-DD`). */
  memberSince: calendarDate,
});
export type ListingHost = z.infer<typeof listingHost>;

/**
 * The average of a listing's published guest reviews (overall stars, two decimals) and their number;
 * null before the first (never a made-up one). Kept with each publication or removal (ADR 0027).
 */
export const listingRating = z.object({ average: z.number().min(1).max(5), count: z.number().int().min(1) }).nullable();

/** An aspect's average over a listing's published reviews (the detail page's list; empty without reviews). */
export const aspectAverage = z.object({ aspect: z.enum(ReviewAspect.values), average: z.number().min(1).max(5) });
export type AspectAverage = z.infer<typeof aspectAverage>;

/** Where a listing is, as guests see it before reserving: prefecture and city, never the street. */
export const listingPlace = z.object({
  region: z.enum(Region.values),
  prefecture: z.enum(Prefecture.values),
  city: z.string(),
});
export type ListingPlace = z.infer<typeof listingPlace>;

/** The facts of a listing only its owner (and operators) see: its state in the publication process. */
export const listingState = {
  verificationStatus: z.enum(VerificationStatus.values),
  /** The operator's reason while `verificationStatus` is `Rejected`; null otherwise. */
  rejectionReason: z.string().nullable(),
  publicationState: z.enum(PublicationState.values),
  /** Visible to the public now: verified, published and the owner active. */
  listed: z.boolean(),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
};

/** The viewer's own facts about a listing, on the signed-in variants of the public calls. */
export const viewerFacts = {
  isFavorite: z.boolean(),
  isOwner: z.boolean(),
};

const yen = (label: string) =>
  z
    .number({ error: `${label}は数字で入力してください。` })
    .int(`${label}は整数で入力してください。`)
    .min(0, `${label}は0円以上で入力してください。`)
    .max(10_000_000, `${label}が大きすぎます。`);

/** Listing ids in filters (facilities, kinds, types): at most 20, each a master slug. */
export function masterIdList(what: string) {
  return z.array(masterIdInput(what)).max(20, `${what}は20件まで選べます。`).default([]);
}

/**
 * The filters both searches share. Dates come in pairs (`from` ≤ `to`, inclusive, at most
 * MAX_SEARCH_DAYS days); `from` before today (Japan time) is refused by the API.
 */
export const searchCommonFields = {
  region: z.enum(Region.values, { error: '地方が正しくありません。' }).optional(),
  prefecture: z.enum(Prefecture.values, { error: '都道府県が正しくありません。' }).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  people: z
    .number()
    .int('人数は整数で入力してください。')
    .min(1, '人数は1人以上で入力してください。')
    .max(30, '人数は30人までで入力してください。')
    .optional(),
  priceMin: yen('下限料金').optional(),
  priceMax: yen('上限料金').optional(),
  keyword: searchKeyword.optional(),
  /** Only listings whose average is at least this (1–5 in steps of 0.5); listings without a review are left out. */
  ratingMin: z
    .number({ error: '評価の下限は数字で指定してください。' })
    .min(1, '評価の下限は1以上で指定してください。')
    .max(5, '評価の下限は5以下で指定してください。')
    .multipleOf(0.5, '評価の下限は0.5刻みで指定してください。')
    .optional(),
  sort: z.enum(SearchSort.values, { error: '並び順が正しくありません。' }).default('popular'),
  limit: z.number().int().min(1).max(LISTING_PAGE_MAX, `1ページの件数は${LISTING_PAGE_MAX}件までです。`).default(20),
  offset: z
    .number()
    .int()
    .min(0)
    .max(LISTING_OFFSET_MAX, `${LISTING_OFFSET_MAX}件より先は表示できません。条件を絞り込んでください。`)
    .default(0),
};

type CommonFilters = { from?: string | undefined; to?: string | undefined; priceMin?: number | undefined; priceMax?: number | undefined };

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The cross-field rules of the search filters, as zod issues on the offending field. */
export function checkSearchFilters(value: CommonFilters, ctx: z.RefinementCtx): void {
  if ((value.from === undefined) !== (value.to === undefined)) {
    ctx.addIssue({ code: 'custom', path: [value.from === undefined ? 'from' : 'to'], message: '開始日と終了日は両方指定してください。' });
  } else if (value.from !== undefined && value.to !== undefined) {
    const days = daysBetween(value.from, value.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: '終了日は開始日以降の日付を指定してください。' });
    else if (days + 1 > MAX_SEARCH_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `期間は${MAX_SEARCH_DAYS}日以内で指定してください。` });
  }
  if (value.priceMin !== undefined && value.priceMax !== undefined && value.priceMin > value.priceMax)
    ctx.addIssue({ code: 'custom', path: ['priceMax'], message: '上限料金は下限料金以上で指定してください。' });
}

/** A search answer: the page, and a total counted up to LISTING_COUNT_CAP. */
export function searchOutput<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item).max(LISTING_PAGE_MAX),
    total: z.number().int().min(0),
    /** True when there are more than `total` (= LISTING_COUNT_CAP) matches: show "1,000件以上". */
    totalIsLowerBound: z.boolean(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}

/** The number of days of an inclusive range. */
export function daysInRange(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

/** The listing's editable texts. */
export const listingTitle = singleLineText('タイトル', { typeError: 'タイトルを入力してください。' })
  .min(5, 'タイトルは5文字以上で入力してください。')
  .max(60, 'タイトルは60文字以内で入力してください。')
  .superRefine(refuseContactDetails('タイトル'));

/** A listing page is public: its texts take no phone number or address (refused, ADR 0043). */
export const listingDescription = multiLineText('紹介文')
  .max(3000, '紹介文は3000文字以内で入力してください。')
  .superRefine(refuseContactDetails('紹介文'));

/** Photos in order (the first is the cover): ids of the caller's public images. */
export const listingPhotoIds = z
  .array(z.uuid({ error: '写真の ID が正しくありません。' }))
  .max(MAX_LISTING_PHOTOS, `写真は${MAX_LISTING_PHOTOS}枚までです。`)
  .refine((ids) => new Set(ids).size === ids.length, '同じ写真が重複しています。');

export { yen as yenInput };
