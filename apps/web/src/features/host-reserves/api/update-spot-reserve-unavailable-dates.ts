import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSpotReserveUnavailableDates } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { hostReserveKeys, useHostReservesChanged } from './keys';

/** update-spot-reserve-unavailable-dates: the days sent become the spot's only closed days from today on. */
export function useUpdateSpotUnavailableDates(spotId: string) {
  const queryClient = useQueryClient();
  const changed = useHostReservesChanged();
  return useMutation({
    mutationFn: (dates: string[]) => callApi(updateSpotReserveUnavailableDates, { spotId, dates }),
    onSuccess: async (calendar) => {
      await changed();
      queryClient.setQueryData(hostReserveKeys.unavailable('spot', spotId), calendar);
    },
  });
}
