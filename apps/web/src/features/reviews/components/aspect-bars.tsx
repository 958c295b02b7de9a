import { cx } from '@/lib/cx';

export interface AspectAverage {
  key: string;
  label: string;
  /** 1–5, or null when no published review rated this aspect yet. */
  average: number | null;
}

/**
 * The aspects' averages as labelled bars (清潔さ ▇▇▇▇▁ 4.6), a meter each for assistive tech; two
 * columns from `sm` unless asked for one. An aspect nobody rated yet says so instead of a bar of zero.
 */
export function AspectBars({
  aspects,
  noneLabel,
  columns = 2,
  className,
}: {
  aspects: readonly AspectAverage[];
  noneLabel: string;
  /** Two columns from `sm` on a page's width; one in a narrow card. */
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <dl className={cx('grid gap-x-8 gap-y-3', columns === 2 && 'sm:grid-cols-2', className)}>
      {aspects.map((aspect) => (
        <div key={aspect.key} className="grid grid-cols-[9rem_minmax(3rem,1fr)_2.25rem] items-center gap-3 text-sm">
          <dt className="text-ink-soft">{aspect.label}</dt>
          <dd className="contents">
            {aspect.average === null ? (
              <span className="col-span-2 text-xs text-ink-muted">{noneLabel}</span>
            ) : (
              <>
                <span
                  role="meter"
                  aria-label={aspect.label}
                  aria-valuemin={1}
                  aria-valuemax={5}
                  aria-valuenow={Number(aspect.average.toFixed(1))}
                  aria-valuetext={`5段階中${aspect.average.toFixed(1)}`}
                  className="h-2 overflow-hidden rounded-full bg-raised"
                >
                  <span className="block h-full rounded-full bg-gold" style={{ width: `${(aspect.average / 5) * 100}%` }} />
                </span>
                <span aria-hidden="true" className="tabular text-right font-bold text-ink">
                  {aspect.average.toFixed(1)}
                </span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
