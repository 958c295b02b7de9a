import { memo, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays } from '@kurumatabi/contract';
import type { DayRuleKind, PricingRules } from '@kurumatabi/contract/host-rules';
import { cx } from '@/lib/cx';
import { formatYen } from '@/lib/format';
import { hostRulesMessages } from '../messages';
import { compactYen, dayLabel, weekdayName, yearOfPrices } from '../year-prices';

const m = hostRulesMessages.calendar;

/**
 * A colour per rule kind (the legend shows the same swatches); the base price stays plain. A tint is 40 % of its
 * colour over the card (1.8–2.3:1 against it, told apart at a glance) under a full-colour border, and its text is
 * ink (6.7:1 or more on every tint, WCAG AA).
 */
export const RULE_TONES: Record<DayRuleKind, string> = {
  Override: 'bg-danger/40 text-ink border-danger',
  Season: 'bg-gold/40 text-ink border-gold',
  BeforeHoliday: 'bg-info/40 text-ink border-info',
  FridaySaturday: 'bg-success/40 text-ink border-success',
  Base: 'bg-canvas text-ink-soft border-line',
};

/**
 * A Sunday's or a holiday's day number: red on a plain day; on a tint red would fall under 4.5:1, so it stays ink,
 * underlined in red.
 */
const redDay = (rule: DayRuleKind) => (rule === 'Base' ? 'text-danger' : 'underline decoration-danger decoration-2 underline-offset-2');

/** A day cell's accessible name: 「2026年5月3日(日) 憲法記念日 ¥18,000 ゴールデンウィーク 2026」. */
export const cellName = (day: { date: string; holiday: string | null; price: number; ruleName: string }) =>
  `${dayLabel(day.date)}${day.holiday ? ` ${day.holiday}` : ''} ${formatYen(day.price)} ${day.ruleName}`;

const KINDS: DayRuleKind[] = ['Season', 'Override', 'BeforeHoliday', 'FridaySaturday', 'Base'];

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * 年間の料金カレンダー: twelve months from `firstMonth`, each day's price from the contract's dayPrice with the rule
 * that set it (its colour, its name in the day's label). One day is a tab stop; the arrows move a day or a week,
 * Home/End go to the first and last day, and the chosen day's price and rule are read out below the months.
 */
export const YearPriceCalendar = memo(function YearPriceCalendar({ rules, firstMonth }: { rules: PricingRules; firstMonth: string }) {
  const months = useMemo(() => yearOfPrices(rules, firstMonth), [rules, firstMonth]);
  const first = months[0]!.days[0]!.date;
  const last = months.at(-1)!.days.at(-1)!.date;
  const [active, setActive] = useState(first);
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const byDate = useMemo(() => new Map(months.flatMap((month) => month.days.map((d) => [d.date, d] as const))), [months]);
  const current = byDate.get(active) ?? byDate.get(first)!;

  const move = (date: string) => {
    const target = date < first ? first : date > last ? last : date;
    setActive(target);
    cells.current.get(target)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = MOVES[event.key];
    if (step !== undefined) move(addDays(date, step));
    else if (event.key === 'Home') move(first);
    else if (event.key === 'End') move(last);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-labelledby="year-price-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="year-price-title" className="text-xl font-bold text-ink">
          {m.title}
        </h2>
        <p className="text-sm text-ink-soft">{m.lead}</p>
      </div>
      <ul aria-label={m.legend} className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink-soft">
        {KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <span aria-hidden className={cx('inline-block size-4 rounded border', RULE_TONES[kind])} />
            {m.rule[kind]}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="rounded-lg border border-line bg-raised px-4 py-3 text-sm text-ink" data-testid="selected-day">
        <span className="sr-only">{m.selected}: </span>
        <span className="font-bold">{dayLabel(current.date)}</span> {formatYen(current.price)} {current.ruleName}
        {current.holiday ? `（${current.holiday}）` : ''}
      </p>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {months.map((month) => (
          <div key={month.month} role="group" aria-labelledby={`month-${month.month}`} className="space-y-2">
            <h3 id={`month-${month.month}`} className="text-base font-bold text-ink">
              {month.label}
            </h3>
            <div className="grid grid-cols-7 gap-1 text-center text-xs">
              {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
                <span key={weekday} aria-hidden className={cx('py-1 font-bold', weekday === 0 ? 'text-danger' : 'text-ink-muted')}>
                  {weekdayName(weekday)}
                </span>
              ))}
              {Array.from({ length: month.leading }, (_, i) => (
                <span key={`blank-${i}`} aria-hidden />
              ))}
              {month.days.map((day) => (
                <button
                  key={day.date}
                  ref={(node) => {
                    if (node) cells.current.set(day.date, node);
                    else cells.current.delete(day.date);
                  }}
                  type="button"
                  tabIndex={day.date === current.date ? 0 : -1}
                  data-date={day.date}
                  aria-current={day.date === current.date ? 'date' : undefined}
                  data-rule={day.rule}
                  onClick={() => setActive(day.date)}
                  onKeyDown={(event) => onKeyDown(event, day.date)}
                  className={cx(
                    'flex min-h-11 flex-col items-center justify-center rounded-md border px-0.5 leading-tight outline-none',
                    'focus-visible:ring-2 focus-visible:ring-gold',
                    RULE_TONES[day.rule],
                    day.date === current.date && 'ring-2 ring-gold',
                  )}
                >
                  {/* The cell's name is the whole day (its date, holiday, price and rule); what it shows is a short form of it. */}
                  <span aria-hidden className={cx('font-bold', (day.weekday === 0 || day.holiday) && redDay(day.rule))}>
                    {day.day}
                  </span>
                  <span aria-hidden className="text-[0.625rem] tabular-nums">
                    {compactYen(day.price)}
                  </span>
                  <span className="sr-only">{cellName(day)}</span>
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
});
