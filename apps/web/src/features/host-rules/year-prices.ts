import { addDays } from '@kurumatabi/contract';
import { holidayName } from '@kurumatabi/contract/calendar';
import { dayPrice, type DayPrice, type PricingRules } from '@kurumatabi/contract/host-rules';

/** One month of the year calendar: its days with their price, and the blanks before its first day (Sunday first). */
export interface PriceMonth {
  month: string;
  label: string;
  leading: number;
  days: (DayPrice & { day: number; weekday: number; holiday: string | null })[];
}

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

export const weekdayName = (weekday: number) => WEEKDAYS[weekday]!;

/** 「2026年5月3日(日)」. */
export function dayLabel(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return `${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日(${weekdayName(weekday)})`;
}

/** The twelve months from `firstMonth` (`YYYY-MM`), each day priced by the contract's dayPrice (ADR 0055). */
export function yearOfPrices(rules: PricingRules, firstMonth: string): PriceMonth[] {
  const months: PriceMonth[] = [];
  let year = Number(firstMonth.slice(0, 4));
  let month = Number(firstMonth.slice(5, 7));
  for (let i = 0; i < 12; i++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const first = `${key}-01`;
    const days: PriceMonth['days'] = [];
    for (let date = first; date.startsWith(key); date = addDays(date, 1)) {
      days.push({
        ...dayPrice(rules, date),
        day: Number(date.slice(8, 10)),
        weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
        holiday: holidayName(date),
      });
    }
    months.push({ month: key, label: `${year}年${month}月`, leading: days[0]!.weekday, days });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** A price short enough for a day's cell at 375 px: 「1.2万」, 「8,000」; the cell's label says it in full. */
export function compactYen(price: number): string {
  if (price < 10_000) return price.toLocaleString('ja-JP');
  const man = Math.round(price / 1_000) / 10;
  return `${man.toLocaleString('ja-JP', { maximumFractionDigits: 1 })}万`;
}
