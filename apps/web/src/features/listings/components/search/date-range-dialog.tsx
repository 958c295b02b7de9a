import { useState } from 'react';
import { MAX_SEARCH_DAYS } from '@kurumatabi/contract';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import type { DateRange } from '@/components/ui/calendar-rules';
import { Dialog } from '@/components/ui/dialog';
import { addDays } from '@/lib/calendar-day';
import { filterMessages as fm } from './filter-messages';
import { MD_UP, useMediaQuery } from '../../use-media-query';

/** How far ahead a search may start: a year. */
const DAYS_AHEAD = 365;

interface DateRangeDialogProps {
  /** The search's range when the dialog opens. */
  initial: { from: string; to: string } | null;
  today: string;
  onApply: (range: { from: string; to: string } | null) => void;
  onClose: () => void;
}

/**
 * The range calendar of a search's dates (two months from `md`, one on a phone), with 決定 and
 * クリア; a range is at most MAX_SEARCH_DAYS days. Mounted while open, in its own chunk.
 */
export default function DateRangeDialog({ initial, today, onApply, onClose }: DateRangeDialogProps) {
  const [range, setRange] = useState<DateRange | null>(initial);
  const wide = useMediaQuery(MD_UP);
  return (
    <Dialog open onClose={onClose} label={fm.datesDialog} className="md:w-[min(100%-3rem,46rem)]">
      <h2 className="pr-10 text-lg font-bold">{fm.datesDialog}</h2>
      <p className="mt-1 text-sm text-ink-soft">{fm.datesLead(MAX_SEARCH_DAYS)}</p>
      <Calendar
        mode="range"
        value={range}
        onChange={setRange}
        minDate={today}
        maxDate={addDays(today, DAYS_AHEAD)}
        maxLength={MAX_SEARCH_DAYS}
        months={wide ? 2 : 1}
        today={today}
        className="mt-5"
      />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={() => setRange(null)} disabled={range === null}>
          {fm.datesClear}
        </Button>
        <Button
          disabled={range !== null && range.to === null}
          onClick={() => onApply(range && range.to ? { from: range.from, to: range.to } : null)}
        >
          {fm.datesApply}
        </Button>
      </div>
    </Dialog>
  );
}
