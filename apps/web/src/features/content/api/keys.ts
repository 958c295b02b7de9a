/**
 * Every public content query sits under `['content', …]` with its input, so the server's prefetch
 * (ssr/prefetch.ts) and the client's hooks read one cache entry; operators' under `['operator-content', …]`.
 */
export const contentKeys = {
  all: ['content'] as const,
  articles: (input: object) => ['content', 'articles', 'list', input] as const,
  byCategory: (input: object) => ['content', 'articles', 'category', input] as const,
  byTag: (input: object) => ['content', 'articles', 'tag', input] as const,
  search: (input: object) => ['content', 'articles', 'search', input] as const,
  overview: ['content', 'articles', 'overview'] as const,
  newArticles: (input: object) => ['content', 'articles', 'new', input] as const,
  popularArticles: (input: object) => ['content', 'articles', 'popular', input] as const,
  popularTags: (input: object) => ['content', 'articles', 'popular-tags', input] as const,
  article: (slug: string) => ['content', 'articles', 'detail', slug] as const,
  news: (input: object) => ['content', 'news', 'list', input] as const,
  latestNews: (input: object) => ['content', 'news', 'latest', input] as const,
  newsItem: (slug: string) => ['content', 'news', 'detail', slug] as const,
  interviews: (input: object) => ['content', 'interviews', 'list', input] as const,
  interview: (slug: string) => ['content', 'interviews', 'detail', slug] as const,
};

/** Articles and interviews a page shows; news pages show more (their items are short). */
export const ARTICLE_PAGE_SIZE = 12;
export const NEWS_PAGE_SIZE = 20;
export const INTERVIEW_PAGE_SIZE = 12;

/** The offset of a 1-based page. */
export const offsetOf = (page: number, size: number) => (Math.max(1, page) - 1) * size;
