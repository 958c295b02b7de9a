import type { ReserveDetail } from '@kurumatabi/contract';
import { formatYen } from '@/lib/format-yen';
import { bookingKind } from '../../format';
import { reserveMessages as m } from '../../messages';
import { QuoteLines } from '../form/quote-panel';

/**
 * The price as it was recorded at the request: its lines and total; the host (and an operator) also
 * reads how it splits, which the API gives them only (利用規約 第12条: the fee is taken from the price
 * without insurance, shown when the two differ); a cancellation's fee when there is one.
 */
export function PriceBreakdown({ reserve }: { reserve: ReserveDetail }) {
  const extra = [
    ...(reserve.payout
      ? [
          ...(reserve.payout.feeBase !== reserve.total ? [{ label: m.detail.feeBase, value: formatYen(reserve.payout.feeBase) }] : []),
          { label: m.detail.fee(reserve.payout.feeRate), value: formatYen(reserve.payout.marketplaceFee) },
          { label: m.detail.hostShare, value: formatYen(reserve.payout.hostShare) },
        ]
      : []),
    ...(reserve.cancelFee > 0 ? [{ label: m.detail.cancelFee, value: formatYen(reserve.cancelFee) }] : []),
  ];
  return (
    <div>
      <QuoteLines
        quote={{ days: reserve.days, lines: reserve.lines, total: reserve.total }}
        dayWord={bookingKind(reserve) === 'stay' ? '泊' : '日'}
      />
      {extra.length > 0 && (
        <dl className="mt-3 space-y-1.5 text-sm">
          {extra.map((row) => (
            <div key={row.label} className="flex justify-between gap-3">
              <dt className="text-ink-soft">{row.label}</dt>
              <dd className="tabular font-bold text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
