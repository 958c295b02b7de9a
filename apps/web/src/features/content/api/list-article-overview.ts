import { queryOptions, useQuery } from '@tanstack/react-query';
import { listArticleOverview } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { contentKeys } from './keys';

/** Each category with its newest articles, and the tags in use (the articles pages' navigation). */
export const articleOverviewQuery = queryOptions({
  queryKey: contentKeys.overview,
  queryFn: ({ signal }) => callApi(listArticleOverview, {}, { signal }),
});

export const useArticleOverview = () => useQuery(articleOverviewQuery);
