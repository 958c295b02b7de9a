import { listArticleByCategory } from '@kurumatabi/contract';
import { categoryArticlesInput, categoryArticlesQuery } from '@/features/content/api/list-article-by-category';
import { pageNumberOf } from '@/features/content/page-number';
import { articlesFrame } from '@/ssr/content-data';
import type { ServerData } from '@/ssr/server-data';

/** A category's articles; one not published rejects nothing here: its query stays empty and the server answers 404 (pages.ts). */
export const serverData: ServerData = ({ url, params, fill }) => {
  const page = pageNumberOf(url.searchParams);
  const slug = params.name!;
  return Promise.all([
    articlesFrame(fill),
    fill(categoryArticlesQuery(slug, page), listArticleByCategory, categoryArticlesInput(slug, page)),
  ]);
};
