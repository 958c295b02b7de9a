import { searchArticles } from '@kurumatabi/contract';
import { articleSearchInput, articleSearchQuery } from '@/features/content/api/search-articles';
import { pageNumberOf } from '@/features/content/page-number';
import { keywordOf } from '@/features/content/search-keyword';
import { articlesFrame } from '@/ssr/content-data';
import type { ServerData } from '@/ssr/server-data';

/** The article search: the frame, and the results when the URL has a keyword. */
export const serverData: ServerData = ({ url, fill }) => {
  const keyword = keywordOf(url.searchParams);
  const page = pageNumberOf(url.searchParams);
  return Promise.all([
    articlesFrame(fill),
    keyword ? fill(articleSearchQuery(keyword, page), searchArticles, articleSearchInput(keyword, page)) : Promise.resolve(),
  ]);
};
