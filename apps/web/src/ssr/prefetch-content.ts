import type { QueryClient } from '@tanstack/react-query';
import {
  listArticle,
  listArticleByCategory,
  listArticleByTag,
  listArticleOverview,
  listNews,
  listNewArticle,
  showLatestNews,
  listOwnerInterview,
  listPopularArticle,
  searchArticles,
  showArticle,
  showNews,
  showOwnerInterview,
  type Endpoint,
  type Input,
} from '@kurumatabi/contract';
import { articleListInput, articleListQuery } from '@/features/content/api/list-article';
import { categoryArticlesInput, categoryArticlesQuery } from '@/features/content/api/list-article-by-category';
import { tagArticlesInput, tagArticlesQuery } from '@/features/content/api/list-article-by-tag';
import { articleOverviewQuery } from '@/features/content/api/list-article-overview';
import { newsListInput, newsListQuery } from '@/features/content/api/list-news';
import { NEW_ARTICLE_LIMIT, newArticlesQuery } from '@/features/content/api/list-new-article';
import { LATEST_NEWS_LIMIT, latestNewsQuery } from '@/features/content/api/show-latest-news';
import { HOME_INTERVIEW_LIMIT } from '@/features/content/home-limits';
import { interviewListInput, interviewListQuery } from '@/features/content/api/list-owner-interview';
import { popularArticlesInput, popularArticlesQuery } from '@/features/content/api/list-popular-article';
import { articleSearchInput, articleSearchQuery } from '@/features/content/api/search-articles';
import { articleQuery } from '@/features/content/api/show-article';
import { newsItemQuery } from '@/features/content/api/show-news';
import { interviewQuery } from '@/features/content/api/show-owner-interview';
import { pageNumberOf } from '@/features/content/page-number';
import { isContentSlug } from '@/features/content/paths';
import { keywordOf } from '@/features/content/search-keyword';
import { SHARE_INTERVIEW_LIMIT } from '@/features/content/share/share-interviews-query';
import type { ServerCall } from './prefetch';

type Fill = <E extends Endpoint>(options: { queryKey: readonly unknown[] }, endpoint: E, input: Input<E>) => Promise<void>;

/** The frame of every article list: the categories and tags (overview) and the week's popular articles. */
async function articlesFrame(fill: Fill) {
  await Promise.all([
    fill(articleOverviewQuery, listArticleOverview, {}),
    fill(popularArticlesQuery(), listPopularArticle, popularArticlesInput()),
  ]);
}

/**
 * The data of a content page (issue 15) under the keys of its client hooks; false when the path is
 * not a content page. A detail or a category that is not published rejects nothing here: its query
 * stays empty and the page's own 404 is the server's answer (pages.ts).
 */
export async function prefetchContentPage(client: QueryClient, url: URL, path: string, call: ServerCall): Promise<boolean> {
  const fill: Fill = (options, endpoint, input) =>
    client.prefetchQuery({ queryKey: options.queryKey, queryFn: () => call(endpoint, input) });
  const page = pageNumberOf(url.searchParams);
  const [, first, second, third] = path.split('/');
  if (path === '/articles') {
    await Promise.all([articlesFrame(fill), fill(articleListQuery(page), listArticle, articleListInput(page))]);
    return true;
  }
  if (first === 'articles' && second === 'category' && third && isContentSlug(third) && path === `/articles/category/${third}`) {
    await Promise.all([
      articlesFrame(fill),
      fill(categoryArticlesQuery(third, page), listArticleByCategory, categoryArticlesInput(third, page)),
    ]);
    return true;
  }
  if (first === 'articles' && second === 'tag' && third && isContentSlug(third) && path === `/articles/tag/${third}`) {
    await Promise.all([articlesFrame(fill), fill(tagArticlesQuery(third, page), listArticleByTag, tagArticlesInput(third, page))]);
    return true;
  }
  if (path === '/articles/search') {
    const keyword = keywordOf(url.searchParams);
    await Promise.all([
      articlesFrame(fill),
      keyword ? fill(articleSearchQuery(keyword, page), searchArticles, articleSearchInput(keyword, page)) : Promise.resolve(),
    ]);
    return true;
  }
  if (first === 'article' && second && isContentSlug(second) && path === `/article/${second}`) {
    await fill(articleQuery(second), showArticle, { slug: second });
    return true;
  }
  if (path === '/news') {
    await fill(newsListQuery(page), listNews, newsListInput(page));
    return true;
  }
  if (first === 'news' && second && isContentSlug(second) && path === `/news/${second}`) {
    await fill(newsItemQuery(second), showNews, { slug: second });
    return true;
  }
  if (path === '/interview') {
    await fill(interviewListQuery(page), listOwnerInterview, interviewListInput(page));
    return true;
  }
  if (first === 'interview' && second && isContentSlug(second) && path === `/interview/${second}`) {
    await fill(interviewQuery(second), showOwnerInterview, { slug: second });
    return true;
  }
  if (path === '/share') {
    await fill(interviewListQuery(1, SHARE_INTERVIEW_LIMIT), listOwnerInterview, interviewListInput(1, SHARE_INTERVIEW_LIMIT));
    return true;
  }
  return false;
}

/** The home page's content sections: the latest news, the newest and most read articles, the newest interview. */
export async function prefetchHomeContent(client: QueryClient, call: ServerCall): Promise<void> {
  const fill: Fill = (options, endpoint, input) =>
    client.prefetchQuery({ queryKey: options.queryKey, queryFn: () => call(endpoint, input) });
  await Promise.all([
    fill(latestNewsQuery(), showLatestNews, { limit: LATEST_NEWS_LIMIT }),
    fill(newArticlesQuery(), listNewArticle, { limit: NEW_ARTICLE_LIMIT }),
    fill(popularArticlesQuery(), listPopularArticle, popularArticlesInput()),
    fill(interviewListQuery(1, HOME_INTERVIEW_LIMIT), listOwnerInterview, interviewListInput(1, HOME_INTERVIEW_LIMIT)),
  ]);
}
