import { listNews } from '@kurumatabi/contract';
import { newsListInput, newsListQuery } from '@/features/content/api/list-news';
import { pageNumberOf } from '@/features/content/page-number';
import type { ServerData } from '@/ssr/server-data';

export const serverData: ServerData = ({ url, fill }) => {
  const page = pageNumberOf(url.searchParams);
  return fill(newsListQuery(page), listNews, newsListInput(page));
};
