import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDriverLicense, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { ownDriverLicenseQuery } from './show-driver-license';

export type UpdateDriverLicenseInput = Input<typeof updateDriverLicense>;

/**
 * Saves the licence (and asks for verification with `requestVerification: true`). The answer becomes the
 * cached licence; every other query about the licence (e.g. the マイページ top's status, whose key
 * also names 'driver-license') is marked stale.
 */
export function useUpdateDriverLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDriverLicenseInput) => callApi(updateDriverLicense, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(ownDriverLicenseQuery.queryKey, { driverLicense: saved });
      // Marked stale without refetching now: each is asked again when next shown.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('driver-license'), refetchType: 'none' });
    },
  });
}
