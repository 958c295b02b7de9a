import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { listReturnDisputes, listReviewRings, resolveReturnDispute, type ReturnDisputeQueue } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

/** How many rows a page of the return disputes or the review rings shows. */
export const OPERATOR_QUEUE_PAGE_SIZE = 20;

const keys = {
  disputes: ['operator', 'return-disputes'] as const,
  disputePage: (queue: ReturnDisputeQueue, offset: number) => ['operator', 'return-disputes', queue, { offset }] as const,
  rings: (offset: number) => ['operator', 'review-rings', { offset }] as const,
};

/** The guests' disputes of returns (ADR 0046): open ones oldest first, resolved ones newest first. */
export function useReturnDisputes(queue: ReturnDisputeQueue, page: number) {
  const offset = (page - 1) * OPERATOR_QUEUE_PAGE_SIZE;
  return useUserQuery({
    queryKey: keys.disputePage(queue, offset),
    queryFn: ({ signal }) => callApi(listReturnDisputes, { queue, limit: OPERATOR_QUEUE_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** 対応を記録する: the dispute leaves the open queue. */
export function useResolveReturnDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reserveId: string; resolution: string }) => callApi(resolveReturnDispute, input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.disputes });
    },
  });
}

/** Pairs of accounts that review each other as one person would (ADR 0046). */
export function useReviewRings(page: number) {
  const offset = (page - 1) * OPERATOR_QUEUE_PAGE_SIZE;
  return useUserQuery({
    queryKey: keys.rings(offset),
    queryFn: ({ signal }) => callApi(listReviewRings, { limit: OPERATOR_QUEUE_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
