import type { MonthSales, SalesFigures } from '@kurumatabi/contract';
import type { SalesBar } from './components/sales/sales-chart';

/** A listing's figures of the year, whichever host (byCar / bySpot). */
export interface ListingSales extends SalesFigures {
  id: string;
  title: string;
}

/** The years a host can look at: from the year they joined to this year (Japan time), newest first. */
export function salesYears(joinedAt: string | undefined, today: string): number[] {
  const last = Number(today.slice(0, 4));
  // The year of an instant in Japan: UTC+9 all year.
  const joined = joinedAt ? new Date(new Date(joinedAt).getTime() + 9 * 3_600_000).getUTCFullYear() : last;
  const first = Math.max(2000, Math.min(joined, last));
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

/** `?year=` when it is one of the years offered, else this year. */
export function yearFrom(value: string | null, years: readonly number[]): number {
  const year = Number(value);
  return years.includes(year) ? year : (years[0] ?? new Date().getFullYear());
}

/** The chart's bars: the host's share (受取額) of each month. */
export function barsOf(months: readonly MonthSales[]): SalesBar[] {
  return months.map((month) => ({ month: Number(month.month.slice(5, 7)), amount: month.net, count: month.count }));
}
