import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listListingRevisions,
  rejectListingRevision,
  verifyListingRevision,
  type ListingRevision,
  type ListingRevisionStatus,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/** How many changes a page of the queue shows. */
export const REVISION_PAGE_SIZE = 20;

export const revisionKeys = {
  all: ['operator', 'listing-revisions'] as const,
  list: (status: ListingRevisionStatus, offset: number) => ['operator', 'listing-revisions', 'list', { status, offset }] as const,
};

/** Changes to verified cars and spots (ADR 0023), by status, oldest first. */
export function revisionListQuery(status: ListingRevisionStatus, offset: number) {
  return queryOptions({
    queryKey: revisionKeys.list(status, offset),
    queryFn: ({ signal }) => callApi(listListingRevisions, { status, limit: REVISION_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
  });
}

export type RevisionDecision = { revisionId: string; decision: 'verify' } | { revisionId: string; decision: 'reject'; reason: string };

/** 承認して反映する / 差し戻す; the queue is read again either way (the change may have been superseded). */
export function useRevisionDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RevisionDecision): Promise<ListingRevision> =>
      input.decision === 'verify'
        ? callApi(verifyListingRevision, { revisionId: input.revisionId })
        : callApi(rejectListingRevision, { revisionId: input.revisionId, reason: input.reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
  });
}
