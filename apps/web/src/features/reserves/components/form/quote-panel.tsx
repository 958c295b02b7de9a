import type { ReserveQuote } from '@kurumatabi/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { formatYen } from '@/lib/format-yen';
import { lineBasis } from '../../format';
import { reserveMessages as m } from '../../messages';
import type { ReserveProblem } from '../../reserve-errors';
import { ReserveProblemAlert } from './reserve-problem-alert';

export type QuoteState =
  | { status: 'idle'; reason?: string }
  | { status: 'loading' }
  | { status: 'ready'; quote: ReserveQuote; updating: boolean }
  | { status: 'problem'; problem: ReserveProblem };

/** The price as the API quoted it: one line per charge with how it was counted, then the total. */
export function QuotePanel({ state, onChangeDates, dayWord }: { state: QuoteState; onChangeDates?: () => void; dayWord?: '日' | '泊' }) {
  return (
    <section aria-labelledby="quote-heading" aria-busy={state.status === 'loading' || (state.status === 'ready' && state.updating)}>
      <h2 id="quote-heading" className="text-lg font-bold text-ink">
        {m.quote.heading}
      </h2>
      <div className="mt-3">
        {state.status === 'idle' && <p className="text-sm text-ink-muted">{state.reason ?? m.quote.pickDates}</p>}
        {state.status === 'loading' && (
          <div role="status" aria-label={m.quote.calculating} className="space-y-2.5">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-5/6" />
            <Skeleton className="mt-4 h-8 w-1/2" />
          </div>
        )}
        {state.status === 'problem' && <ReserveProblemAlert problem={state.problem} onChangeDates={onChangeDates} />}
        {state.status === 'ready' && <QuoteLines quote={state.quote} updating={state.updating} dayWord={dayWord} />}
      </div>
    </section>
  );
}

/** The lines and the total; `dayWord` is 泊 for a stay, whose PerDay prices count nights. */
export function QuoteLines({
  quote,
  updating = false,
  dayWord = '日',
}: {
  quote: ReserveQuote;
  updating?: boolean;
  dayWord?: '日' | '泊';
}) {
  return (
    <div className={cx('transition-opacity duration-150', updating && 'opacity-60')}>
      <dl className="space-y-2 text-sm">
        {quote.lines.map((line, i) => (
          <div key={`${line.kind}-${line.name}-${i}`} className="flex items-baseline justify-between gap-3">
            <dt className="min-w-0 text-ink-soft">
              <span className="block text-ink">{line.name}</span>
              <span className="tabular text-xs text-ink-muted">{lineBasis(line, dayWord)}</span>
            </dt>
            <dd className="tabular shrink-0 font-bold text-ink">{formatYen(line.amount)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex items-baseline justify-between gap-3 border-t border-line pt-4">
        <span className="font-bold text-ink">{m.quote.total}</span>
        <span data-testid="quote-total" className="tabular text-2xl font-bold text-gold">
          {formatYen(quote.total)}
        </span>
      </div>
    </div>
  );
}
