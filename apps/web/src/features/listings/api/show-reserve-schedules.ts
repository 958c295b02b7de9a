import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_SCHEDULE_DAYS, showReserveSchedules } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { addDays } from '@/lib/calendar-day';
import { listingKeys, type ListingTarget } from './keys';

/** The days of the calendar: today and the next MAX_SCHEDULE_DAYS − 1 days (about six months). */
export function scheduleWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, MAX_SCHEDULE_DAYS - 1) };
}

export function reserveSchedulesQuery(target: ListingTarget, targetId: string, today: string, spotPlanId?: string) {
  const input = {
    targetKind: target === 'car' ? ('Car' as const) : ('Spot' as const),
    targetId,
    ...scheduleWindow(today),
    ...(spotPlanId ? { spotPlanId } : {}),
  };
  return queryOptions({
    queryKey: listingKeys.schedules(target, input),
    queryFn: ({ signal }) => callApi(showReserveSchedules, input, { signal }),
    // Reservations change the calendar: a minute, not the five of the defaults.
    staleTime: 60 * 1000,
  });
}

/** The days that cannot be booked, for the detail page's calendar (listed listings only). */
export function useReserveSchedules(
  target: ListingTarget,
  targetId: string,
  today: string,
  options: { enabled: boolean; spotPlanId?: string },
) {
  return useQuery({ ...reserveSchedulesQuery(target, targetId, today, options.spotPlanId), enabled: options.enabled });
}
