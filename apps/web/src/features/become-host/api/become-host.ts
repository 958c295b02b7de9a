import { useMutation, useQueryClient } from '@tanstack/react-query';
import { makeCarOwner, makeFacilityProvider } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { callApi } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import type { HostRole } from '../messages';
import { shareContractQuery } from './share-contract';

/** The server's answer when the version sent is not the one in force (a newer one took effect). */
export function isContractOutdated(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'SHARE_CONTRACT_NOT_AGREED';
}

const endpointOf = { carOwner: makeCarOwner, facilityProvider: makeFacilityProvider } as const;

/**
 * make-car-owner / make-facility-provider with the version the user read. The answer is the user
 * with the new role: the session takes it at once (navigation and pages follow the roles), right
 * after `onBecame` so the page's own state changes in the same render. When the contract was
 * outdated, its text is fetched again for the user to read and agree anew.
 */
export function useBecomeHost(role: HostRole, onBecame: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareContractVersion: string) => callApi(endpointOf[role], { shareContractVersion, agreed: true }),
    onSuccess: (user) => {
      onBecame();
      sessionStore.userUpdated(user);
    },
    onError: (error) => {
      if (isContractOutdated(error)) void queryClient.invalidateQueries({ queryKey: shareContractQuery.queryKey });
    },
  });
}
