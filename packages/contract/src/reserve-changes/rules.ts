import { cancellationTiers } from '../reserves/cancellation.js';
import { addDays, daysFrom, endOfJapanDay, japanDay, startOfJapanDay } from '../reserves/japan-date.js';
import type { PriceLine, ReserveQuote } from '../reserves/price-lines.js';

/**
 * Change and extend (issue 36 item 4): the pure rules of a change request of a reservation, used by the
 * API's change module and by the web's preview. A guest asks to change the dates, people or options of an
 * Approved reservation, or to extend a Renting one (the start stays, the end moves later); one open request at
 * a time. Every date is a Japan-time calendar date; the answers do not depend on the process's `TZ`.
 */

export const ReserveChangeStatus = {
  values: ['Requested', 'Proposed', 'Accepted', 'Declined', 'Expired', 'Withdrawn'] as const,
  labels: {
    Requested: 'ホストの回答待ち',
    Proposed: 'ゲストの回答待ち（ホストからの提案）',
    Accepted: '変更済み',
    Declined: 'お断り',
    Expired: '期限切れ',
    Withdrawn: '取り下げ',
  },
};
export type ReserveChangeStatus = (typeof ReserveChangeStatus.values)[number];

/** The statuses of a request still waiting for an answer: at most one per reservation (a unique index). */
export const OPEN_CHANGE_STATUSES = ['Requested', 'Proposed'] as const satisfies readonly ReserveChangeStatus[];

const HOUR_MS = 3_600_000;
export const CHANGE_ANSWER_MAX_MS = 24 * HOUR_MS;
export const CHANGE_ANSWER_MIN_MS = HOUR_MS;

/**
 * When a change request (or a host's proposal) made at `at` expires unanswered: before the trip, the shorter
 * of 24 hours and half the time left before the start day begins (Japan time), at least 1 hour; during the
 * trip (Renting), at the end of its last day.
 */
export function changeExpiresAt(args: { at: Date; status: 'Approved' | 'Renting'; startDate: string; endDate: string }): Date {
  if (args.status === 'Renting') return endOfJapanDay(args.endDate);
  const left = startOfJapanDay(args.startDate).getTime() - args.at.getTime();
  const wait = Math.max(CHANGE_ANSWER_MIN_MS, Math.min(CHANGE_ANSWER_MAX_MS, Math.floor(left / 2)));
  return new Date(args.at.getTime() + wait);
}

export interface BookedTrip {
  status: string;
  startDate: string;
  endDate: string;
  people: number;
  options: readonly { additionalFacilityId: string; quantity: number }[];
}

export interface ChangeWish {
  startDate: string;
  endDate: string;
  people: number;
  options: readonly { additionalFacilityId: string; quantity: number }[];
}

function sameOptions(a: ChangeWish['options'], b: BookedTrip['options']): boolean {
  const key = (list: ChangeWish['options']) =>
    list
      .map((o) => `${o.additionalFacilityId}:${o.quantity}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}

/**
 * Why the wish cannot be asked of this reservation, with the Japanese message the envelope carries (null when it can):
 * only an Approved reservation changes and only a Renting one extends; a trip returned, cancelled or still a request
 * does neither; the wish must differ from what is booked; a new start is today or later.
 */
export function changeProblem(trip: BookedTrip, wish: ChangeWish, now: Date): { path: string; message: string } | null {
  if (trip.status === 'Returned' || trip.status === 'Closed') {
    return { path: 'status', message: '返却済みの予約は変更できません。' };
  }
  if (trip.status !== 'Approved' && trip.status !== 'Renting') {
    return { path: 'status', message: '承認済みまたは利用中の予約のみ変更できます。' };
  }
  if (wish.endDate < wish.startDate) return { path: 'endDate', message: '終了日は開始日以降の日付を指定してください。' };
  const same =
    wish.startDate === trip.startDate &&
    wish.endDate === trip.endDate &&
    wish.people === trip.people &&
    sameOptions(wish.options, trip.options);
  if (same) return { path: 'endDate', message: '現在の予約内容と同じです。変更する内容を指定してください。' };
  if (trip.status === 'Renting') {
    if (wish.startDate !== trip.startDate) return { path: 'startDate', message: '利用中の予約は開始日を変更できません。' };
    if (wish.endDate <= trip.endDate) return { path: 'endDate', message: '利用中の予約は終了日を延ばす延長のみできます。' };
    if (wish.people !== trip.people || !sameOptions(wish.options, trip.options)) {
      return { path: 'people', message: '利用中の予約は人数やオプションを変更できません。延長のみできます。' };
    }
    return null;
  }
  if (wish.startDate < japanDay(now)) return { path: 'startDate', message: '開始日は今日以降の日付を指定してください。' };
  return null;
}

/** The calendar days a line's per-day price counts: a car's days (end inclusive) or a stay's nights. */
export function chargedDays(range: { startDate: string; endDate: string }, countsEndDay: boolean): string[] {
  const count = daysFrom(range.startDate, range.endDate) + (countsEndDay ? 1 : 0);
  return Array.from({ length: Math.max(count, countsEndDay ? 1 : 0) }, (_, i) => addDays(range.startDate, i));
}

/** One line of a change's repricing, in Japanese, signed: positive is charged, negative refunded. */
export interface ChangeLine {
  label: string;
  amount: number;
}

export interface Repricing {
  lines: ChangeLine[];
  /** What the guest pays more (positive) or gets back (negative), integer yen. */
  difference: number;
  /** The reservation's total after the change. */
  total: number;
  /** The price lines the reservation keeps after the change (the booked snapshot with the change applied). */
  priceLines: PriceLine[];
  /** The days or nights of the changed trip. */
  days: number;
}

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;

/** The cancellation policy's share (percent) of a removed day, as of the request's day. */
function cancelPercentAt(startDate: string, requestDay: string): number {
  const before = daysFrom(requestDay, startDate);
  return (cancellationTiers.find((t) => before >= t.minDaysBefore) ?? cancellationTiers[3]).percent;
}

/**
 * The repricing of a change, line by line: unchanged days keep their booked price, added days take today's prices
 * (`today`: the quote of the new trip with the listing's current prices), removed days are refunded by the
 * cancellation policy as of the request's time (the policy's share is kept), per-day insurance is charged for
 * the added days like every per-day line, and a one-off line (cleaning, a one-off option) keeps its booked price
 * when the new trip still has it. A line the new trip no longer has is refunded by the same policy.
 */
export function repriceChange(args: {
  booked: { startDate: string; endDate: string; lines: readonly PriceLine[]; total: number };
  wish: { startDate: string; endDate: string };
  /** The quote of the new trip at today's prices (the existing quote function on the listing's current rows). */
  today: ReserveQuote;
  /** A car's days include the end day; a stay's nights do not. */
  countsEndDay: boolean;
  requestedAt: Date;
}): Repricing {
  const { booked, wish, today } = args;
  const oldDays = new Set(chargedDays(booked, args.countsEndDay));
  const newDays = chargedDays(wish, args.countsEndDay);
  const kept = newDays.filter((d) => oldDays.has(d)).length;
  const added = newDays.length - kept;
  const removed = oldDays.size - kept;
  const percent = cancelPercentAt(booked.startDate, japanDay(args.requestedAt));
  const lines: ChangeLine[] = [];
  const priceLines: PriceLine[] = [];
  const keyOf = (l: PriceLine) => `${l.kind}:${l.name}`;
  const bookedByKey = new Map(booked.lines.map((l) => [keyOf(l), l]));
  const refundOf = (amount: number) => amount - Math.floor((amount * percent) / 100);
  const feeNote = percent > 0 ? `、キャンセル料${percent}%を差し引き` : '';
  /** Takes `amount` of a booked line off the trip: refunded by the policy, the policy's share kept as its own line. */
  const retire = (was: PriceLine, amount: number, label: string) => {
    const refund = refundOf(amount);
    if (refund > 0) lines.push({ label: `${was.name}（${label}${feeNote}）`, amount: -refund });
    const fee = amount - refund;
    if (fee > 0) {
      priceLines.push({
        ...was,
        name: `${was.name}（キャンセル料）`,
        priceUnit: 'Oneshot',
        unitPrice: fee,
        quantity: 1,
        days: 1,
        amount: fee,
      });
    }
  };

  for (const line of today.lines) {
    const was = bookedByKey.get(keyOf(line));
    bookedByKey.delete(keyOf(line));
    const sameShape = was !== undefined && was.priceUnit === line.priceUnit && was.quantity === line.quantity;
    if (line.priceUnit !== 'PerDay') {
      // A one-off line keeps its booked price when the new trip has it as booked; otherwise it is priced today.
      if (sameShape) {
        priceLines.push(was);
        continue;
      }
      if (was) retire(was, was.amount, '変更前分の返金');
      lines.push({ label: `${line.name}（${yen(line.unitPrice)} × ${line.quantity}）`, amount: line.amount });
      priceLines.push(line);
      continue;
    }
    if (!sameShape) {
      // A per-day line new to the trip (an option added, or its quantity changed): every day at today's price.
      if (was) retire(was, was.amount, '変更前分の返金');
      lines.push({ label: `${line.name}（${yen(line.unitPrice)} × ${line.quantity} × ${line.days}日）`, amount: line.amount });
      priceLines.push(line);
      continue;
    }
    const unit = was.unitPrice * line.quantity;
    if (kept > 0) priceLines.push({ ...was, days: kept, amount: unit * kept });
    if (added > 0) {
      const amount = line.unitPrice * line.quantity * added;
      lines.push({ label: `${line.name}（追加${added}日分: ${yen(line.unitPrice)} × ${added}日）`, amount });
      priceLines.push({ ...line, name: `${line.name}（追加日）`, days: added, amount });
    }
    if (removed > 0) retire(was, unit * removed, `取消${removed}日分の返金`);
  }
  for (const was of bookedByKey.values()) retire(was, was.amount, '取り消しによる返金'); // a line the new trip no longer has
  const total = priceLines.reduce((sum, l) => sum + l.amount, 0);
  return { lines, difference: total - booked.total, total, priceLines, days: today.days };
}
