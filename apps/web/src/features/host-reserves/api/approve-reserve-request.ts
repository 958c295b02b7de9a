import { useMutation } from '@tanstack/react-query';
import { approveReserveRequest } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useHostReservesChanged } from './keys';

/** approve-reserve-request: the host approves a request right from the dashboard (Request → Approved). */
export function useApproveReserveRequest() {
  const changed = useHostReservesChanged();
  return useMutation({
    mutationFn: (reserveId: string) => callApi(approveReserveRequest, { reserveId }),
    onSuccess: changed,
  });
}
