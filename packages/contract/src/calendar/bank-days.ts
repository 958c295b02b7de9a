import { addDays } from '../reserves/japan-date.js';
import { holidayName } from './japanese-holidays.js';

/**
 * Japanese banks' business days (銀行営業日): not a Saturday, a Sunday, a national holiday, nor the
 * banks' own new-year days 12/31, 1/2 and 1/3 (銀行法施行令 第5条). A transfer due on a closed day is
 * made on the business day before it (前営業日払い), as payroll and payouts are in Japan.
 */
export function isBankHoliday(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const monthDay = day.slice(5);
  return (
    weekday === 0 || weekday === 6 || holidayName(day) !== null || monthDay === '12-31' || monthDay === '01-02' || monthDay === '01-03'
  );
}

/** `day` itself when banks are open, otherwise the last business day before it. */
export function bankDayOnOrBefore(day: string): string {
  let result = day;
  while (isBankHoliday(result)) result = addDays(result, -1);
  return result;
}
