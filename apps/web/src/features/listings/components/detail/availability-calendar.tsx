import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Calendar } from '@/components/ui/calendar';
import type { DateRange, RangeUnit } from '@/components/ui/calendar-rules';
import { todayInTokyo } from '@/lib/date-range';
import { scheduleDays } from '@/lib/schedule-days';
import type { ListingTarget } from '../../api/keys';
import { scheduleWindow, useReserveSchedules } from '../../api/show-reserve-schedules';
import { listingMessages as m } from '../../messages';
import { MD_UP, useMediaQuery } from '../../use-media-query';
import { CalendarSkeleton } from './calendar-skeleton';

/**
 * The calendar of free days (show-reserve-schedules): six months ahead, two months side by side
 * on a desktop. Only for a listed listing (the public call does not know an unlisted one).
 */
export function AvailabilityCalendar({
  target,
  targetId,
  enabled,
  spotPlanId,
  pickedRange = null,
  onPickRange,
  rangeUnit = 'day',
}: {
  target: ListingTarget;
  targetId: string;
  enabled: boolean;
  spotPlanId?: string;
  /** The dates the guest picks here to take to the reserve page (its button carries them); view only without it. */
  pickedRange?: DateRange | null;
  /** Without it the calendar only shows the free days. Keep it stable (a state setter or a callback): see lazyWhenVisible. */
  onPickRange?: (range: DateRange | null) => void;
  rangeUnit?: RangeUnit;
}) {
  const [today] = useState(() => todayInTokyo());
  const wide = useMediaQuery(MD_UP);
  const schedules = useReserveSchedules(target, targetId, today, { enabled, spotPlanId });
  const bookable = scheduleWindow(today);
  if (!enabled) return <p className="text-sm text-ink-muted">{m.detail.reserveUnavailable}</p>;
  if (schedules.isError) return <Alert tone="error">{m.detail.calendarFailed}</Alert>;
  if (!schedules.data) {
    return <CalendarSkeleton label={m.loading} />;
  }
  const days = scheduleDays(schedules.data);
  const common = {
    months: wide ? 2 : 1,
    today,
    minDate: bookable.from,
    maxDate: bookable.to,
    unavailableDates: days.unavailable,
    startReasons: days.startReasons,
  } as const;
  if (onPickRange) return <Calendar mode="range" unit={rangeUnit} value={pickedRange} onChange={onPickRange} {...common} />;
  return <Calendar mode="view" {...common} />;
}
