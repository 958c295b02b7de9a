import { CONTENT_SLUG } from '@kurumatabi/contract';

/** The public content pages' paths (spec §2); the URL name of an item is its slug. */
export const ARTICLES_PATH = '/articles';
export const ARTICLE_SEARCH_PATH = '/articles/search';
export const NEWS_PATH = '/news';
export const INTERVIEWS_PATH = '/interview';
export const SHARE_PATH = '/share';

export const articlePath = (slug: string) => `/article/${slug}`;
export const categoryPath = (slug: string) => `/articles/category/${slug}`;
export const tagPath = (slug: string) => `/articles/tag/${slug}`;
export const newsItemPath = (slug: string) => `/news/${slug}`;
export const interviewPath = (slug: string) => `/interview/${slug}`;

/** A slug as the contract accepts it (lower-case ASCII words and hyphens): anything else in a URL is malformed. */
export const isContentSlug = (value: string) => value.length <= 80 && CONTENT_SLUG.test(value);
