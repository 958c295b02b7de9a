import { queryOptions, useQuery } from '@tanstack/react-query';
import { listArticle } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { ARTICLE_PAGE_SIZE, contentKeys, offsetOf } from './keys';

export const articleListInput = (page: number) => ({ limit: ARTICLE_PAGE_SIZE, offset: offsetOf(page, ARTICLE_PAGE_SIZE) });

/** All published articles, newest first, one page. */
export function articleListQuery(page: number) {
  const input = articleListInput(page);
  return queryOptions({
    queryKey: contentKeys.articles(input),
    queryFn: ({ signal }) => callApi(listArticle, input, { signal }),
  });
}

export const useArticleList = (page: number) => useQuery(articleListQuery(page));
