import { useMemo } from 'react';
import {
  DayButton,
  type ChevronProps,
  type ClassNames,
  type CustomComponents,
  type DayButtonProps,
  type DayProps,
  type MonthProps,
} from 'react-day-picker';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '@/lib/cx';
import { addDays, monthGrid, monthOf, toDay } from '@/lib/date-range';
import { holidayName } from '@kurumatabi/contract/calendar';
import { calendarMessages, type CalendarMessages } from './calendar-messages';

/**
 * The calendar's parts drawn for react-day-picker through its public props: the Tailwind classes of its
 * elements, the custom components (day buttons, view-mode days, months with their holidays, chevrons) and
 * the legend under it.
 */

/** react-day-picker works in the device's local dates; our days are Japan's `YYYY-MM-DD`, mapped one to one. */
export const dateOf = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
export const dayOf = (date: Date) => toDay(date.getFullYear(), date.getMonth() + 1, date.getDate());

const navButton =
  'pointer-events-auto inline-flex size-10 items-center justify-center rounded-full border border-line text-ink-soft transition-colors duration-150 hover:border-gold hover:text-gold-bright aria-disabled:pointer-events-none aria-disabled:opacity-30';

/** Tailwind classes for react-day-picker's parts (its own stylesheet is not loaded). */
export function classNamesFor(months: 1 | 2): Partial<ClassNames> {
  return {
    root: 'w-full',
    months: cx('relative grid gap-x-8 gap-y-6', months === 2 && 'md:grid-cols-2'),
    // The arrows sit on the captions' row, at the calendar's two ends.
    nav: 'pointer-events-none absolute inset-x-0 top-0 flex items-center justify-between',
    button_previous: navButton,
    button_next: navButton,
    chevron: 'size-5',
    month: 'min-w-0',
    month_caption: 'flex h-10 items-center justify-center',
    caption_label: 'tabular text-base font-bold text-ink',
    month_grid: 'mt-2 w-full table-fixed border-separate border-spacing-y-1',
    weekday: 'pb-1 text-xs font-bold text-ink-muted first:text-danger last:text-info',
    day: 'p-0 text-center',
  };
}

function tone(modifiers: DayProps['modifiers']): string {
  return modifiers.holiday || modifiers.sunday ? 'text-danger' : modifiers.saturday ? 'text-info' : 'text-ink';
}

/** A day to pick: gold at the range's ends, a gold wash between, struck through when taken. */
function RangeDayButton({ day, modifiers, className, ...props }: DayButtonProps) {
  const date = dayOf(day.date);
  const holiday = holidayName(date);
  const edge = modifiers.edge;
  const between = !edge && modifiers.between;
  const blocked = modifiers.taken || modifiers.closed;
  return (
    <DayButton
      {...props}
      day={day}
      modifiers={modifiers}
      data-date={date}
      title={holiday ?? undefined}
      aria-current={modifiers.today ? 'date' : undefined}
      className={cx(
        className,
        'tabular mx-auto flex h-11 w-full max-w-12 items-center justify-center rounded-lg text-sm transition-colors duration-150',
        modifiers.today && !edge && 'ring-1 ring-line-strong',
        edge
          ? 'bg-gold font-bold text-canvas'
          : between
            ? 'bg-gold/20 text-gold-bright'
            : cx(blocked ? 'text-ink-muted' : tone(modifiers), modifiers.disabled ? 'cursor-not-allowed' : 'hover:bg-raised'),
        modifiers.taken && 'line-through decoration-ink-muted',
        modifiers.disabled && !edge && 'opacity-40',
      )}
    />
  );
}

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className={className} aria-hidden />;
}

/** A month with its holidays listed under the grid. */
function MonthWithHolidays({ calendarMonth, displayIndex: _displayIndex, children, ...props }: MonthProps) {
  return (
    <div {...props}>
      {children}
      <MonthHolidays month={monthOf(dayOf(calendarMonth.date))} />
    </div>
  );
}

/** The custom parts: the range's day buttons; in the view mode, days that show ○ / × instead. */
export function useCalendarComponents(messages: CalendarMessages): { range: Partial<CustomComponents>; view: Partial<CustomComponents> } {
  const { availableMark, unavailableMark, outOfRangeMark } = messages;
  return useMemo(() => {
    function ViewDay({ day, modifiers, children, ...props }: DayProps) {
      const holiday = holidayName(dayOf(day.date));
      return (
        <td {...props} title={holiday ?? undefined}>
          {!modifiers.hidden && (
            <span
              aria-hidden="true"
              className={cx(
                'mx-auto flex h-12 max-w-12 flex-col items-center justify-center rounded-lg leading-tight',
                modifiers.today && 'ring-1 ring-line-strong',
                modifiers.closed ? 'opacity-40' : modifiers.taken ? 'bg-canvas/60' : 'bg-raised/60',
              )}
            >
              <span className={cx('tabular text-sm', tone(modifiers), modifiers.taken && 'line-through decoration-ink-muted opacity-60')}>
                {children}
              </span>
              <span className={cx('text-xs font-bold', modifiers.closed || modifiers.taken ? 'text-ink-muted' : 'text-success')}>
                {modifiers.closed ? outOfRangeMark : modifiers.taken ? unavailableMark : availableMark}
              </span>
            </span>
          )}
        </td>
      );
    }
    const shared = { Chevron, Month: MonthWithHolidays };
    return { range: { ...shared, DayButton: RangeDayButton }, view: { ...shared, Day: ViewDay } };
  }, [availableMark, unavailableMark, outOfRangeMark]);
}

export function Legend({ mode, messages }: { mode: 'view' | 'range'; messages: CalendarMessages }) {
  return (
    <ul aria-label={messages.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
      {mode === 'view' ? (
        <>
          <li>
            <span aria-hidden="true" className="mr-1 font-bold text-success">
              {messages.availableMark}
            </span>
            {messages.available}
          </li>
          <li>
            <span aria-hidden="true" className="mr-1 font-bold">
              {messages.unavailableMark}
            </span>
            {messages.unavailable}
          </li>
        </>
      ) : (
        <>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-gold" />
            {messages.selected}
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="line-through decoration-ink-muted">
              12
            </span>
            {messages.unavailable}
          </li>
        </>
      )}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-danger/70" />
        {messages.sundaysAndHolidays}
      </li>
    </ul>
  );
}

function MonthHolidays({ month }: { month: string }) {
  const days = monthGrid(month)
    .flat()
    .filter((day) => day.inMonth && holidayName(day.date) !== null);
  if (days.length === 0) return null;
  return (
    <ul aria-label={calendarMessages.holidaysOfMonth(month)} className="mt-2 flex flex-wrap gap-x-3 text-xs leading-relaxed text-danger/90">
      {days.map(({ date }) => (
        <li key={date} className="tabular">
          {calendarMessages.holiday(date, holidayName(date) ?? '')}
        </li>
      ))}
    </ul>
  );
}

/** A day as 12月3日 (the month shown above it gives the year). */
const shortDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** The runs of consecutive days in `days` (ascending), each as its first and last day. */
function runsOf(days: readonly string[]): { from: string; to: string }[] {
  const runs: { from: string; to: string }[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}

const MAX_RUNS = 3;

/** Why the days of the months shown cannot start a trip, one line a reason, with its days (a few, then ほかN件). */
export function StartReasons({
  reasons,
  months,
  messages,
}: {
  reasons: ReadonlyMap<string, string>;
  months: readonly string[];
  messages: CalendarMessages;
}) {
  const byReason = new Map<string, string[]>();
  for (const [date, reason] of [...reasons].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!months.includes(monthOf(date))) continue;
    byReason.set(reason, [...(byReason.get(reason) ?? []), date]);
  }
  if (byReason.size === 0) return null;
  return (
    <div className="rounded-lg bg-raised/60 px-3 py-2 text-xs leading-relaxed text-ink-soft">
      <p className="font-bold text-ink">{messages.noStartTitle}</p>
      <ul className="mt-1 space-y-0.5">
        {[...byReason].map(([reason, days]) => {
          const runs = runsOf(days);
          const shown = runs
            .slice(0, MAX_RUNS)
            .map((run) => (run.from === run.to ? shortDay(run.from) : `${shortDay(run.from)}〜${shortDay(run.to)}`));
          const more = runs.length - shown.length;
          return (
            <li key={reason}>
              {reason}（{shown.join('、')}
              {more > 0 ? `、${messages.noStartMore(more)}` : ''}）
            </li>
          );
        })}
      </ul>
    </div>
  );
}
