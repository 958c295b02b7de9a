import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { reserveMessages as m } from '../../messages';

/**
 * The listing, the chosen days and the quote beside the form (sticky on a desktop, after it on a
 * phone), with the way on. On a phone the total and the way on also stay at the bottom of the
 * screen while the guest scrolls through the calendar and the options.
 */
export function QuoteAside({
  listing,
  dates,
  quote,
  total,
  onNext,
  disabled,
}: {
  listing: ReactNode;
  dates: { startDate: string; endDate: string } | null;
  quote: ReactNode;
  /** The quoted total, when there is one. */
  total: number | null;
  onNext: () => void;
  disabled: boolean;
}) {
  const nextButton = (className: string, size: 'md' | 'lg') => (
    <Button size={size} onClick={onNext} disabled={disabled} className={className} icon={<ArrowRight className="size-4" aria-hidden />}>
      {m.form.next}
    </Button>
  );
  return (
    <>
      <aside className="mt-10 lg:mt-0">
        <div className="space-y-5 rounded-(--radius-card) border border-line bg-surface p-5 shadow-lift lg:sticky lg:top-24">
          {listing}
          {dates && (
            <p className="tabular border-t border-line pt-4 text-sm text-ink">
              {dates.startDate === dates.endDate
                ? formatDate(dates.startDate)
                : `${formatDate(dates.startDate)} 〜 ${formatDate(dates.endDate)}`}
            </p>
          )}
          <div className="border-t border-line pt-4">{quote}</div>
          {nextButton('w-full max-lg:hidden', 'lg')}
        </div>
      </aside>
      <div className="sticky bottom-0 z-30 -mx-5 mt-8 flex items-center justify-between gap-4 border-t border-line bg-canvas/95 px-5 py-3 backdrop-blur-md sm:-mx-8 sm:px-8 lg:hidden">
        <p className="tabular min-w-0">
          <span className="block text-xs text-ink-muted">{m.quote.total}</span>
          <span className="text-xl font-bold text-gold">{total === null ? '—' : formatYen(total)}</span>
        </p>
        {nextButton('shrink-0', 'md')}
      </div>
    </>
  );
}
