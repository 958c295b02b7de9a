import { useMutation } from '@tanstack/react-query';
import { reserveSpotToRenting, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReserveChanged } from './keys';

/** reserve-spot-to-renting (the host): Approved → Renting (check-in) with its record. */
export function useReserveSpotToRenting() {
  const changed = useReserveChanged();
  return useMutation({
    mutationFn: (input: Input<typeof reserveSpotToRenting>) => callApi(reserveSpotToRenting, input),
    onSuccess: changed,
  });
}
