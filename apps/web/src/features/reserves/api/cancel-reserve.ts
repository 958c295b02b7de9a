import { useMutation } from '@tanstack/react-query';
import { cancelReserve, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReserveChanged } from './keys';

/** cancel-reserve: withdraw or decline a request, or cancel after approval (the fee was shown first); frees the days. */
export function useCancelReserve() {
  const changed = useReserveChanged();
  return useMutation({
    mutationFn: (input: Input<typeof cancelReserve>) => callApi(cancelReserve, input),
    onSuccess: changed,
  });
}
