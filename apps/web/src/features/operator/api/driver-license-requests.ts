import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listDriverLicenseRequests,
  rejectDriverLicense,
  showDriverLicenseRequest,
  verifyDriverLicense,
  type DriverLicenseVerification,
} from '@kurumatabi/contract';
import type { VerificationStatus } from '@kurumatabi/contract/enums';
import { callApi } from '@/lib/api-client';
import { signedUrlRefreshDelay } from '@/lib/upload-image';

/** How many licences a list page shows. */
export const LICENSE_REQUEST_PAGE_SIZE = 20;

export const licenseRequestKeys = {
  all: ['operator', 'driver-licenses'] as const,
  list: (status: VerificationStatus, offset: number) => ['operator', 'driver-licenses', 'list', { status, offset }] as const,
  detail: (driverLicenseId: string) => ['operator', 'driver-licenses', 'detail', driverLicenseId] as const,
};

/** A page of licences in one status, oldest request first. Always asked again when shown: others decide too. */
export function licenseRequestListQuery(status: VerificationStatus, offset: number) {
  return queryOptions({
    queryKey: licenseRequestKeys.list(status, offset),
    queryFn: ({ signal }) => callApi(listDriverLicenseRequests, { status, limit: LICENSE_REQUEST_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
  });
}

/** One licence with its photos; asked again before the photos' signed URLs expire. */
export function licenseRequestQuery(driverLicenseId: string) {
  return queryOptions({
    queryKey: licenseRequestKeys.detail(driverLicenseId),
    queryFn: ({ signal }) => callApi(showDriverLicenseRequest, { driverLicenseId }, { signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const licence = query.state.data?.driverLicense;
      return signedUrlRefreshDelay([licence?.frontImage, licence?.backImage]);
    },
  });
}

export type LicenseDecision =
  { driverLicenseId: string; decision: 'verify' } | { driverLicenseId: string; decision: 'reject'; reason: string };

/** 承認する / 差し戻す: the answer replaces the cached licence and every list is asked again. */
export function useLicenseDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LicenseDecision): Promise<DriverLicenseVerification> =>
      input.decision === 'verify'
        ? callApi(verifyDriverLicense, { driverLicenseId: input.driverLicenseId })
        : callApi(rejectDriverLicense, { driverLicenseId: input.driverLicenseId, reason: input.reason }),
    onSuccess: async (request) => {
      queryClient.setQueryData(licenseRequestKeys.detail(request.driverLicense.id), request);
      await queryClient.invalidateQueries({ queryKey: [...licenseRequestKeys.all, 'list'] });
    },
    onError: async (_error, input) => {
      // Most often someone else decided first: show the licence as it is now.
      await queryClient.invalidateQueries({ queryKey: licenseRequestKeys.detail(input.driverLicenseId) });
    },
  });
}
