import {
  listArticleByCategory,
  listArticleByTag,
  showArticle,
  showNews,
  showOwnerInterview,
  type Endpoint,
  type Input,
  type Output,
} from '@kurumatabi/contract';
import { AppError } from '../http/app-error.js';
import type { ContentPage } from './page-routes.js';
import {
  articleHead,
  articleSearchHead,
  articlesHead,
  categoryHead,
  interviewHead,
  interviewsHead,
  newsHead,
  newsListHead,
  shareHead,
  tagHead,
} from './content-head.js';
import type { PageHead } from './page-head.js';

type Call = <E extends Endpoint>(endpoint: E, input: Input<E>) => Promise<Output<E>>;

/** The errors that make a content page not found: the item, category or tag is unknown or not published. */
const MISSING = new Set([
  'ARTICLE_NOT_FOUND',
  'ARTICLE_CATEGORY_NOT_FOUND',
  'ARTICLE_TAG_NOT_FOUND',
  'NEWS_NOT_FOUND',
  'OWNER_INTERVIEW_NOT_FOUND',
]);

/** The 1-based page of a list from `?page=` as the web reads it (apps/web/src/features/content/page-number.ts). */
export function listPageOf(params: URLSearchParams): number {
  const raw = params.get('page');
  return raw && /^\d{1,4}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

/** The article search's keyword as the web reads it (apps/web/src/features/content/search-keyword.ts). */
export function searchKeywordOf(params: URLSearchParams): string {
  const words = (params.get('q') ?? '')
    .replace(/[\s\u3000]+/gu, ' ')
    .trim()
    .split(' ')
    .slice(0, 5)
    .join(' ');
  return [...words].slice(0, 50).join('').trim();
}

/**
 * The head of a content page from the content services in process (the same call the page's
 * rendering makes, so one request reads an item once and counts one view), or 404 when what it
 * names is not published.
 */
export async function contentPageHead(origin: string, page: ContentPage, url: URL, call: Call): Promise<PageHead | 404> {
  const number = listPageOf(url.searchParams);
  try {
    switch (page.kind) {
      case 'articles':
        return articlesHead(origin, number);
      case 'articleCategory': {
        const answer = await call(listArticleByCategory, { category: page.slug, limit: 12, offset: (number - 1) * 12 });
        return categoryHead(origin, answer.category, number);
      }
      case 'articleTag': {
        const answer = await call(listArticleByTag, { tag: page.slug, limit: 12, offset: (number - 1) * 12 });
        return tagHead(origin, answer.tag, number);
      }
      case 'articleSearch':
        return articleSearchHead(origin, searchKeywordOf(url.searchParams));
      case 'article':
        return articleHead(origin, await call(showArticle, { slug: page.slug }));
      case 'news':
        return newsListHead(origin, number);
      case 'newsItem':
        return newsHead(origin, await call(showNews, { slug: page.slug }));
      case 'interviews':
        return interviewsHead(origin, number);
      case 'interview':
        return interviewHead(origin, await call(showOwnerInterview, { slug: page.slug }));
      case 'share':
        return shareHead(origin);
    }
  } catch (error) {
    if (error instanceof AppError && MISSING.has(error.code)) return 404;
    throw error;
  }
}
