import { queryOptions } from '@tanstack/react-query';
import { showOwnedUserSpot } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { hostReserveKeys } from './keys';

/** show-owned-user-spot: the spot's title for the calendar's heading (another provider's spot is 404). */
export function useOwnedSpotTitle(spotId: string) {
  return useUserQuery({
    ...queryOptions({
      queryKey: hostReserveKeys.listing('spot', spotId),
      queryFn: ({ signal }) => callApi(showOwnedUserSpot, { spotId }, { signal }),
    }),
    select: (spot) => spot.title,
  });
}
