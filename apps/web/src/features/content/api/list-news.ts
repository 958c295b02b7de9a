import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNews } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { NEWS_PAGE_SIZE, contentKeys, offsetOf } from './keys';

export const newsListInput = (page: number) => ({ limit: NEWS_PAGE_SIZE, offset: offsetOf(page, NEWS_PAGE_SIZE) });

export function newsListQuery(page: number) {
  const input = newsListInput(page);
  return queryOptions({
    queryKey: contentKeys.news(input),
    queryFn: ({ signal }) => callApi(listNews, input, { signal }),
  });
}

export const useNewsList = (page: number) => useQuery(newsListQuery(page));
