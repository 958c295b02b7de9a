import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  rotateCarCalendarExport,
  rotateSpotCalendarExport,
  showCarCalendarSync,
  showSpotCalendarSync,
  syncCarCalendarFeeds,
  syncSpotCalendarFeeds,
  updateCarCalendarFeeds,
  updateSpotCalendarFeeds,
  type CalendarSync,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import type { HostKind } from '../messages';
import { hostReserveKeys, useHostReservesChanged } from './keys';

/**
 * Calendar sync (ADR 0057): the listing's export address and its import feeds. Each call answers the whole sync
 * state, which replaces the cached one; a change of the feeds changes the listing's days, so the calendars and
 * searches are asked again.
 */

export interface FeedInput {
  url: string;
  label: string;
}

const calls = {
  show: (kind: HostKind, id: string, signal?: AbortSignal) =>
    kind === 'car' ? callApi(showCarCalendarSync, { carId: id }, { signal }) : callApi(showSpotCalendarSync, { spotId: id }, { signal }),
  update: (kind: HostKind, id: string, feeds: FeedInput[]) =>
    kind === 'car' ? callApi(updateCarCalendarFeeds, { carId: id, feeds }) : callApi(updateSpotCalendarFeeds, { spotId: id, feeds }),
  rotate: (kind: HostKind, id: string, spotPlanId?: string) =>
    kind === 'car'
      ? callApi(rotateCarCalendarExport, { carId: id })
      : callApi(rotateSpotCalendarExport, spotPlanId ? { spotId: id, spotPlanId } : { spotId: id }),
  sync: (kind: HostKind, id: string) =>
    kind === 'car' ? callApi(syncCarCalendarFeeds, { carId: id }) : callApi(syncSpotCalendarFeeds, { spotId: id }),
};

export const calendarSyncKey = (kind: HostKind, listingId: string) =>
  [...hostReserveKeys.listing(kind, listingId), 'calendar-sync'] as const;

export function calendarSyncQuery(kind: HostKind, listingId: string) {
  return queryOptions({
    queryKey: calendarSyncKey(kind, listingId),
    queryFn: ({ signal }) => calls.show(kind, listingId, signal),
    staleTime: 0,
  });
}

/** show-car-calendar-sync / show-spot-calendar-sync. */
export function useCalendarSync(kind: HostKind, listingId: string) {
  return useUserQuery(calendarSyncQuery(kind, listingId));
}

function useSyncMutation<T>(kind: HostKind, listingId: string, run: (input: T) => Promise<CalendarSync>, daysChange: boolean) {
  const queryClient = useQueryClient();
  const changed = useHostReservesChanged();
  return useMutation({
    mutationFn: run,
    onSuccess: async (sync) => {
      if (daysChange) await changed();
      queryClient.setQueryData(calendarSyncKey(kind, listingId), sync);
    },
  });
}

/** update-…-calendar-feeds: the list becomes the listing's feeds (a new one is read at once). */
export function useUpdateCalendarFeeds(kind: HostKind, listingId: string) {
  return useSyncMutation(kind, listingId, (feeds: FeedInput[]) => calls.update(kind, listingId, feeds), true);
}

/** rotate-…-calendar-export: a new secret address (the listing's, or one spot plan's); the old one stops answering. */
export function useRotateCalendarExport(kind: HostKind, listingId: string) {
  return useSyncMutation(kind, listingId, (planId: string | undefined) => calls.rotate(kind, listingId, planId), false);
}

/** sync-…-calendar-feeds: every feed read now (once a minute at most). */
export function useSyncCalendarFeeds(kind: HostKind, listingId: string) {
  return useSyncMutation(kind, listingId, () => calls.sync(kind, listingId), true);
}
