import { useMutation } from '@tanstack/react-query';
import { confirmReservePayment } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReserveChanged } from './keys';

/**
 * confirm-reserve-payment (the guest, after the 3-D Secure challenge): the card is held and the
 * request waits for the host, or PAYMENT_DECLINED and the request is cancelled (its days freed).
 */
export function useConfirmReservePayment() {
  const changed = useReserveChanged();
  return useMutation({
    mutationFn: (reserveId: string) => callApi(confirmReservePayment, { reserveId }),
    onSuccess: changed,
  });
}
