import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchArticles } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { ARTICLE_PAGE_SIZE, contentKeys, offsetOf } from './keys';

export const articleSearchInput = (keyword: string, page: number) => ({
  keyword,
  limit: ARTICLE_PAGE_SIZE,
  offset: offsetOf(page, ARTICLE_PAGE_SIZE),
});

/** Articles containing every word of the keyword (also inside compounds). */
export function articleSearchQuery(keyword: string, page: number) {
  const input = articleSearchInput(keyword, page);
  return queryOptions({
    queryKey: contentKeys.search(input),
    queryFn: ({ signal }) => callApi(searchArticles, input, { signal }),
  });
}

/** Nothing is asked for an empty keyword (the page invites one instead). */
export function useArticleSearch(keyword: string, page: number) {
  return useQuery({ ...articleSearchQuery(keyword, page), enabled: keyword.length > 0, placeholderData: keepPreviousData });
}
