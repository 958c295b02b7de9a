import { queryOptions, useQuery } from '@tanstack/react-query';
import { showLatestNews } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { contentKeys } from './keys';

export const LATEST_NEWS_LIMIT = 3;

/** The home page's latest news. */
export function latestNewsQuery(limit = LATEST_NEWS_LIMIT) {
  const input = { limit };
  return queryOptions({
    queryKey: contentKeys.latestNews(input),
    queryFn: ({ signal }) => callApi(showLatestNews, input, { signal }),
  });
}

export const useLatestNews = (limit = LATEST_NEWS_LIMIT) => useQuery(latestNewsQuery(limit));
