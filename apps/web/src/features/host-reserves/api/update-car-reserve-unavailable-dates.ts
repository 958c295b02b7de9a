import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCarReserveUnavailableDates } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { hostReserveKeys, useHostReservesChanged } from './keys';

/**
 * update-car-reserve-unavailable-dates: the days sent become the car's only closed days from today
 * on. The answer is the new calendar; the visitors' calendars and searches are asked again.
 */
export function useUpdateCarUnavailableDates(carId: string) {
  const queryClient = useQueryClient();
  const changed = useHostReservesChanged();
  return useMutation({
    mutationFn: (dates: string[]) => callApi(updateCarReserveUnavailableDates, { carId, dates }),
    onSuccess: async (calendar) => {
      await changed();
      queryClient.setQueryData(hostReserveKeys.unavailable('car', carId), calendar);
    },
  });
}
