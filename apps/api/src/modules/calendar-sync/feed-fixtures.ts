import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '@kurumatabi/contract';

/**
 * The tests' copies of real feed shapes (Airbnb's, Booking.com's, Google Calendar's), with their dates written as
 * `{{Dn}}` / `{{Tn}}` (today + n days, `YYYYMMDD`) and Airbnb's rolling 「Not available」 start as `{{NA}}`.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export type FeedFixture = 'airbnb' | 'booking' | 'google';

const compact = (day: string) => day.replaceAll('-', '');

export function feedFixture(name: FeedFixture, today: string, options: { notAvailableFrom?: string } = {}): string {
  const template = readFileSync(path.join(here, 'fixtures', `${name}.ics.template`), 'utf8');
  return template
    .replace(/\{\{[DT](\d+)\}\}/g, (_, n: string) => compact(addDays(today, Number(n))))
    .replace('{{NA}}', compact(options.notAvailableFrom ?? addDays(today, 180)));
}
