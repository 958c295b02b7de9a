import type { ReserveStatus } from '../enums.js';
import { daysFrom } from './japan-date.js';
import type { ViewerRole } from './transitions.js';

/**
 * The cancellation policy (ADR 0016), shown to the guest before confirming and before cancelling.
 * A Request is withdrawn or declined free of charge; after approval a guest's cancellation costs a
 * share of the total by the days left before the start day (Japan time); a host's or an operator's
 * cancellation costs the guest nothing.
 */
export const cancellationTiers = [
  { minDaysBefore: 8, percent: 0, label: '利用開始日の8日前まで: 無料' },
  { minDaysBefore: 3, percent: 30, label: '利用開始日の7〜3日前: 合計金額の30%' },
  { minDaysBefore: 1, percent: 50, label: '利用開始日の2〜1日前: 合計金額の50%' },
  { minDaysBefore: Number.NEGATIVE_INFINITY, percent: 100, label: '利用開始日の当日以降: 合計金額の100%' },
] as const;

export interface CancellationPreview {
  /** The share of the total the guest pays (0 … 1). */
  feeRate: number;
  /** In yen, rounded down. */
  fee: number;
  /** Why, for people. */
  label: string;
}

/**
 * What cancelling would cost the guest if `role` cancelled today; null when the reservation cannot
 * be cancelled in `status` (renting, finished, already cancelled).
 */
export function cancellationPreview(args: {
  status: ReserveStatus;
  role: ViewerRole;
  startDate: string;
  today: string;
  total: number;
}): CancellationPreview | null {
  if (args.status === 'Request') return { feeRate: 0, fee: 0, label: '承認前のため無料でキャンセルできます' };
  if (args.status !== 'Approved') return null;
  if (args.role !== 'Guest') return { feeRate: 0, fee: 0, label: 'ホストまたは運営によるキャンセルのため、ゲストの負担はありません' };
  const daysBefore = daysFrom(args.today, args.startDate);
  const tier = cancellationTiers.find((t) => daysBefore >= t.minDaysBefore) ?? cancellationTiers[3];
  // Integer arithmetic: 0.3 × 10 is 3.0000000000000004 in floating point.
  return { feeRate: tier.percent / 100, fee: Math.floor((args.total * tier.percent) / 100), label: tier.label };
}
