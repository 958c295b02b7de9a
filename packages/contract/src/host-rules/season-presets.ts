import { holidayName } from '../calendar/japanese-holidays.js';
import { addDays } from '../reserves/japan-date.js';
import type { DateRange } from './pricing.js';

/**
 * The marketplace's ready-made seasons for a year (issue 36, item 2), computed from the holiday
 * calendar (calendar/japanese-holidays.ts): a host picks one and sets its price or percentage.
 *   ゴールデンウィーク: the run of days off around 憲法記念日–こどもの日, from 昭和の日 (4/29) or the first day off of the run;
 *   お盆: 8/13–8/16, with the weekend it touches;
 *   年末年始: 12/29–1/3 (into the next year), with the weekend it touches;
 *   3連休: every other run of three or more days off (Saturdays, Sundays, holidays).
 */

export type PresetKey = 'GoldenWeek' | 'Obon' | 'NewYear' | 'ThreeDayWeekend';

export interface PresetSeason {
  key: PresetKey;
  name: string;
  range: DateRange;
}

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function isDayOff(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 || holidayName(day) !== null;
}

/** `range` grown over the days off that touch either end. */
function withAdjacentDaysOff(range: DateRange): DateRange {
  let { from, to } = range;
  while (isDayOff(addDays(from, -1))) from = addDays(from, -1);
  while (isDayOff(addDays(to, 1))) to = addDays(to, 1);
  return { from, to };
}

/** Every run of consecutive days off in the year that starts in it. */
function daysOffRuns(year: number): DateRange[] {
  const runs: DateRange[] = [];
  let day = iso(year, 1, 1);
  const last = iso(year, 12, 31);
  while (day <= last) {
    if (!isDayOff(day)) {
      day = addDays(day, 1);
      continue;
    }
    const from = day;
    while (isDayOff(addDays(day, 1))) day = addDays(day, 1);
    runs.push({ from, to: day });
    day = addDays(day, 1);
  }
  return runs;
}

const overlaps = (a: DateRange, b: DateRange) => a.from <= b.to && b.from <= a.to;

export function presetSeasons(year: number): PresetSeason[] {
  const gw = withAdjacentDaysOff({ from: iso(year, 5, 3), to: iso(year, 5, 5) });
  const goldenWeek: DateRange = { from: gw.from < iso(year, 4, 29) ? gw.from : iso(year, 4, 29), to: gw.to };
  const obon = withAdjacentDaysOff({ from: iso(year, 8, 13), to: iso(year, 8, 16) });
  const newYear = withAdjacentDaysOff({ from: iso(year, 12, 29), to: iso(year + 1, 1, 3) });
  const named: PresetSeason[] = [
    { key: 'GoldenWeek', name: `ゴールデンウィーク ${year}`, range: goldenWeek },
    { key: 'Obon', name: `お盆 ${year}`, range: obon },
    { key: 'NewYear', name: `年末年始 ${year}–${year + 1}`, range: newYear },
  ];
  const previousNewYear = withAdjacentDaysOff({ from: iso(year - 1, 12, 29), to: iso(year, 1, 3) });
  const taken = [...named.map((s) => s.range), previousNewYear];
  const weekends = daysOffRuns(year)
    .filter((run) => addDays(run.from, 2) <= run.to && !taken.some((t) => overlaps(t, run)))
    .map((range): PresetSeason => ({ key: 'ThreeDayWeekend', name: `${Number(range.from.slice(5, 7))}月の連休`, range }));
  return [...named, ...weekends].sort((a, b) => (a.range.from < b.range.from ? -1 : 1));
}
