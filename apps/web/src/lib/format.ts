/**
 * Formatters for what people read: yen as `¥12,800`, dates as `2026年11月22日(日)` in Japan time.
 * Written by hand rather than with Intl so the output does not depend on the browser's ICU data
 * (ja-JP's currency format, for one, uses the full-width `￥`).
 */
const weekdays = ['日', '月', '火', '水', '木', '金', '土'] as const;
const JST_OFFSET_MS = 9 * 60 * 60 * 1000; // Japan has no daylight saving time.
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Money is integer yen (DESIGN.md §4); a fraction is rounded for display only. */
export function formatYen(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatYen: not a finite number: ${amount}`);
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}¥${groupThousands(String(Math.abs(rounded)))}`;
}

interface DayParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
}

/**
 * A `YYYY-MM-DD` string is a calendar day and is shown as such; anything else is an instant,
 * shown in Asia/Tokyo.
 */
function partsOf(value: Date | string): DayParts {
  if (typeof value === 'string') {
    const match = calendarDay.exec(value);
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const utc = new Date(Date.UTC(year, month - 1, day));
      if (utc.getUTCMonth() !== month - 1) throw new RangeError(`formatDate: invalid date: ${value}`);
      return { year, month, day, weekday: utc.getUTCDay(), hours: 0, minutes: 0 };
    }
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`formatDate: invalid date: ${String(value)}`);
  const jst = new Date(instant.getTime() + JST_OFFSET_MS);
  return {
    year: jst.getUTCFullYear(),
    month: jst.getUTCMonth() + 1,
    day: jst.getUTCDate(),
    weekday: jst.getUTCDay(),
    hours: jst.getUTCHours(),
    minutes: jst.getUTCMinutes(),
  };
}

/** `2026年11月22日(日)` */
export function formatDate(value: Date | string): string {
  const p = partsOf(value);
  return `${p.year}年${p.month}月${p.day}日(${weekdays[p.weekday]})`;
}

/** `2026年11月22日(日) 09:05` (Japan time) */
export function formatDateTime(value: Date | string): string {
  const p = partsOf(value);
  const hh = String(p.hours).padStart(2, '0');
  const mm = String(p.minutes).padStart(2, '0');
  return `${formatDate(value)} ${hh}:${mm}`;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago an instant was, the way Japanese sites put it: `たった今`, `5分前`, `3時間前`,
 * `2日前`; from a week on, the date (`2026年11月15日(日)`, Japan time). A time slightly in the
 * future (a clock a little ahead of the server's) counts as now.
 */
export function formatRelativeTime(value: Date | string, now: Date = new Date()): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`formatRelativeTime: invalid date: ${String(value)}`);
  const elapsed = now.getTime() - instant.getTime();
  if (elapsed < MINUTE_MS) return 'たった今';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}分前`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}時間前`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}日前`;
  return formatDate(instant);
}
