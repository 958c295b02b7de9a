import { useMutation } from '@tanstack/react-query';
import { deactivateUser } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/** `/v1/user/deactivate-user` (ADR 0010): the literal `confirm: true` is the user's confirmation. */
export function useDeactivateUser() {
  return useMutation({
    mutationFn: (reason: string) => callApi(deactivateUser, { confirm: true, reason }),
  });
}
