import { queryOptions, useQuery } from '@tanstack/react-query';
import { showNews } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { contentKeys } from './keys';

/** A published news item by its slug (404 NEWS_NOT_FOUND otherwise). */
export function newsItemQuery(slug: string) {
  return queryOptions({
    queryKey: contentKeys.newsItem(slug),
    queryFn: ({ signal }) => callApi(showNews, { slug }, { signal }),
  });
}

export const useNewsItem = (slug: string) => useQuery(newsItemQuery(slug));
