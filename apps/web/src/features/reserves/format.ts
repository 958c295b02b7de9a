import type { PriceLine, ReserveSummary } from '@kurumatabi/contract';
import { labelOf, PriceUnit, type ReserveStatus } from '@kurumatabi/contract/enums';
import type { TagTone } from '@/components/ui/tag';
import { formatDate, formatYen } from '@/lib/format';

/** The badge colour of a status: waiting amber, confirmed green, under way blue, ended quiet, cancelled red. */
export const statusTone: Record<ReserveStatus, TagTone> = {
  Request: 'warning',
  Approved: 'success',
  Renting: 'info',
  Returned: 'gold',
  Canceled: 'danger',
  AutoCanceled: 'danger',
};

/**
 * How a price line was counted: `¥12,800 × 3日`, `¥1,000 × 2 × 3日`, `¥500 × 4個`, `（1回あたり）` for a
 * one-off; a stay counts nights (`¥4,500 × 2泊`).
 */
export function lineBasis(line: PriceLine, dayWord: '日' | '泊' = '日'): string {
  // A host's long-stay discount or a coupon (issue 36): its name says what it is, the amount what it takes off.
  if (line.kind === 'LongStayDiscount' || line.kind === 'Coupon') return '割引';
  // A car's delivery: one line each way (お届け, お迎え), its name says the way and the distance.
  if (line.kind === 'Delivery') return `${formatYen(line.unitPrice)}（片道）`;
  const parts = [formatYen(line.unitPrice)];
  if (line.quantity > 1) parts.push(line.priceUnit === 'PerUnit' ? `${line.quantity}個` : `${line.quantity}`);
  if (line.priceUnit === 'PerDay') parts.push(`${line.days}${dayWord}`);
  return parts.length === 1 ? `${parts[0]}（${labelOf(PriceUnit, line.priceUnit)}）` : parts.join(' × ');
}

/** Days of a car, nights of a stay, one day of an activity. */
export function lengthLabel(kind: 'car' | 'stay' | 'activity', days: number): string {
  if (kind === 'stay') return `${days}泊${days + 1}日`;
  return `${days}日間`;
}

/** What kind of booking a reservation is, for the wording of its dates. */
export function bookingKind(summary: Pick<ReserveSummary, 'targetKind' | 'startDate' | 'endDate'>): 'car' | 'stay' | 'activity' {
  if (summary.targetKind !== 'Spot') return 'car';
  return summary.startDate === summary.endDate ? 'activity' : 'stay';
}

/** `2026年11月22日(日) 〜 2026年11月24日(火)（3日間）`, one date for a single day. */
export function periodLabel(summary: Pick<ReserveSummary, 'targetKind' | 'startDate' | 'endDate' | 'days'>): string {
  const kind = bookingKind(summary);
  if (summary.startDate === summary.endDate) return `${formatDate(summary.startDate)}（1日）`;
  return `${formatDate(summary.startDate)} 〜 ${formatDate(summary.endDate)}（${lengthLabel(kind, summary.days)}）`;
}

/** The short form of a reservation's id people can read out (the first block of the UUID, upper case). */
export function reserveNumber(reserveId: string): string {
  return reserveId.slice(0, 8).toUpperCase();
}
