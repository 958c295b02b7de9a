import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_SCHEDULE_DAYS, showReserveSchedules } from '@kurumatabi/contract';
import { addDays } from '@/lib/calendar-day';
import { reserveKeys } from './keys';
import { callApi } from '@/lib/api-client';

/** The days the reserve calendar can offer: today and the next MAX_SCHEDULE_DAYS − 1 days (about six months). */
export function scheduleWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, MAX_SCHEDULE_DAYS - 1) };
}

export function reserveScheduleQuery(target: 'car' | 'spot', targetId: string, today: string, spotPlanId?: string) {
  const input = {
    targetKind: target === 'car' ? ('Car' as const) : ('Spot' as const),
    targetId,
    ...scheduleWindow(today),
    ...(spotPlanId ? { spotPlanId } : {}),
  };
  return queryOptions({
    queryKey: reserveKeys.schedule(target, input),
    queryFn: ({ signal }) => callApi(showReserveSchedules, input, { signal }),
    // Reservations change the calendar: a minute, not the five of the defaults.
    staleTime: 60 * 1000,
  });
}

/** show-reserve-schedules: the days of the reserve calendar that cannot be chosen (for a spot, of the chosen plan). */
export function useReserveSchedule(target: 'car' | 'spot', targetId: string, today: string, spotPlanId?: string) {
  return useQuery(reserveScheduleQuery(target, targetId, today, spotPlanId));
}
