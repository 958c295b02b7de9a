import { z } from 'zod';
import { ReserveStatus, TargetKind } from '../enums.js';
import { calendarDate } from '../listings/dto.js';
import { pageInput } from '../paging.js';
import { ReserveSide } from './dto.js';

/** Filters the lists of reservations share. */
export const reserveListFields = {
  /** The viewer's reservations as a guest, or those of the viewer's listings as a host. */
  as: z.enum(ReserveSide.values, { error: '表示する予約の種類を選んでください。' }),
  targetKind: z.enum(TargetKind.values, { error: '対象の種類が正しくありません。' }).optional(),
  /** One car or spot of the viewer's (as host) or that the viewer reserved (as guest). */
  listingId: z.uuid({ error: '掲載の ID が正しくありません。' }).optional(),
  statuses: z
    .array(z.enum(ReserveStatus.values, { error: '予約の状態が正しくありません。' }))
    .max(ReserveStatus.values.length, '予約の状態が多すぎます。')
    .default([]),
};

export const reservePageFields = pageInput(20, 50);

/** Upcoming: still active (Request, Approved, Renting), soonest first; past: returned or cancelled, latest first. */
export const ReserveScope = {
  values: ['upcoming', 'past', 'all'] as const,
  labels: { upcoming: 'これからの予約', past: '過去の予約', all: 'すべて' },
};

/** The longest period search-reserves-by-period covers, in days. */
export const MAX_RESERVE_PERIOD_DAYS = 62;
/** … and the most reservations it answers with (`truncated` says when there were more). */
export const MAX_RESERVES_BY_PERIOD = 500;

export const reservePeriodFields = { from: calendarDate, to: calendarDate };

export function checkReservePeriod(value: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: '終了日は開始日以降の日付を指定してください。' });
  else if (days + 1 > MAX_RESERVE_PERIOD_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `期間は${MAX_RESERVE_PERIOD_DAYS}日以内で指定してください。` });
}
