import { useMutation } from '@tanstack/react-query';
import { reserveCarToRenting, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReserveChanged } from './keys';

/** reserve-car-to-renting (the host): Approved → Renting (check-in) with its record. */
export function useReserveCarToRenting() {
  const changed = useReserveChanged();
  return useMutation({
    mutationFn: (input: Input<typeof reserveCarToRenting>) => callApi(reserveCarToRenting, input),
    onSuccess: changed,
  });
}
