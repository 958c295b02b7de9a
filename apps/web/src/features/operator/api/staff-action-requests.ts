import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operatorApproveStaffAction,
  operatorListStaffActionRequests,
  operatorRejectStaffAction,
  operatorWithdrawStaffAction,
  type StaffAccountAction,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

/** The four eyes on staff acts against staff (ADR 0045). Under the console's keys, so a decision refreshes the user's page too. */

export const STAFF_REQUEST_PAGE_SIZE = 20;

const keys = {
  console: ['operator', 'console'] as const,
  user: (id: string) => ['operator', 'console', 'user', id] as const,
  waiting: (page: number) => ['operator', 'console', 'staff-requests', page] as const,
};

export function useStaffActionRequests(page: number) {
  return useUserQuery({
    queryKey: keys.waiting(page),
    queryFn: ({ signal }) =>
      callApi(
        operatorListStaffActionRequests,
        { limit: STAFF_REQUEST_PAGE_SIZE, offset: (page - 1) * STAFF_REQUEST_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type StaffActionDecision =
  | { kind: 'approve'; action: StaffAccountAction }
  | { kind: 'reject'; action: StaffAccountAction; reason: string }
  | { kind: 'withdraw'; action: StaffAccountAction };

/** Approve, reject or withdraw the account's waiting request, naming the act seen on the screen. */
export function useStaffActionDecision(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: StaffActionDecision) => {
      if (decision.kind === 'approve') return callApi(operatorApproveStaffAction, { userId, action: decision.action });
      if (decision.kind === 'reject')
        return callApi(operatorRejectStaffAction, { userId, action: decision.action, reason: decision.reason });
      return callApi(operatorWithdrawStaffAction, { userId, action: decision.action });
    },
    onSuccess: (detail) => queryClient.setQueryData(keys.user(userId), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.console }),
  });
}
