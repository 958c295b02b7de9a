import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { calendarMessages } from '@/components/ui/calendar-messages';
import { cx } from '@/lib/cx';
import { addMonths, monthGrid, weekdayOf } from '@/lib/date-range';
import { formatDate } from '@/lib/format';
import { holidayName } from '@kurumatabi/contract/calendar';
import { hostReserveMessages } from '../../messages';

const m = hostReserveMessages.calendar;
const noDays: ReadonlySet<string> = new Set();

export interface UnavailableDaysCalendarProps {
  /** The month shown (`YYYY-MM`). */
  month: string;
  onMonthChange: (month: string) => void;
  /** The months the arrows stop at. */
  minMonth: string;
  maxMonth: string;
  /** Today in Japan time: earlier days cannot change (the past is not for sale anyway). */
  today: string;
  /** The owner's own unavailable days, as they will be saved. */
  unavailable: ReadonlySet<string>;
  /** Days held by reservations: shown, never toggled (only the reservation's own cancellation frees them). */
  held: ReadonlySet<string>;
  /** Days an imported calendar of another platform blocks: marked, and still the owner's to close as their own. */
  imported: ReadonlySet<string>;
  /**
   * Preparation days (準備日) the rules keep free around reservations (ADR 0055): marked as their own state, since
   * guests cannot take them; still the owner's to close as their own.
   */
  buffer?: ReadonlySet<string>;
  /** Days changed since the last save, marked so the owner sees what 保存 will send. */
  changed: ReadonlySet<string>;
  onToggle: (date: string) => void;
  disabled?: boolean;
}

/**
 * The owner's month: tap a free day to close it, tap a closed day to open it again. Built from the
 * same day helpers, weekday names and holiday rules as the shared calendar (components/ui/calendar-messages),
 * whose modes pick a range rather than toggle single days.
 */
export function UnavailableDaysCalendar(props: UnavailableDaysCalendarProps) {
  const { month, today, unavailable, held, imported, changed } = props;
  const buffer = props.buffer ?? noDays;
  const holidays = monthGrid(month)
    .flat()
    .filter((day) => day.inMonth && holidayName(day.date) !== null);
  return (
    <div role="group" aria-label={m.label} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <MonthButton
          label={calendarMessages.previousMonth(addMonths(month, -1))}
          disabled={month <= props.minMonth}
          onClick={() => props.onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft className="size-5" aria-hidden />
        </MonthButton>
        <h2 aria-live="polite" className="tabular text-lg font-bold text-ink">
          {calendarMessages.month(month)}
        </h2>
        <MonthButton
          label={calendarMessages.nextMonth(addMonths(month, 1))}
          disabled={month >= props.maxMonth}
          onClick={() => props.onMonthChange(addMonths(month, 1))}
        >
          <ChevronRight className="size-5" aria-hidden />
        </MonthButton>
      </div>

      <table className="w-full table-fixed border-separate border-spacing-1">
        <caption className="sr-only">{calendarMessages.month(month)}</caption>
        <thead>
          <tr>
            {calendarMessages.weekdays.map((name, weekday) => (
              <th
                key={name}
                scope="col"
                abbr={calendarMessages.weekdayNames[weekday]}
                className={cx('pb-1 text-xs font-bold', weekday === 0 ? 'text-danger' : weekday === 6 ? 'text-info' : 'text-ink-muted')}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, { fixedWeeks: true }).map((week) => (
            <tr key={week[0]?.date}>
              {week.map(({ date, inMonth }) =>
                inMonth ? (
                  <td key={date} className="p-0">
                    <DayButton
                      date={date}
                      past={date < today}
                      today={date === today}
                      closed={unavailable.has(date)}
                      held={held.has(date)}
                      imported={imported.has(date)}
                      buffer={buffer.has(date)}
                      changed={changed.has(date)}
                      disabled={props.disabled}
                      onToggle={props.onToggle}
                    />
                  </td>
                ) : (
                  <td key={date} aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      {holidays.length > 0 && (
        <ul aria-label={calendarMessages.holidaysOfMonth(month)} className="flex flex-wrap gap-x-3 text-xs leading-relaxed text-danger/90">
          {holidays.map(({ date }) => (
            <li key={date} className="tabular">
              {calendarMessages.holiday(date, holidayName(date) ?? '')}
            </li>
          ))}
        </ul>
      )}

      <ul aria-label={calendarMessages.legend} className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-ink-soft">
        <LegendItem swatch="bg-raised border border-line">{m.legendOpen}</LegendItem>
        <LegendItem swatch="bg-gold/25 border border-gold">{m.legendClosed}</LegendItem>
        <LegendItem swatch="bg-brown/50 border border-brown-light">{m.legendHeld}</LegendItem>
        <LegendItem swatch="bg-warning/15 border border-dashed border-warning/70">{m.legendBuffer}</LegendItem>
        <LegendItem swatch="bg-info/15 border border-info/60">{m.legendImported}</LegendItem>
        <LegendItem swatch="bg-danger/70">{calendarMessages.sundaysAndHolidays}</LegendItem>
        <LegendItem swatch="border border-dashed border-gold-bright">{m.legendChanged}</LegendItem>
      </ul>
    </div>
  );
}

interface DayButtonProps {
  date: string;
  past: boolean;
  today: boolean;
  closed: boolean;
  held: boolean;
  imported: boolean;
  buffer: boolean;
  changed: boolean;
  disabled?: boolean;
  onToggle: (date: string) => void;
}

function DayButton({ date, past, today, closed, held, imported, buffer, changed, disabled, onToggle }: DayButtonProps) {
  const holiday = holidayName(date);
  const weekday = weekdayOf(date);
  const tone = holiday || weekday === 0 ? 'text-danger' : weekday === 6 ? 'text-info' : 'text-ink';
  const state = held ? m.stateHeld : closed ? m.stateClosed : buffer ? m.stateBuffer : imported ? m.stateImported : m.stateOpen;
  const locked = held || past;
  const label = [
    formatDate(date),
    holiday,
    today ? calendarMessages.today : null,
    state,
    past ? m.statePast : null,
    changed ? m.stateChanged : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      data-date={date}
      aria-label={label}
      // A toggle: pressed = closed by the owner. A held or past day is shown but cannot change.
      aria-pressed={held ? undefined : closed}
      aria-disabled={locked || disabled || undefined}
      title={holiday ?? undefined}
      onClick={() => {
        if (!locked && !disabled) onToggle(date);
      }}
      className={cx(
        'tabular flex h-12 w-full flex-col items-center justify-center rounded-lg border text-sm leading-tight transition-colors duration-150 sm:h-14',
        held
          ? 'cursor-not-allowed border-brown-light/70 bg-brown/45 text-ink'
          : closed
            ? 'border-gold bg-gold/25 font-bold text-gold-bright'
            : buffer
              ? cx('border-dashed border-warning/70 bg-warning/15', tone)
              : imported
                ? cx('border-info/60 bg-info/15', tone)
                : cx('border-line bg-raised/60', tone),
        !locked && !disabled && !held && (closed ? 'hover:bg-gold/35' : 'hover:border-gold hover:bg-raised'),
        past && 'cursor-not-allowed opacity-40',
        changed && 'outline-2 outline-offset-1 outline-gold-bright outline-dashed',
        today && !changed && 'ring-1 ring-ink-soft',
      )}
    >
      <span className={cx(closed && !held && 'line-through decoration-gold/70')}>{Number(date.slice(8, 10))}</span>
      <span aria-hidden="true" className="text-[0.625rem] font-bold">
        {held ? m.markHeld : closed ? m.markClosed : buffer ? m.markBuffer : imported ? m.markImported : ''}
      </span>
    </button>
  );
}

function LegendItem({ swatch, children }: { swatch: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className={cx('inline-block size-3 rounded-sm', swatch)} />
      {children}
    </li>
  );
}

function MonthButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full border border-line text-ink-soft transition-colors duration-150 hover:border-gold hover:text-gold-bright disabled:pointer-events-none disabled:opacity-30"
    >
      {children}
    </button>
  );
}
