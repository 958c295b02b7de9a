import { useMutation } from '@tanstack/react-query';
import { reserveSpotToReturned, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReserveChanged } from './keys';

/** reserve-spot-to-returned (the host): Renting → Returned (check-out) with its record. */
export function useReserveSpotToReturned() {
  const changed = useReserveChanged();
  return useMutation({
    mutationFn: (input: Input<typeof reserveSpotToReturned>) => callApi(reserveSpotToReturned, input),
    onSuccess: changed,
  });
}
