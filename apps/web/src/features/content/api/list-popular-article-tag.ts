import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPopularArticleTag } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { contentKeys } from './keys';

/** The tags of the most read articles of the last 30 days. */
export function popularTagsQuery(limit = 12) {
  const input = { limit, days: 30 as const };
  return queryOptions({
    queryKey: contentKeys.popularTags(input),
    queryFn: ({ signal }) => callApi(listPopularArticleTag, input, { signal }),
  });
}

export const usePopularTags = (limit = 12) => useQuery(popularTagsQuery(limit));
