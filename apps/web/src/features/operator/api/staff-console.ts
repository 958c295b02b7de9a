import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listCarVerifications,
  listContactMessages,
  listDriverLicenseRequests,
  listFailedMails,
  listListingRevisions,
  listModerationReviews,
  listSpotVerifications,
  operatorCancelReserve,
  operatorListStaffActionRequests,
  operatorSearchReserves,
  operatorShowReserve,
  searchAuditLog,
  searchUsers,
  showUser,
  suspendUser,
  unsuspendUser,
  type Input,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

/** The operator console's calls (ADR 0033): one query or mutation each, keys under ['operator', 'console']. */

const keys = {
  all: ['operator', 'console'] as const,
  queues: ['operator', 'console', 'queues'] as const,
  reserves: (filters: object) => ['operator', 'console', 'reserves', filters] as const,
  reserve: (id: string) => ['operator', 'console', 'reserve', id] as const,
  users: (filters: object) => ['operator', 'console', 'users', filters] as const,
  user: (id: string) => ['operator', 'console', 'user', id] as const,
  audit: (filters: object) => ['operator', 'console', 'audit', filters] as const,
};

const one = { limit: 1, offset: 0 } as const;

/** The waiting work of each queue, for the dashboard: one page of one row each, read for its total. */
export function useQueueCounts() {
  return useUserQuery({
    queryKey: keys.queues,
    queryFn: async ({ signal }) => {
      const [licenses, cars, spots, changes, reviews, reported, contacts, mails, staffRequests] = await Promise.all([
        callApi(listDriverLicenseRequests, { status: 'VerificationRequest', ...one }, { signal }),
        callApi(listCarVerifications, { status: 'VerificationRequest', ...one }, { signal }),
        callApi(listSpotVerifications, { status: 'VerificationRequest', ...one }, { signal }),
        callApi(listListingRevisions, { status: 'Pending', ...one }, { signal }),
        callApi(listModerationReviews, { queue: 'New', ...one }, { signal }),
        callApi(listModerationReviews, { queue: 'Reported', ...one }, { signal }),
        callApi(listContactMessages, { state: 'New', ...one }, { signal }),
        callApi(listFailedMails, one, { signal }),
        callApi(operatorListStaffActionRequests, one, { signal }),
      ]);
      return {
        licenses: licenses.total,
        cars: cars.total,
        spots: spots.total,
        changes: changes.total,
        reviews: reviews.total,
        reported: reported.total,
        contacts: contacts.total,
        mails: mails.total,
        staffRequests: staffRequests.total,
      };
    },
    staleTime: 0,
  });
}
export type QueueCounts = NonNullable<ReturnType<typeof useQueueCounts>['data']>;

export function useStaffReserves(filters: Input<typeof operatorSearchReserves>, enabled = true) {
  return useUserQuery({
    queryKey: keys.reserves(filters),
    queryFn: ({ signal }) => callApi(operatorSearchReserves, filters, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export function useStaffReserve(reserveId: string) {
  return useUserQuery({
    queryKey: keys.reserve(reserveId),
    queryFn: ({ signal }) => callApi(operatorShowReserve, { reserveId }, { signal }),
    staleTime: 0,
  });
}

export function useCancelReserveAsStaff(reserveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => callApi(operatorCancelReserve, { reserveId, reason }),
    onSuccess: (detail) => queryClient.setQueryData(keys.reserve(reserveId), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useStaffUsers(filters: Input<typeof searchUsers>) {
  return useUserQuery({
    queryKey: keys.users(filters),
    queryFn: ({ signal }) => callApi(searchUsers, filters, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStaffUser(userId: string) {
  return useUserQuery({
    queryKey: keys.user(userId),
    queryFn: ({ signal }) => callApi(showUser, { userId }, { signal }),
    staleTime: 0,
  });
}

/** 利用停止 or its lifting, with the reason. */
export function useSuspension(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suspend, reason }: { suspend: boolean; reason: string }) =>
      callApi(suspend ? suspendUser : unsuspendUser, { userId, reason }),
    onSuccess: (detail) => queryClient.setQueryData(keys.user(userId), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useAuditLog(filters: Input<typeof searchAuditLog>) {
  return useUserQuery({
    queryKey: keys.audit(filters),
    queryFn: ({ signal }) => callApi(searchAuditLog, filters, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
