import { cx } from '@/lib/cx';
import { formatYen } from '@/lib/format-yen';
import { hostReserveMessages } from '../../messages';

const m = hostReserveMessages.sales;

export interface SalesBar {
  /** 1–12. */
  month: number;
  /** The amount the bar stands for (the host's receipts, 受取額). */
  amount: number;
  count: number;
}

/** Round numbers for the scale: the smallest 1, 2 or 5 × 10^n at or above the largest month. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * Twelve bars of a year in the theme's gold, drawn with CSS (no chart library): each bar is a
 * button that opens the month's breakdown. The table beside it carries the same figures for
 * screen readers and for reading exact amounts.
 */
export function SalesChart({
  year,
  bars,
  selectedMonth,
  onSelect,
}: {
  year: number;
  bars: readonly SalesBar[];
  selectedMonth: number | null;
  onSelect: (month: number) => void;
}) {
  const top = niceCeiling(Math.max(0, ...bars.map((bar) => bar.amount)));
  return (
    <figure className="space-y-2">
      <figcaption className="sr-only">{m.chartCaption(year)}</figcaption>
      {/* The figures of the scale have a gutter of their own on the right: over the bars, a tall month hid them. */}
      <div className="relative pr-14">
        {/* The scale: the top figure and a midline, so heights read as amounts. */}
        <div aria-hidden="true" className="pointer-events-none absolute top-0 right-14 left-0 h-44 sm:h-56">
          {[0, 0.5, 1].map((share) => (
            <div key={share} className="absolute inset-x-0 border-t border-line/70" style={{ bottom: `${share * 100}%` }}>
              {share > 0 && top > 0 && (
                <span className="tabular absolute top-0 left-full ml-1.5 -translate-y-1/2 whitespace-nowrap text-[0.625rem] text-ink-muted">
                  {formatYen(top * share)}
                </span>
              )}
            </div>
          ))}
        </div>
        <ol className="relative grid grid-cols-12 gap-1 sm:gap-2">
          {bars.map((bar) => {
            const height = top > 0 ? Math.max(bar.amount > 0 ? 2 : 0, (bar.amount / top) * 100) : 0;
            const selected = selectedMonth === bar.month;
            return (
              <li key={bar.month} className="min-w-0">
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={m.barLabel(bar.month, formatYen(bar.amount), bar.count)}
                  title={`${m.monthName(bar.month)} ${formatYen(bar.amount)}`}
                  onClick={() => onSelect(bar.month)}
                  className="group flex w-full flex-col items-stretch gap-1.5 rounded-md focus-visible:outline-2"
                >
                  <span className="flex h-44 items-end sm:h-56">
                    <span
                      data-testid={`sales-bar-${bar.month}`}
                      className={cx(
                        'block w-full rounded-t-md transition-[background-color,height] duration-200',
                        selected ? 'bg-gold-bright' : 'bg-gold/75 group-hover:bg-gold',
                      )}
                      style={{ height: `${height}%` }}
                    />
                  </span>
                  <span
                    className={cx(
                      'tabular text-center text-[0.6875rem] sm:text-xs',
                      selected ? 'font-bold text-gold-bright' : 'text-ink-muted',
                    )}
                  >
                    {bar.month}
                    <span className="max-sm:sr-only">月</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </figure>
  );
}
