/**
 * The content pages of the web's router (issue 15): articles, a category's and a tag's articles,
 * the article search, an article, news, owner interviews and the share page. Items, categories and
 * tags are named by their URL slug (ADR 0031); a path whose name is not a slug is no page (404).
 */
export type ContentPage =
  | { kind: 'articles' }
  | { kind: 'articleCategory'; slug: string }
  | { kind: 'articleTag'; slug: string }
  | { kind: 'articleSearch' }
  | { kind: 'article'; slug: string }
  | { kind: 'news' }
  | { kind: 'newsItem'; slug: string }
  | { kind: 'interviews' }
  | { kind: 'interview'; slug: string }
  | { kind: 'share' };

const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';
const patterns: [RegExp, (slug: string) => ContentPage][] = [
  [new RegExp(`^/articles/category/${SLUG}$`), (slug) => ({ kind: 'articleCategory', slug })],
  [new RegExp(`^/articles/tag/${SLUG}$`), (slug) => ({ kind: 'articleTag', slug })],
  [new RegExp(`^/article/${SLUG}$`), (slug) => ({ kind: 'article', slug })],
  [new RegExp(`^/news/${SLUG}$`), (slug) => ({ kind: 'newsItem', slug })],
  [new RegExp(`^/interview/${SLUG}$`), (slug) => ({ kind: 'interview', slug })],
];
const fixed: Record<string, ContentPage> = {
  '/articles': { kind: 'articles' },
  '/articles/search': { kind: 'articleSearch' },
  '/news': { kind: 'news' },
  '/interview': { kind: 'interviews' },
  '/share': { kind: 'share' },
};

/** The content page of a path (without a trailing slash), or null when it is none. */
export function matchContentPage(path: string): ContentPage | null {
  const page = fixed[path];
  if (page) return page;
  for (const [pattern, make] of patterns) {
    const match = pattern.exec(path);
    if (match && match[1]!.length <= 80) return make(match[1]!);
  }
  return null;
}
