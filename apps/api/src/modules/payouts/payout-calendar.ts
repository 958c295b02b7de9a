import { japanDay, startOfJapanDay } from '@kurumatabi/contract';
import { bankDayOnOrBefore } from '@kurumatabi/contract/calendar';
import type { PayoutsConfig } from '../../config.js';

/**
 * The payout calendar (ADR 0039): a period is a Japan calendar month `YYYY-MM`; it is closed on the
 * `closeDay` of the next month (1: 月末締め) and paid `payMonths` later on `payDay`, clamped to the month's end
 * (31: 月末払い), or on the banks' business day before it when banks are closed that day. Pure functions of the
 * config and an instant.
 */
type Schedule = Pick<PayoutsConfig, 'closeDay' | 'payMonths' | 'payDay'>;

function split(period: string): { year: number; month: number } {
  const [year, month] = period.split('-').map(Number);
  return { year: year!, month: month! };
}

function periodOf(year: number, month: number): string {
  const normalized = new Date(Date.UTC(year, month - 1, 1));
  return `${normalized.getUTCFullYear()}-${String(normalized.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function shiftPeriod(period: string, months: number): string {
  const { year, month } = split(period);
  return periodOf(year, month + months);
}

/** The period of an instant (Japan time). */
export function periodAt(at: Date): string {
  return japanDay(at).slice(0, 7);
}

/** [start, end) of a period as instants: Japan midnight of its first day and of the next month's. */
export function periodRange(period: string): { start: Date; end: Date } {
  return { start: startOfJapanDay(`${period}-01`), end: startOfJapanDay(`${shiftPeriod(period, 1)}-01`) };
}

export function hasEnded(period: string, now: Date): boolean {
  return periodRange(period).end <= now;
}

function dayIn(period: string, day: number): string {
  const { year, month } = split(period);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${period}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** The day a period is paid (YYYY-MM-DD): its pay day, moved to the business day before when banks are closed. */
export function payDateOf(period: string, schedule: Schedule): string {
  return bankDayOnOrBefore(dayIn(shiftPeriod(period, schedule.payMonths), schedule.payDay));
}

/** The period the job closes at `now`, once its closing day has come: the previous month. */
export function periodDueAt(now: Date, schedule: Schedule): string | null {
  const today = japanDay(now);
  const previous = shiftPeriod(today.slice(0, 7), -1);
  return Number(today.slice(8, 10)) >= schedule.closeDay ? previous : null;
}

export function periodLabel(period: string): string {
  const { year, month } = split(period);
  return `${year}年${month}月分`;
}

export function documentPeriod(period: string): { year: number; month: number } {
  return split(period);
}
