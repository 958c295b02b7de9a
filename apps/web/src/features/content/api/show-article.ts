import { queryOptions, useQuery } from '@tanstack/react-query';
import { showArticle } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { contentKeys } from './keys';

/** A published article by its slug (404 ARTICLE_NOT_FOUND otherwise). */
export function articleQuery(slug: string) {
  return queryOptions({
    queryKey: contentKeys.article(slug),
    queryFn: ({ signal }) => callApi(showArticle, { slug }, { signal }),
  });
}

export const useArticle = (slug: string) => useQuery(articleQuery(slug));
