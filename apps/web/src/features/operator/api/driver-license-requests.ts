import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listDriverLicenseRequests,
  rejectDriverLicense,
  showDriverLicenseRequest,
  verifyDriverLicense,
  type DriverLicenseReview,
} from '@kurumatabi/contract';
import type { VerificationStatus } from '@kurumatabi/contract/enums';
import { callApi } from '@/lib/api-client';
import { signedUrlRefreshDelay } from '@/lib/upload-image';

/** How many licences a list page shows. */
export const REVIEW_PAGE_SIZE = 20;

export const reviewKeys = {
  all: ['operator', 'driver-licenses'] as const,
  list: (status: VerificationStatus, offset: number) => ['operator', 'driver-licenses', 'list', { status, offset }] as const,
  detail: (driverLicenseId: string) => ['operator', 'driver-licenses', 'detail', driverLicenseId] as const,
};

/** A page of licences in one status, oldest request first. Always asked again when shown: others review too. */
export function reviewListQuery(status: VerificationStatus, offset: number) {
  return queryOptions({
    queryKey: reviewKeys.list(status, offset),
    queryFn: ({ signal }) => callApi(listDriverLicenseRequests, { status, limit: REVIEW_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
  });
}

/** One licence with its photos; asked again before the photos' signed URLs expire. */
export function reviewDetailQuery(driverLicenseId: string) {
  return queryOptions({
    queryKey: reviewKeys.detail(driverLicenseId),
    queryFn: ({ signal }) => callApi(showDriverLicenseRequest, { driverLicenseId }, { signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const licence = query.state.data?.driverLicense;
      return signedUrlRefreshDelay([licence?.frontImage, licence?.backImage]);
    },
  });
}

export type ReviewDecision =
  { driverLicenseId: string; decision: 'verify' } | { driverLicenseId: string; decision: 'reject'; reason: string };

/** 承認する / 差し戻す: the answer replaces the cached licence and every list is asked again. */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewDecision): Promise<DriverLicenseReview> =>
      input.decision === 'verify'
        ? callApi(verifyDriverLicense, { driverLicenseId: input.driverLicenseId })
        : callApi(rejectDriverLicense, { driverLicenseId: input.driverLicenseId, reason: input.reason }),
    onSuccess: async (review) => {
      queryClient.setQueryData(reviewKeys.detail(review.driverLicense.id), review);
      await queryClient.invalidateQueries({ queryKey: [...reviewKeys.all, 'list'] });
    },
    onError: async (_error, input) => {
      // Most often someone else decided first: show the licence as it is now.
      await queryClient.invalidateQueries({ queryKey: reviewKeys.detail(input.driverLicenseId) });
    },
  });
}
