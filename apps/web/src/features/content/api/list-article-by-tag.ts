import { queryOptions, useQuery } from '@tanstack/react-query';
import { listArticleByTag } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { ARTICLE_PAGE_SIZE, contentKeys, offsetOf } from './keys';

export const tagArticlesInput = (tag: string, page: number) => ({
  tag,
  limit: ARTICLE_PAGE_SIZE,
  offset: offsetOf(page, ARTICLE_PAGE_SIZE),
});

/** One tag's articles with the tag itself (404 ARTICLE_TAG_NOT_FOUND for an unknown slug). */
export function tagArticlesQuery(tag: string, page: number) {
  const input = tagArticlesInput(tag, page);
  return queryOptions({
    queryKey: contentKeys.byTag(input),
    queryFn: ({ signal }) => callApi(listArticleByTag, input, { signal }),
  });
}

export const useTagArticles = (tag: string, page: number) => useQuery(tagArticlesQuery(tag, page));
