import { useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { ja } from 'react-day-picker/locale';
import { X } from 'lucide-react';
import { cx } from '@/lib/cx';
import { addMonths, monthOf, todayInTokyo } from '@/lib/date-range';
import { holidayName } from '@kurumatabi/contract/calendar';
import { calendarMessages, type CalendarMessages } from './calendar-messages';
import { classNamesFor, dateOf, dayOf, Legend, StartReasons, useCalendarComponents } from './calendar-parts';
import {
  canEnd,
  canPick,
  dayLabel,
  inRange,
  nextRange,
  outOfRange,
  rangeStatus,
  rulesFor,
  type CalendarRules,
  type DateRange,
  type RangeUnit,
} from './calendar-rules';

interface CalendarCommonProps {
  /** The first month shown (`YYYY-MM`), when the parent controls it; see `onMonthChange`. */
  month?: string;
  /** The first month shown at first; defaults to the month of the selection, of `minDate` or of today. */
  defaultMonth?: string;
  onMonthChange?: (month: string) => void;
  /** The months the previous / next buttons stop at (`YYYY-MM`); default to those of `minDate` / `maxDate`. */
  minMonth?: string;
  maxMonth?: string;
  /** Days before `minDate` and after `maxDate` are shown but cannot be chosen (受付期間外). */
  minDate?: string;
  maxDate?: string;
  /** Days already booked or closed: struck through and never part of a range. */
  unavailableDates?: readonly string[] | ReadonlySet<string>;
  /**
   * Days a range may cross but not start on, with why (the host's rules, see lib/schedule-days): they cannot be picked
   * as a start, a screen reader hears why, and the reasons of the months shown are listed under the calendar.
   */
  startReasons?: ReadonlyMap<string, string>;
  /** Two months side by side from the `md` breakpoint (stacked on phones). */
  months?: 1 | 2;
  /** Today in Japan time (`YYYY-MM-DD`); injectable for tests. */
  today?: string;
  messages?: Partial<CalendarMessages>;
  className?: string;
}

export interface CalendarViewProps extends CalendarCommonProps {
  /** Availability at a glance: ○ free, × taken, with a legend. Nothing to choose. */
  mode: 'view';
}

export interface CalendarRangeProps extends CalendarCommonProps {
  /** Pick a start, then an end, never across an unavailable day. */
  mode: 'range';
  value: DateRange | null;
  /** A started range (`to: null`), a complete one, or null when cleared. */
  onChange: (range: DateRange | null) => void;
  unit?: RangeUnit;
  /** The longest range in days (or nights); days beyond it cannot end the range being picked. */
  maxLength?: number;
}

export type CalendarProps = CalendarViewProps | CalendarRangeProps;

function clampMonth(month: string, min: string | undefined, max: string | undefined): string {
  if (max !== undefined && month > max) month = max;
  if (min !== undefined && month < min) month = min;
  return month;
}

/**
 * A month calendar in Japanese on react-day-picker: 日〜土, Sundays and holidays in the red tone,
 * Saturdays in the blue, holiday names on the days and listed under the month. `view` shows
 * availability; `range` picks a range with the mouse, touch or keyboard (arrows, Home/End,
 * PageUp/PageDown, with Shift for months and years). The rules (nights or days, no range across
 * a day that cannot be booked, the check-out day, the longest range) are ours, in calendar-rules.
 */
export function Calendar(props: CalendarProps) {
  const { minDate, maxDate, unavailableDates, startReasons, months = 1, className } = props;
  const messages = { ...calendarMessages, ...props.messages };
  const [today] = useState(() => props.today ?? todayInTokyo());
  const value = props.mode === 'range' ? props.value : null;
  const unavailable = useMemo(() => new Set(unavailableDates ?? []), [unavailableDates]);
  const rules: CalendarRules = rulesFor(value, {
    minDate,
    maxDate,
    unavailable,
    unit: props.mode === 'range' ? (props.unit ?? 'day') : 'day',
    maxLength: props.mode === 'range' ? props.maxLength : undefined,
    noStart: props.mode === 'range' ? startReasons : undefined,
  });

  const minMonth = props.minMonth ?? (minDate ? monthOf(minDate) : undefined);
  const maxMonth = props.maxMonth ?? (maxDate ? monthOf(maxDate) : undefined);
  // The last month a first visible month may be, so the last one shown stays within bounds.
  const lastFirstMonth = maxMonth !== undefined ? addMonths(maxMonth, -(months - 1)) : undefined;
  const [ownMonth, setOwnMonth] = useState(() =>
    clampMonth(
      props.defaultMonth ?? monthOf(value?.from ?? (minDate !== undefined && minDate > today ? minDate : today)),
      minMonth,
      lastFirstMonth,
    ),
  );
  const firstMonth = clampMonth(props.month ?? ownMonth, minMonth, lastFirstMonth);
  const showMonth = (month: string) => {
    if (props.month === undefined) setOwnMonth(month);
    props.onMonthChange?.(month);
  };

  const [hovered, setHovered] = useState<string | null>(null);
  const [restarted, setRestarted] = useState(false);
  const pickingEnd = value !== null && value.to === null;
  // While the end is being picked, the day under the pointer or focus previews the range.
  const previewEnd = pickingEnd && hovered && canEnd(value.from, hovered, rules) ? hovered : null;
  const shown = value && { from: value.from, to: value.to ?? previewEnd };
  const preview = (date: Date) => setHovered(pickingEnd ? dayOf(date) : null);
  const label = (date: Date) => dayLabel(dayOf(date), { rules, range: value, today, messages });

  const components = useCalendarComponents(messages);
  const common = {
    locale: ja,
    today: dateOf(today),
    month: dateOf(`${firstMonth}-01`),
    onMonthChange: (month: Date) => showMonth(monthOf(dayOf(month))),
    startMonth: minMonth ? dateOf(`${minMonth}-01`) : undefined,
    endMonth: maxMonth ? dateOf(`${maxMonth}-01`) : undefined,
    numberOfMonths: months,
    fixedWeeks: true,
    modifiers: {
      edge: (date: Date) => value?.from === dayOf(date) || shown?.to === dayOf(date),
      between: (date: Date) => inRange(dayOf(date), shown),
      taken: (date: Date) => unavailable.has(dayOf(date)),
      closed: (date: Date) => outOfRange(dayOf(date), rules),
      holiday: (date: Date) => holidayName(dayOf(date)) !== null,
      sunday: { dayOfWeek: [0] },
      saturday: { dayOfWeek: [6] },
    },
    labels: {
      labelNav: () => messages.navigation,
      labelGrid: (month: Date) => messages.month(monthOf(dayOf(month))),
      labelPrevious: () => messages.previousMonth(addMonths(firstMonth, -1)),
      labelNext: () => messages.nextMonth(addMonths(firstMonth, months)),
      labelWeekday: (date: Date) => messages.weekdayNames[date.getDay()] ?? '',
      labelDayButton: label,
      labelGridcell: label,
    },
    formatters: {
      formatCaption: (month: Date) => messages.month(monthOf(dayOf(month))),
      formatWeekdayName: (date: Date) => messages.weekdays[date.getDay()] ?? '',
    },
    classNames: classNamesFor(months),
  };

  return (
    <div role="group" aria-label={messages.label} className={cx('w-full space-y-3', className)}>
      {props.mode === 'range' ? (
        <DayPicker
          {...common}
          mode="range"
          components={components.range}
          selected={value ? { from: dateOf(value.from), to: value.to ? dateOf(value.to) : undefined } : undefined}
          // The library's own range logic is not ours: the day clicked goes through nextRange.
          onSelect={(_, date) => {
            const day = dayOf(date);
            if (!canPick(day, value, rules)) return;
            const next = nextRange(value, day, rules);
            setRestarted(next.restarted);
            props.onChange(next.range);
          }}
          disabled={(date: Date) => !canPick(dayOf(date), value, rules)}
          onDayMouseEnter={preview}
          onDayFocus={preview}
          onDayMouseLeave={() => setHovered(null)}
        />
      ) : (
        <DayPicker {...common} components={components.view} />
      )}

      {props.mode === 'range' && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p aria-live="polite" className="tabular text-sm leading-relaxed text-ink-soft">
            {restarted && <span className="block text-warning">{messages.restarted(messages.startLabel)}</span>}
            {rangeStatus(value, rules.unit, messages)}
          </p>
          {value && (
            <button
              type="button"
              onClick={() => {
                setRestarted(false);
                props.onChange(null);
              }}
              className="inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm text-ink-soft transition-colors duration-150 hover:bg-raised hover:text-ink"
            >
              <X className="size-4" aria-hidden />
              {messages.clear}
            </button>
          )}
        </div>
      )}

      {startReasons && startReasons.size > 0 && (
        <StartReasons
          reasons={startReasons}
          months={[firstMonth, ...(months === 2 ? [addMonths(firstMonth, 1)] : [])]}
          messages={messages}
        />
      )}
      <Legend mode={props.mode} messages={messages} />
    </div>
  );
}
