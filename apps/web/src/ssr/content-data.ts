import { listArticleOverview, listPopularArticle } from '@kurumatabi/contract';
import { articleOverviewQuery } from '@/features/content/api/list-article-overview';
import { popularArticlesInput, popularArticlesQuery } from '@/features/content/api/list-popular-article';
import type { Fill } from './server-data';

/** The frame of every article list: the categories and tags (overview) and the week's popular articles. */
export function articlesFrame(fill: Fill) {
  return Promise.all([
    fill(articleOverviewQuery, listArticleOverview, {}),
    fill(popularArticlesQuery(), listPopularArticle, popularArticlesInput()),
  ]);
}
