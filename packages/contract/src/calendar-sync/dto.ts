import { z } from 'zod';
import { singleLineText } from '../common.js';
import { ownerSpotPlanId } from '../host-rules-api/dto.js';
import { ownerCarId, ownerSpotId } from '../reserve-owner/dto.js';

/**
 * Calendar sync with the other platforms a host lists on (ADR 0057): each listing's reserved and blocked days as a
 * secret iCal feed, and up to CALENDAR_FEEDS_MAX feeds of other platforms imported as blocked days.
 */

/** Feeds a listing may import. */
export const CALENDAR_FEEDS_MAX = 5;
/** A feed's address is at most this long. */
export const CALENDAR_FEED_URL_MAX = 2_000;
/** A feed's own name, shown to the host only. */
export const CALENDAR_FEED_LABEL_MAX = 40;
/** The imports are polled this often (with jitter), and the export says so to its readers. */
export const CALENDAR_SYNC_INTERVAL_MINUTES = 15;
/** A host's 「今すぐ同期」 runs at most once in this many seconds per listing. */
export const CALENDAR_SYNC_NOW_MIN_SECONDS = 60;
/** A feed that has not been read successfully for this many hours is marked stale. */
export const CALENDAR_FEED_STALE_HOURS = 6;
/** The export lists the days from today to this many days ahead. */
export const CALENDAR_EXPORT_DAYS = 365;

const instant = z.iso.datetime({ offset: true });

/** An import feed's address as the host types it: http(s) only, without credentials. */
export const calendarFeedUrl = singleLineText('カレンダーの URL')
  .min(1, 'カレンダーの URL を入力してください。')
  .max(CALENDAR_FEED_URL_MAX, `URL は${CALENDAR_FEED_URL_MAX}文字以内で入力してください。`)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'URL の形式が正しくありません。https:// から始まる URL を入力してください。' });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      ctx.addIssue({ code: 'custom', message: 'http:// または https:// から始まる URL を入力してください。' });
    else if (url.username !== '' || url.password !== '')
      ctx.addIssue({ code: 'custom', message: 'ユーザー名やパスワードを含む URL は登録できません。' });
  });

export const calendarFeedLabel = singleLineText('カレンダーの名前').max(
  CALENDAR_FEED_LABEL_MAX,
  `名前は${CALENDAR_FEED_LABEL_MAX}文字以内で入力してください。`,
);

/** The import feeds of a replace: each address once, at most CALENDAR_FEEDS_MAX. */
export const calendarFeedsInput = z
  .array(z.strictObject({ url: calendarFeedUrl, label: calendarFeedLabel.default('') }), {
    error: 'カレンダーの一覧を指定してください。',
  })
  .max(CALENDAR_FEEDS_MAX, `取り込むカレンダーは${CALENDAR_FEEDS_MAX}件まで登録できます。`)
  .superRefine((feeds, ctx) => {
    const seen = new Set<string>();
    feeds.forEach((feed, i) => {
      if (seen.has(feed.url)) ctx.addIssue({ code: 'custom', path: [i, 'url'], message: '同じ URL が重複しています。' });
      seen.add(feed.url);
    });
  });

export const calendarFeed = z.object({
  id: z.uuid(),
  url: z.string(),
  label: z.string(),
  /** The last read that succeeded (a 304 counts). */
  lastSyncedAt: instant.nullable(),
  lastAttemptAt: instant.nullable(),
  /** Why the last read failed, in Japanese; null after a success. */
  lastError: z.string().nullable(),
  /** No successful read for CALENDAR_FEED_STALE_HOURS hours (or never, once that long has passed since it was added). */
  stale: z.boolean(),
  /** The days from today this feed blocks. */
  blockedDays: z.number().int(),
  /** Days an event of this feed falls on a Kurumatabi reservation: never blocked or cancelled, shown to the host. */
  overlapDates: z.array(z.string()),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** A spot plan's own secret feed: its full and preparation days, for a channel manager that sells that plan elsewhere. */
export const calendarPlanExport = z.object({
  planId: z.uuid(),
  name: z.string(),
  exportUrl: z.string(),
});
export type CalendarPlanExport = z.infer<typeof calendarPlanExport>;

export const calendarSync = z.object({
  /** The listing's secret feed address (webcal readers take it as https). */
  exportUrl: z.string(),
  /** A spot's current plans, each with its own feed, in the spot's plan order; empty for a car. */
  planExports: z.array(calendarPlanExport),
  feeds: z.array(calendarFeed),
  /** When 「今すぐ同期」 may run again; null when it may now. */
  syncNowAvailableAt: instant.nullable(),
});
export type CalendarSync = z.infer<typeof calendarSync>;

export const carCalendarSyncInput = z.strictObject({ carId: ownerCarId });
export const spotCalendarSyncInput = z.strictObject({ spotId: ownerSpotId });
/** A spot's export to rotate: the spot's own, or one of its plans' when `spotPlanId` is given. */
export const rotateSpotCalendarExportInput = z.strictObject({ spotId: ownerSpotId, spotPlanId: ownerSpotPlanId.optional() });
