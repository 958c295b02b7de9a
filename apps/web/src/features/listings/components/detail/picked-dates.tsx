import { CalendarDays } from 'lucide-react';
import type { DateRange } from '@/components/ui/calendar-rules';
import { weekdayOf } from '@/lib/calendar-day';
import { detailMessages } from './detail-messages';

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];
/** The id of a detail page's calendar section: the link beside the dates goes there. */
export const CALENDAR_ANCHOR = 'calendar';

/** `12/10(木)`: short enough for the phone's booking bar. */
function shortDay(day: string): string {
  return `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}(${WEEKDAYS[weekdayOf(day)]})`;
}

/**
 * The dates the reserve button takes (picked in the calendar, or brought by the search) and the
 * people, beside the button, with the way to the calendar to change them.
 */
export function PickedDates({ range, people, compact = false }: { range: DateRange | null; people?: number; compact?: boolean }) {
  const d = detailMessages;
  const dates = range?.to ? d.pickedDates(shortDay(range.from), shortDay(range.to)) : null;
  if (compact) {
    if (!dates) return null;
    return (
      <p className="tabular mt-0.5 text-xs text-ink-soft" data-picked-dates="">
        <span className="sr-only">{d.pickedLabel} </span>
        {dates}
        {people !== undefined && `・${d.pickedPeople(people)}`}
      </p>
    );
  }
  return (
    <div
      className="flex items-center justify-between gap-3 rounded-lg border border-line bg-canvas px-3 py-2.5 text-sm"
      data-picked-dates=""
    >
      <p className="flex min-w-0 items-center gap-2">
        <CalendarDays className="size-4 shrink-0 text-gold" aria-hidden />
        <span className="text-ink-muted">{d.pickedLabel}</span>
        <span className="tabular font-bold text-ink">
          {dates ?? '—'}
          {dates && people !== undefined && `・${d.pickedPeople(people)}`}
        </span>
      </p>
      {/* A button, not a `#calendar` link: a fragment navigation fires popstate, which reloads the page (spec §2). */}
      <button
        type="button"
        onClick={() => document.getElementById(CALENDAR_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        className="shrink-0 text-gold underline-offset-4 hover:underline"
      >
        {dates ? d.pickedChange : d.pickedNone}
      </button>
    </div>
  );
}
