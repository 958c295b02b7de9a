import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { cx } from '@/lib/cx';
import { addDays, addMonths, daysBetween, eachDay, monthGrid, monthOf, todayInTokyo, weekdayOf } from '@/lib/date-range';
import { formatDate } from '@/lib/format';
import { holidayName } from '@/lib/japanese-holidays';

/** A chosen range of `YYYY-MM-DD` days; `to` is null while the end is still to be picked. */
export interface DateRange {
  from: string;
  to: string | null;
}

/**
 * How a range counts: `day` (cars: every day from `from` to `to` is booked, a one-day range is
 * allowed) or `night` (spots: the nights from `from` to the eve of `to`; `to` is the check-out day
 * and may be a day someone else arrives).
 */
export type RangeUnit = 'day' | 'night';

export const calendarMessages = {
  label: '予約カレンダー',
  weekdays: ['日', '月', '火', '水', '木', '金', '土'],
  weekdayNames: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
  month: (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`,
  previousMonth: (month: string) => `前の月（${calendarMessages.month(month)}）`,
  nextMonth: (month: string) => `次の月（${calendarMessages.month(month)}）`,
  today: '今日',
  available: '予約可',
  unavailable: '予約不可',
  outOfRange: '受付期間外',
  checkoutOnly: 'チェックアウトのみ可',
  availableMark: '○',
  unavailableMark: '×',
  outOfRangeMark: '－',
  legend: '凡例',
  selected: '選択中',
  sundaysAndHolidays: '日曜・祝日',
  startLabel: '開始日',
  endLabel: '終了日',
  pickStart: (start: string) => `${start}を選んでください`,
  pickEnd: (from: string, end: string) => `${formatDate(from)} から。${end}を選んでください`,
  picked: (from: string, to: string, unit: RangeUnit) =>
    `${formatDate(from)} 〜 ${formatDate(to)}（${unit === 'night' ? `${daysBetween(from, to)}泊` : `${daysBetween(from, to) + 1}日間`}）`,
  restarted: (start: string) => `予約できない日をまたぐため、選んだ日を${start}にしました。`,
  clear: '選択をクリア',
  holidaysOfMonth: (month: string) => `${calendarMessages.month(month)}の祝日`,
  holiday: (date: string, name: string) => `${Number(date.slice(8, 10))}日(${calendarMessages.weekdays[weekdayOf(date)]}) ${name}`,
};
export type CalendarMessages = typeof calendarMessages;

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
}

export type CalendarProps = CalendarViewProps | CalendarRangeProps;

interface Rules {
  minDate?: string;
  maxDate?: string;
  unavailable: ReadonlySet<string>;
  unit: RangeUnit;
}

function outOfRange(date: string, rules: Rules): boolean {
  return (rules.minDate !== undefined && date < rules.minDate) || (rules.maxDate !== undefined && date > rules.maxDate);
}

/** A day a range can start on (for nights: a night that can be booked). */
export function canStart(date: string, rules: Rules): boolean {
  return !outOfRange(date, rules) && !rules.unavailable.has(date);
}

/** Whether `to` can end a range that starts on `from` without crossing a day that cannot be booked. */
export function canEnd(from: string, to: string, rules: Rules): boolean {
  if (rules.unit === 'night') {
    if (to <= from || (rules.maxDate !== undefined && to > addDays(rules.maxDate, 1))) return false;
    return eachDay(from, addDays(to, -1)).every((night) => canStart(night, rules));
  }
  return to >= from && eachDay(from, to).every((day) => canStart(day, rules));
}

/**
 * The range after a click on `date`: the first click starts a range, the second ends it (or, if it
 * is before the start or the range would cross a day that cannot be booked, starts again there).
 * `restarted` tells the user why their end became a start.
 */
export function nextRange(current: DateRange | null, date: string, rules: Rules): { range: DateRange | null; restarted: boolean } {
  if (current && current.to === null) {
    if (canEnd(current.from, date, rules)) return { range: { from: current.from, to: date }, restarted: false };
    if (date === current.from) return { range: null, restarted: false };
    if (canStart(date, rules)) return { range: { from: date, to: null }, restarted: date > current.from };
    return { range: current, restarted: false };
  }
  return { range: canStart(date, rules) ? { from: date, to: null } : current, restarted: false };
}

function clampMonth(month: string, min: string | undefined, max: string | undefined): string {
  if (max !== undefined && month > max) month = max;
  if (min !== undefined && month < min) month = min;
  return month;
}

/**
 * A month calendar in Japanese: 日〜土, Sundays and holidays in the red tone, Saturdays in the
 * blue, holiday names on the days and listed under the month. `view` shows availability; `range`
 * picks a range with the mouse, touch or keyboard (arrows, Home/End, PageUp/PageDown).
 */
export function Calendar(props: CalendarProps) {
  const { minDate, maxDate, unavailableDates, months = 1, className } = props;
  const messages = { ...calendarMessages, ...props.messages };
  const id = useId();
  const [today] = useState(() => props.today ?? todayInTokyo());
  const unit: RangeUnit = props.mode === 'range' ? (props.unit ?? 'day') : 'day';
  const value = props.mode === 'range' ? props.value : null;
  const unavailable = useMemo(() => new Set(unavailableDates ?? []), [unavailableDates]);
  const rules: Rules = { minDate, maxDate, unavailable, unit };

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
  const visible = Array.from({ length: months }, (_, i) => addMonths(firstMonth, i));
  const lastMonth = visible[visible.length - 1] ?? firstMonth;
  const canGoBack = minMonth === undefined || firstMonth > minMonth;
  const canGoForward = maxMonth === undefined || lastMonth < maxMonth;

  const showMonth = (month: string) => {
    if (props.month === undefined) setOwnMonth(month);
    props.onMonthChange?.(month);
  };

  const [focused, setFocused] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [restarted, setRestarted] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  // The roving tab stop: the focused day if shown, else the start of the range, today, or the 1st.
  const isShown = (date: string) => visible.includes(monthOf(date));
  const tabStop = [focused, value?.from, today].find((date): date is string => !!date && isShown(date)) ?? `${firstMonth}-01`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${tabStop}"]`)?.focus();
  }, [tabStop]);

  const pickingEnd = value !== null && value.to === null;
  const selectable = (date: string) => (pickingEnd && canEnd(value.from, date, rules)) || canStart(date, rules);
  // While the end is being picked, the day under the pointer or focus previews the range.
  const previewEnd = pickingEnd && hovered && canEnd(value.from, hovered, rules) ? hovered : null;
  const shownTo = value?.to ?? previewEnd;

  const choose = (date: string) => {
    if (props.mode !== 'range' || !selectable(date)) return;
    const next = nextRange(value, date, rules);
    setRestarted(next.restarted);
    setFocused(date);
    props.onChange(next.range);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekdayOf(date)),
      End: () => addDays(date, 6 - weekdayOf(date)),
      PageUp: () => sameDayIn(date, -1),
      PageDown: () => sameDayIn(date, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move();
    const month = monthOf(target);
    if (!isShown(target)) {
      const first = clampMonth(month < firstMonth ? month : addMonths(month, -(months - 1)), minMonth, lastFirstMonth);
      if (month < first || month > addMonths(first, months - 1)) return; // Beyond the bounds.
      showMonth(first);
    }
    moveFocus.current = true;
    setFocused(target);
    if (pickingEnd) setHovered(target);
  };

  const dayLabel = (date: string): string => {
    const holiday = holidayName(date);
    const taken = unavailable.has(date);
    // Only a night range can end on a day it could not start on (the check-out day).
    const status = canStart(date, rules)
      ? messages.available
      : pickingEnd && canEnd(value.from, date, rules)
        ? [taken ? messages.unavailable : null, messages.checkoutOnly].filter(Boolean).join(' ')
        : outOfRange(date, rules)
          ? messages.outOfRange
          : messages.unavailable;
    const role =
      value?.from === date ? messages.startLabel : value?.to === date ? messages.endLabel : inRange(date, value) ? messages.selected : null;
    return [formatDate(date), holiday, date === today ? messages.today : null, status, role].filter(Boolean).join(' ');
  };

  const rangeStatus =
    props.mode !== 'range'
      ? null
      : value === null
        ? messages.pickStart(messages.startLabel)
        : value.to === null
          ? messages.pickEnd(value.from, messages.endLabel)
          : messages.picked(value.from, value.to, unit);

  return (
    <div role="group" aria-label={messages.label} className={cx('w-full space-y-3', className)}>
      <div className="flex items-center justify-between gap-2">
        <NavButton
          label={messages.previousMonth(addMonths(firstMonth, -1))}
          disabled={!canGoBack}
          onClick={() => showMonth(addMonths(firstMonth, -1))}
        >
          <ChevronLeft className="size-5" aria-hidden />
        </NavButton>
        <p aria-live="polite" className="tabular text-base font-bold text-ink">
          {visible.map(messages.month).join(' – ')}
        </p>
        <NavButton
          label={messages.nextMonth(addMonths(firstMonth, months))}
          disabled={!canGoForward}
          onClick={() => showMonth(addMonths(firstMonth, 1))}
        >
          <ChevronRight className="size-5" aria-hidden />
        </NavButton>
      </div>

      <div ref={grid} className={cx('grid gap-x-8 gap-y-6', months === 2 && 'md:grid-cols-2')}>
        {visible.map((month) => (
          <div key={month}>
            <table
              role={props.mode === 'range' ? 'grid' : undefined}
              aria-labelledby={`${id}-${month}`}
              className="w-full table-fixed border-separate border-spacing-y-1"
            >
              <caption id={`${id}-${month}`} className={cx('pb-1 text-sm font-bold text-ink-soft', months === 1 && 'sr-only')}>
                {messages.month(month)}
              </caption>
              <thead>
                <tr>
                  {messages.weekdays.map((name, weekday) => (
                    <th
                      key={name}
                      scope="col"
                      abbr={messages.weekdayNames[weekday]}
                      className={cx(
                        'pb-1 text-xs font-bold',
                        weekday === 0 ? 'text-danger' : weekday === 6 ? 'text-info' : 'text-ink-muted',
                      )}
                    >
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthGrid(month, { fixedWeeks: true }).map((week) => (
                  <tr key={week[0]?.date}>
                    {week.map(({ date, inMonth }) => {
                      if (!inMonth) return <td key={date} aria-hidden="true" />;
                      const holiday = holidayName(date);
                      const weekday = weekdayOf(date);
                      const tone = holiday || weekday === 0 ? 'text-danger' : weekday === 6 ? 'text-info' : 'text-ink';
                      const taken = unavailable.has(date);
                      const closed = outOfRange(date, rules);
                      const day = Number(date.slice(8, 10));
                      if (props.mode === 'view') {
                        return (
                          <td key={date} title={holiday ?? undefined} className="p-0 text-center">
                            <span className="sr-only">{dayLabel(date)}</span>
                            <span
                              aria-hidden="true"
                              className={cx(
                                'mx-auto flex h-12 max-w-12 flex-col items-center justify-center rounded-lg leading-tight',
                                date === today && 'ring-1 ring-line-strong',
                                closed ? 'opacity-40' : taken ? 'bg-canvas/60' : 'bg-raised/60',
                              )}
                            >
                              <span className={cx('tabular text-sm', tone, taken && 'line-through decoration-ink-muted opacity-60')}>
                                {day}
                              </span>
                              <span className={cx('text-xs font-bold', closed || taken ? 'text-ink-muted' : 'text-success')}>
                                {closed ? messages.outOfRangeMark : taken ? messages.unavailableMark : messages.availableMark}
                              </span>
                            </span>
                          </td>
                        );
                      }
                      const isEdge = value?.from === date || shownTo === date;
                      const between = !isEdge && inRange(date, value && { from: value.from, to: shownTo });
                      const enabled = selectable(date);
                      return (
                        <td key={date} aria-selected={isEdge || between} className="p-0 text-center">
                          <button
                            type="button"
                            data-date={date}
                            tabIndex={date === tabStop ? 0 : -1}
                            aria-label={dayLabel(date)}
                            aria-disabled={!enabled || undefined}
                            aria-current={date === today ? 'date' : undefined}
                            title={holiday ?? undefined}
                            onClick={() => choose(date)}
                            onKeyDown={(event) => onKeyDown(event, date)}
                            onFocus={() => {
                              setFocused(date);
                              if (pickingEnd) setHovered(date);
                            }}
                            onMouseEnter={() => pickingEnd && setHovered(date)}
                            onMouseLeave={() => setHovered(null)}
                            className={cx(
                              'tabular mx-auto flex h-11 w-full max-w-12 items-center justify-center rounded-lg text-sm transition-colors duration-150',
                              date === today && !isEdge && 'ring-1 ring-line-strong',
                              isEdge
                                ? 'bg-gold font-bold text-canvas'
                                : between
                                  ? 'bg-gold/20 text-gold-bright'
                                  : cx(taken || closed ? 'text-ink-muted' : tone, enabled ? 'hover:bg-raised' : 'cursor-not-allowed'),
                              taken && 'line-through decoration-ink-muted',
                              !enabled && !isEdge && 'opacity-40',
                            )}
                          >
                            {day}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <MonthHolidays month={month} messages={messages} />
          </div>
        ))}
      </div>

      {props.mode === 'range' && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p aria-live="polite" className="tabular text-sm leading-relaxed text-ink-soft">
            {restarted && <span className="block text-warning">{messages.restarted(messages.startLabel)}</span>}
            {rangeStatus}
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

      <ul aria-label={messages.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        {props.mode === 'view' ? (
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
    </div>
  );
}

function inRange(date: string, range: { from: string; to: string | null } | null): boolean {
  return !!range && range.to !== null && date >= range.from && date <= range.to;
}

/** The same day of the month `months` away, or that month's last day (1/31 → 2/28). */
function sameDayIn(date: string, months: number): string {
  const month = addMonths(monthOf(date), months);
  const day = Number(date.slice(8, 10));
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  return Number(last.slice(8, 10)) < day ? last : `${month}-${date.slice(8, 10)}`;
}

function NavButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
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

function MonthHolidays({ month, messages }: { month: string; messages: CalendarMessages }) {
  const days = monthGrid(month)
    .flat()
    .filter((day) => day.inMonth && holidayName(day.date) !== null);
  if (days.length === 0) return null;
  return (
    <ul aria-label={messages.holidaysOfMonth(month)} className="mt-2 flex flex-wrap gap-x-3 text-xs leading-relaxed text-danger/90">
      {days.map(({ date }) => (
        <li key={date} className="tabular">
          {messages.holiday(date, holidayName(date) ?? '')}
        </li>
      ))}
    </ul>
  );
}
