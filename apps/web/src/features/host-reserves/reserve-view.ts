import type { OwnerCarReserve, OwnerSpotReserve, ReserveSummary } from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import { daysBetween } from '@/lib/calendar-day';
import { formatDate } from '@/lib/format';
import { hostReserveMessages as m, type HostKind } from './messages';

/**
 * A reservation as the host's screens show it, whichever call it came from: the dashboard's
 * summaries (OwnerCarReserve / OwnerSpotReserve) or the searches (ReserveSummary).
 */
export interface ReserveView {
  id: string;
  kind: HostKind;
  status: ReserveStatus;
  startDate: string;
  endDate: string;
  guestName: string;
  listingTitle: string;
  planName: string | null;
  people: number | null;
  total: number;
  approveDeadline: string | null;
  requestedAt: string;
}

const base = (r: OwnerCarReserve | OwnerSpotReserve | ReserveSummary) => ({
  id: r.id,
  status: r.status,
  startDate: r.startDate,
  endDate: r.endDate,
  guestName: r.guest.name,
  total: r.total,
  approveDeadline: r.approveDeadline,
  requestedAt: r.requestedAt,
});

export function fromOwnerCarReserve(r: OwnerCarReserve): ReserveView {
  return { ...base(r), kind: 'car', listingTitle: r.carTitle, planName: null, people: null };
}

export function fromOwnerSpotReserve(r: OwnerSpotReserve): ReserveView {
  return { ...base(r), kind: 'spot', listingTitle: r.spotTitle, planName: r.spotPlanName, people: r.people };
}

export function fromReserveSummary(r: ReserveSummary): ReserveView {
  const kind: HostKind = r.targetKind === 'Spot' ? 'spot' : 'car';
  return {
    ...base(r),
    kind,
    listingTitle: r.listing.title,
    planName: r.spotPlan?.name ?? null,
    people: kind === 'spot' ? r.people : null,
  };
}

/** `2026年11月3日(火)` without the year when it is the year of `today`. */
export function shortDate(date: string, today: string): string {
  const full = formatDate(date);
  return date.slice(0, 4) === today.slice(0, 4) ? full.replace(/^\d{4}年/, '') : full;
}

/**
 * `11月3日(火) 〜 11月5日(木)（3日間）` for a car (every day counts), `（2泊）` for a stay (nights
 * to the check-out day), just the day for a one-day booking.
 */
export function formatPeriod(kind: HostKind, startDate: string, endDate: string, today: string): string {
  const start = shortDate(startDate, today);
  if (startDate === endDate) return `${start}（${m.row.days(1)}）`;
  const span = daysBetween(startDate, endDate);
  const length = kind === 'car' ? m.row.days(span + 1) : m.row.nights(span);
  return `${start} 〜 ${shortDate(endDate, today)}（${length}）`;
}

/** Less than this before the deadline, a request is marked まもなく期限. */
export const DEADLINE_SOON_MS = 6 * 60 * 60 * 1000;

export function isDeadlineSoon(deadline: string, now: Date = new Date()): boolean {
  return new Date(deadline).getTime() - now.getTime() < DEADLINE_SOON_MS;
}
