import { lazy, Suspense, useId, useState } from 'react';
import { CalendarDays, X } from 'lucide-react';
import { cx } from '@/lib/cx';
import { formatDate } from '@/lib/format';
import { filterMessages as fm } from './filter-messages';

/* The calendar (and Japan's holidays) load when the dialog first opens (ADR 0030). */
const DateRangeDialog = lazy(() => import('./date-range-dialog'));

interface DateRangeFieldProps {
  from: string | undefined;
  to: string | undefined;
  today: string;
  onChange: (range: { from: string; to: string } | null) => void;
}

/**
 * The dates of a search: a button showing the chosen range that opens the range calendar (two
 * months from `md`, one on a phone), with 決定 and クリア. A range is at most MAX_SEARCH_DAYS days.
 */
export function DateRangeField({ from, to, today, onChange }: DateRangeFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = from && to ? fm.datesRange(formatDate(from), formatDate(to)) : null;

  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-bold text-ink-soft">
        {fm.dates}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className={cx(
            'flex h-12 min-w-0 flex-1 items-center gap-2.5 rounded-[10px] border border-line-strong bg-canvas px-4 text-left transition-colors duration-150 hover:border-gold',
            chosen ? 'text-ink' : 'text-ink-muted',
          )}
        >
          <CalendarDays className="size-5 shrink-0 text-gold" aria-hidden />
          <span id={`${id}-value`} className="tabular truncate text-sm">
            {chosen ?? fm.datesNone}
          </span>
        </button>
        {chosen && (
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={fm.datesClear}
            className="flex size-12 shrink-0 items-center justify-center rounded-[10px] text-ink-muted transition-colors hover:bg-raised hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </button>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <DateRangeDialog
            initial={from && to ? { from, to } : null}
            today={today}
            onApply={(range) => {
              onChange(range);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
