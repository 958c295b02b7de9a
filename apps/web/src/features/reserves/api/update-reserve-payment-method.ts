import { useMutation } from '@tanstack/react-query';
import { updateReservePaymentMethod, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReserveChanged } from './keys';

export type UpdateReservePaymentMethodInput = Input<typeof updateReservePaymentMethod>;

/** update-reserve-payment-method (the guest, when the charge at approval failed): the new card is held for the same total. */
export function useUpdateReservePaymentMethod() {
  const changed = useReserveChanged();
  return useMutation({
    mutationFn: (input: UpdateReservePaymentMethodInput) => callApi(updateReservePaymentMethod, input),
    onSuccess: changed,
  });
}
