import type { ReserveDetail } from '@kurumatabi/contract';
import { formatYen } from '@/lib/format';
import { bookingKind } from '../../format';
import { reserveMessages as m } from '../../messages';
import { QuoteLines } from '../form/quote-panel';

/**
 * The price as it was recorded at the request: its lines and total; the host (and an operator) also
 * reads the marketplace's fee and the host's share, which the API gives them only; a cancellation's
 * fee when there is one.
 */
export function PriceBreakdown({ reserve }: { reserve: ReserveDetail }) {
  const extra = [
    ...(reserve.payout
      ? [
          { label: m.quote.fee, value: formatYen(reserve.payout.marketplaceFee) },
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
