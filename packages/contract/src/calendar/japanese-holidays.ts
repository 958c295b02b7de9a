/**
 * Japanese national holidays (国民の祝日に関する法律) for 2000–2099, computed from the Act's rules
 * rather than shipped as a table: fixed days, Happy Monday days, the equinoxes, the one-off days of
 * 2019–2021, then 振替休日 and 国民の休日.
 *
 * The equinox days are fixed each February by the Cabinet for the following year; the usual
 * astronomical approximation below (valid 1980–2099) matches every announced day so far.
 */

export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2099;

const SUBSTITUTE = '振替休日';
const CITIZENS = '国民の休日';

const DAY_MS = 24 * 60 * 60 * 1000;

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function weekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The day of the month of the nth Monday (n from 1). */
function nthMonday(year: number, month: number, n: number): number {
  const first = weekday(year, month, 1);
  return 1 + ((8 - first) % 7) + (n - 1) * 7;
}

function vernalEquinoxDay(year: number): number {
  return Math.floor(20.8431 + 0.242194 * (year - 1980) - Math.floor((year - 1980) / 4));
}

function autumnalEquinoxDay(year: number): number {
  return Math.floor(23.2488 + 0.242194 * (year - 1980) - Math.floor((year - 1980) / 4));
}

/** The 国民の祝日 proper of a year, as [month, day, name]. */
function nationalHolidays(year: number): [number, number, string][] {
  const days: [number, number, string][] = [
    [1, 1, '元日'],
    [1, nthMonday(year, 1, 2), '成人の日'],
    [2, 11, '建国記念の日'],
    [3, vernalEquinoxDay(year), '春分の日'],
    [4, 29, year >= 2007 ? '昭和の日' : 'みどりの日'],
    [5, 3, '憲法記念日'],
    [5, 5, 'こどもの日'],
    [9, autumnalEquinoxDay(year), '秋分の日'],
    [11, 3, '文化の日'],
    [11, 23, '勤労感謝の日'],
  ];
  if (year >= 2007) days.push([5, 4, 'みどりの日']);
  if (year <= 2018) days.push([12, 23, '天皇誕生日']);
  else if (year >= 2020) days.push([2, 23, '天皇誕生日']);

  // 海の日, スポーツの日 and 山の日 moved for the Tokyo Olympics in 2020 and 2021.
  if (year === 2020) days.push([7, 23, '海の日'], [7, 24, 'スポーツの日'], [8, 10, '山の日']);
  else if (year === 2021) days.push([7, 22, '海の日'], [7, 23, 'スポーツの日'], [8, 8, '山の日']);
  else {
    days.push([7, year >= 2003 ? nthMonday(year, 7, 3) : 20, '海の日']);
    days.push([10, nthMonday(year, 10, 2), year >= 2020 ? 'スポーツの日' : '体育の日']);
    if (year >= 2016) days.push([8, 11, '山の日']);
  }
  days.push([9, year >= 2003 ? nthMonday(year, 9, 3) : 15, '敬老の日']);

  // The enthronement of 2019 (特例法): two one-off national holidays.
  if (year === 2019) days.push([5, 1, '天皇の即位の日'], [10, 22, '即位礼正殿の儀の行われる日']);
  return days;
}

function computeYear(year: number): Map<string, string> {
  const holidays = new Map<string, string>();
  const national = new Set<number>();
  for (const [month, day, name] of nationalHolidays(year)) {
    holidays.set(iso(year, month, day), name);
    national.add(Date.UTC(year, month - 1, day));
  }

  // 振替休日: a 祝日 on a Sunday makes the next day that is not a 祝日 a holiday (Act art. 3-2).
  for (const time of [...national].sort((a, b) => a - b)) {
    if (new Date(time).getUTCDay() !== 0) continue;
    let next = time + DAY_MS;
    while (national.has(next)) next += DAY_MS;
    const date = new Date(next);
    if (date.getUTCFullYear() === year) holidays.set(iso(year, date.getUTCMonth() + 1, date.getUTCDate()), SUBSTITUTE);
  }

  // 国民の休日: a day between two 祝日 that is neither a 祝日 nor (before 2007) a Sunday or a 振替休日 (art. 3-3).
  for (const time of national) {
    const between = time + DAY_MS;
    if (national.has(between) || !national.has(between + DAY_MS)) continue;
    const date = new Date(between);
    const key = iso(year, date.getUTCMonth() + 1, date.getUTCDate());
    if (holidays.has(key) || (year < 2007 && date.getUTCDay() === 0)) continue;
    holidays.set(key, CITIZENS);
  }
  return holidays;
}

const cache = new Map<number, ReadonlyMap<string, string>>();

/** Every holiday of a year (`YYYY-MM-DD` → name), in date order; empty outside 2000–2099. */
export function holidaysOf(year: number): ReadonlyMap<string, string> {
  if (!Number.isInteger(year) || year < HOLIDAY_YEAR_MIN || year > HOLIDAY_YEAR_MAX) return new Map();
  let holidays = cache.get(year);
  if (!holidays) {
    holidays = new Map([...computeYear(year)].sort(([a], [b]) => (a < b ? -1 : 1)));
    cache.set(year, holidays);
  }
  return holidays;
}

/** The holiday's name for a `YYYY-MM-DD` day (e.g. `2026-09-23` → `秋分の日`), or null on other days. */
export function holidayName(date: string): string | null {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(date)?.[1];
  if (!year) return null;
  return holidaysOf(Number(year)).get(date) ?? null;
}
