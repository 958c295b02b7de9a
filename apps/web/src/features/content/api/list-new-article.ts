import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNewArticle } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { contentKeys } from './keys';

export const NEW_ARTICLE_LIMIT = 4;

/** The newest articles. */
export function newArticlesQuery(limit = NEW_ARTICLE_LIMIT) {
  const input = { limit };
  return queryOptions({
    queryKey: contentKeys.newArticles(input),
    queryFn: ({ signal }) => callApi(listNewArticle, input, { signal }),
  });
}

export const useNewArticles = (limit = NEW_ARTICLE_LIMIT) => useQuery(newArticlesQuery(limit));
