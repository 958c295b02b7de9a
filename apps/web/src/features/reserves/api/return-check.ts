import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmReserveReturn, disputeReserveReturn, type Input, type ReserveDetail } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReserveChanged } from './keys';

/**
 * After the check: the reservation's detail is the answer, and the review's state (the reviews feature's
 * `['reviews']` prefix: features do not import each other) is asked again, since its opening moved.
 */
function useReturnChecked() {
  const changed = useReserveChanged();
  const queryClient = useQueryClient();
  return async (reserve: ReserveDetail) => {
    await Promise.all([changed(reserve), queryClient.invalidateQueries({ queryKey: ['reviews'] })]);
  };
}

/** confirm-reserve-return: the guest confirms the host's return (ADR 0046); the stay can then be reviewed from the day after its end. */
export function useConfirmReserveReturn() {
  const changed = useReturnChecked();
  return useMutation({
    mutationFn: (reserveId: string) => callApi(confirmReserveReturn, { reserveId }),
    onSuccess: changed,
  });
}

/** dispute-reserve-return: the guest disputes the host's return with a reason; an operator looks at it. */
export function useDisputeReserveReturn() {
  const changed = useReturnChecked();
  return useMutation({
    mutationFn: (input: Input<typeof disputeReserveReturn>) => callApi(disputeReserveReturn, input),
    onSuccess: changed,
  });
}
