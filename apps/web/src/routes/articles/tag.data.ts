import { listArticleByTag } from '@kurumatabi/contract';
import { tagArticlesInput, tagArticlesQuery } from '@/features/content/api/list-article-by-tag';
import { pageNumberOf } from '@/features/content/page-number';
import { articlesFrame } from '@/ssr/content-data';
import type { ServerData } from '@/ssr/server-data';

export const serverData: ServerData = ({ url, params, fill }) => {
  const page = pageNumberOf(url.searchParams);
  const slug = params.name!;
  return Promise.all([articlesFrame(fill), fill(tagArticlesQuery(slug, page), listArticleByTag, tagArticlesInput(slug, page))]);
};
