import { useMutation } from '@tanstack/react-query';
import { reserveCarToReturned, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReserveChanged } from './keys';

/** reserve-car-to-returned (the host): Renting → Returned (check-out) with its record. */
export function useReserveCarToReturned() {
  const changed = useReserveChanged();
  return useMutation({
    mutationFn: (input: Input<typeof reserveCarToReturned>) => callApi(reserveCarToReturned, input),
    onSuccess: changed,
  });
}
