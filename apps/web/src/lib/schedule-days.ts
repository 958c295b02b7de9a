/** A day of a listing's schedule a trip cannot start on, and why (show-reserve-schedules' `noStartDays`). */
export interface NoStartDay {
  date: string;
  code: 'Taken' | 'Blocked' | 'Buffer' | 'Notice' | 'Horizon' | 'Weekday' | 'Past';
  message: string;
}

/**
 * A schedule's days as the calendar reads them: the days no trip may touch (booked, closed, and a preparation day
 * 準備日, which no other trip may cross either) and the days that say why a trip cannot start on them (a preparation day,
 * a day within the booking notice, a weekday the host does not start trips on).
 */
export function scheduleDays(schedule: { unavailableDates: readonly string[]; noStartDays?: readonly NoStartDay[] }): {
  unavailable: ReadonlySet<string>;
  startReasons: ReadonlyMap<string, string>;
} {
  const booked = new Set(schedule.unavailableDates);
  const unavailable = new Set(booked);
  const startReasons = new Map<string, string>();
  for (const day of schedule.noStartDays ?? []) {
    if (day.code === 'Buffer') unavailable.add(day.date);
    // A booked or closed day is struck through already; the others say why under the calendar.
    if (!booked.has(day.date)) startReasons.set(day.date, day.message);
  }
  return { unavailable, startReasons };
}
