import { queryOptions, useQuery } from '@tanstack/react-query';
import { listArticleByCategory } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { ARTICLE_PAGE_SIZE, contentKeys, offsetOf } from './keys';

export const categoryArticlesInput = (category: string, page: number) => ({
  category,
  limit: ARTICLE_PAGE_SIZE,
  offset: offsetOf(page, ARTICLE_PAGE_SIZE),
});

/** One category's articles with the category itself (404 ARTICLE_CATEGORY_NOT_FOUND for an unknown slug). */
export function categoryArticlesQuery(category: string, page: number) {
  const input = categoryArticlesInput(category, page);
  return queryOptions({
    queryKey: contentKeys.byCategory(input),
    queryFn: ({ signal }) => callApi(listArticleByCategory, input, { signal }),
  });
}

export const useCategoryArticles = (category: string, page: number) => useQuery(categoryArticlesQuery(category, page));
