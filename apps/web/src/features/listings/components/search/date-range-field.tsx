import { useId, useState } from 'react';
import { CalendarDays, X } from 'lucide-react';
import { MAX_SEARCH_DAYS } from '@kurumatabi/contract';
import { Button } from '@/components/ui/button';
import { Calendar, type DateRange } from '@/components/ui/calendar';
import { Dialog } from '@/components/ui/dialog';
import { cx } from '@/lib/cx';
import { addDays } from '@/lib/date-range';
import { formatDate } from '@/lib/format';
import { listingMessages as m } from '../../messages';
import { MD_UP, useMediaQuery } from '../../use-media-query';

/** How far ahead a search may start: a year. */
const DAYS_AHEAD = 365;

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
  const [range, setRange] = useState<DateRange | null>(null);
  const wide = useMediaQuery(MD_UP);
  const chosen = from && to ? m.datesRange(formatDate(from), formatDate(to)) : null;
  const maxDate =
    range && range.to === null ? minDay(addDays(range.from, MAX_SEARCH_DAYS - 1), addDays(today, DAYS_AHEAD)) : addDays(today, DAYS_AHEAD);

  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-bold text-ink-soft">
        {m.dates}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-haspopup="dialog"
          onClick={() => {
            setRange(from && to ? { from, to } : null);
            setOpen(true);
          }}
          className={cx(
            'flex h-12 min-w-0 flex-1 items-center gap-2.5 rounded-[10px] border border-line-strong bg-canvas px-4 text-left transition-colors duration-150 hover:border-gold',
            chosen ? 'text-ink' : 'text-ink-muted',
          )}
        >
          <CalendarDays className="size-5 shrink-0 text-gold" aria-hidden />
          <span id={`${id}-value`} className="tabular truncate text-sm">
            {chosen ?? m.datesNone}
          </span>
        </button>
        {chosen && (
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={m.datesClear}
            className="flex size-12 shrink-0 items-center justify-center rounded-[10px] text-ink-muted transition-colors hover:bg-raised hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </button>
        )}
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} label={m.datesDialog} className="md:w-[min(100%-3rem,46rem)]">
        <h2 className="pr-10 text-lg font-bold">{m.datesDialog}</h2>
        <p className="mt-1 text-sm text-ink-soft">{m.datesLead(MAX_SEARCH_DAYS)}</p>
        <Calendar
          mode="range"
          value={range}
          onChange={setRange}
          minDate={today}
          maxDate={maxDate}
          months={wide ? 2 : 1}
          today={today}
          className="mt-5"
        />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setRange(null)} disabled={range === null}>
            {m.datesClear}
          </Button>
          <Button
            disabled={range !== null && range.to === null}
            onClick={() => {
              onChange(range && range.to ? { from: range.from, to: range.to } : null);
              setOpen(false);
            }}
          >
            {m.datesApply}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function minDay(a: string, b: string): string {
  return a < b ? a : b;
}
