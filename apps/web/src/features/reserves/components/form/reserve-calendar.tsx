import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Calendar } from '@/components/ui/calendar';
import type { CalendarMessages } from '@/components/ui/calendar-messages';
import { canBegin, canEnd, type DateRange, type RangeUnit } from '@/components/ui/calendar-rules';
import { Skeleton } from '@/components/ui/skeleton';
import { todayInTokyo } from '@/lib/date-range';
import { scheduleDays } from '@/lib/schedule-days';
import { scheduleWindow, useReserveSchedule } from '../../api/show-reserve-schedules';
import { reserveMessages as m } from '../../messages';
import { useWideScreen } from './use-wide-screen';

export interface ReserveCalendarProps {
  target: 'car' | 'spot';
  targetId: string;
  spotPlanId?: string;
  /** `day`: a car's days (one day allowed); `night`: a stay's nights; `single`: one day (an activity). */
  unit: RangeUnit | 'single';
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  messages?: Partial<CalendarMessages>;
}

/**
 * The reserve page's range picker: the listing's days that cannot be booked (show-reserve-schedules,
 * for a spot of the chosen plan) are struck through and never part of a range; Japanese holidays are
 * marked; two months side by side on a desktop.
 */
export function ReserveCalendar({ target, targetId, spotPlanId, unit, value, onChange, messages }: ReserveCalendarProps) {
  const [today] = useState(() => todayInTokyo());
  const wide = useWideScreen();
  const schedule = useReserveSchedule(target, targetId, today, spotPlanId);
  const bookable = scheduleWindow(today);
  // The dates the form started with (from the address: a search, a shared link) are dropped, once, when
  // the schedule shows a day of them cannot be booked: the guest picks again, with no error in the way.
  const loaded = schedule.data;
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !loaded) return;
    checked.current = true;
    const { unavailable, startReasons } = scheduleDays(loaded);
    const rules = {
      minDate: bookable.from,
      maxDate: bookable.to,
      unavailable,
      noStart: startReasons,
      unit: unit === 'night' ? 'night' : 'day',
    } as const;
    if (value?.to && (!canBegin(value.from, rules) || !canEnd(value.from, value.to, rules))) onChange(null);
  }, [loaded, value, onChange, bookable.from, bookable.to, unit]);
  if (schedule.isError) return <Alert tone="error">{m.form.calendarFailed}</Alert>;
  if (!schedule.data) {
    return (
      <div role="status" aria-label={m.loading} className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-80 w-full" />
        <Skeleton className="hidden h-80 w-full md:block" />
      </div>
    );
  }
  const single = unit === 'single';
  const days = scheduleDays(schedule.data);
  return (
    <Calendar
      mode="range"
      unit={single ? 'day' : unit}
      months={wide ? 2 : 1}
      today={today}
      minDate={bookable.from}
      maxDate={bookable.to}
      unavailableDates={days.unavailable}
      startReasons={days.startReasons}
      value={value}
      // An activity is one day: the first click is the whole range.
      onChange={(range) => onChange(single && range && range.to === null ? { from: range.from, to: range.from } : range)}
      messages={messages}
    />
  );
}
