import { useMutation } from '@tanstack/react-query';
import { approveReserveRequest } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReserveChanged } from './keys';

/** approve-reserve-request (the host): Request → Approved. */
export function useApproveReserveRequest() {
  const changed = useReserveChanged();
  return useMutation({
    mutationFn: (reserveId: string) => callApi(approveReserveRequest, { reserveId }),
    onSuccess: changed,
  });
}
