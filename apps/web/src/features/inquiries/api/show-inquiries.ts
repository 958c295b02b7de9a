import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchInquiries, showInquiries, type InquirySummary } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import type { InquiryScope, InquirySearch } from '../inquiry-search';
import { inquiryKeys } from './keys';

/** How many threads a page of a list shows. */
export const INQUIRY_PAGE_SIZE = 20;
/** While a list is open it asks again this often, so a new question shows up without a reload. */
const LIST_POLL_MS = 30_000;

export interface InquiryPage {
  items: InquirySummary[];
  total: number;
}

/**
 * The threads of a list: show-inquiries for the plain list (by side, kind of listing, state,
 * unread), search-inquiries once words, a name or a listing narrow it. Both put unread first.
 */
export function inquiryListQuery(scope: InquiryScope, search: InquirySearch) {
  const side = scope === 'guest' ? ('Guest' as const) : ('Host' as const);
  const base = {
    targetKind: scope === 'car' ? ('Car' as const) : scope === 'spot' ? ('Spot' as const) : undefined,
    state: search.state,
    unreadOnly: search.unreadOnly,
    limit: INQUIRY_PAGE_SIZE,
    offset: (search.page - 1) * INQUIRY_PAGE_SIZE,
  };
  const narrowed = search.text !== '' || search.counterpart !== '' || search.listingId !== null;
  const input = narrowed
    ? {
        ...base,
        as: side,
        text: search.text || undefined,
        counterpart: search.counterpart || undefined,
        listingId: search.listingId ?? undefined,
      }
    : { ...base, as: side };
  return queryOptions({
    queryKey: inquiryKeys.list({ kind: narrowed ? 'search' : 'show', ...input }),
    queryFn: ({ signal }): Promise<InquiryPage> =>
      narrowed ? callApi(searchInquiries, input, { signal }) : callApi(showInquiries, input, { signal }),
    staleTime: 0,
  });
}

export function useInquiryList(scope: InquiryScope, search: InquirySearch) {
  return useUserQuery({ ...inquiryListQuery(scope, search), placeholderData: keepPreviousData, refetchInterval: LIST_POLL_MS });
}

/**
 * The viewer's unread messages over all their threads (show-inquiries' `unread`, whatever its
 * filters: one row is enough), for the header's badge and the lists' summaries.
 */
export const unreadTotalsQuery = queryOptions({
  queryKey: inquiryKeys.unread,
  queryFn: ({ signal }) => callApi(showInquiries, { as: 'Guest', limit: 1 }, { signal }),
  select: (page) => page.unread,
  staleTime: 0,
});
