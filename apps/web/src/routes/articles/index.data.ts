import { listArticle } from '@kurumatabi/contract';
import { articleListInput, articleListQuery } from '@/features/content/api/list-article';
import { pageNumberOf } from '@/features/content/page-number';
import { articlesFrame } from '@/ssr/content-data';
import type { ServerData } from '@/ssr/server-data';

export const serverData: ServerData = ({ url, fill }) => {
  const page = pageNumberOf(url.searchParams);
  return Promise.all([articlesFrame(fill), fill(articleListQuery(page), listArticle, articleListInput(page))]);
};
