import { keepPreviousData } from '@tanstack/react-query';
import { listContents, type ContentKind, type ContentStatus } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { CONTENT_LIST_PAGE_SIZE, operatorContentKeys } from './keys';

export interface ContentListFilter {
  kind?: ContentKind;
  status?: ContentStatus;
  keyword?: string;
  page: number;
}

/** Every item, drafts included, the most recently edited first. */
export function useContentList(filter: ContentListFilter) {
  const input = {
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    limit: CONTENT_LIST_PAGE_SIZE,
    offset: (Math.max(1, filter.page) - 1) * CONTENT_LIST_PAGE_SIZE,
  };
  return useUserQuery({
    queryKey: operatorContentKeys.list(input),
    queryFn: ({ signal }) => callApi(listContents, input, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
