import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPopularArticle } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { contentKeys } from './keys';

export const POPULAR_ARTICLE_LIMIT = 5;

/** The most read articles of the last 7 days. */
export const popularArticlesInput = (limit = POPULAR_ARTICLE_LIMIT) => ({ limit, days: 7 as const });

export function popularArticlesQuery(limit = POPULAR_ARTICLE_LIMIT) {
  const input = popularArticlesInput(limit);
  return queryOptions({
    queryKey: contentKeys.popularArticles(input),
    queryFn: ({ signal }) => callApi(listPopularArticle, input, { signal }),
  });
}

export const usePopularArticles = (limit = POPULAR_ARTICLE_LIMIT) => useQuery(popularArticlesQuery(limit));
