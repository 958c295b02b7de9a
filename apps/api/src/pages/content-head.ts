import type { ArticleDetail, ContentCategory, ContentTagWithCount, Image, InterviewDetail, NewsDetail } from '@kurumatabi/contract';
import { DEFAULT_DESCRIPTION, SITE_NAME, breadcrumbList, documentTitle, excerpt, type Crumb, type PageHead } from './page-head.js';

/**
 * The heads of the content pages (issue 15, ADR 0029's rules): title and description from the item,
 * its canonical URL, Open Graph with its cover, JSON-LD `Article` / `NewsArticle` and `BreadcrumbList`.
 * The titles are the web's own (apps/web/src/features/content/messages.ts).
 */
export const contentTitles = {
  articles: 'くるま旅マガジン',
  articlesCrumb: '記事',
  articlesLead:
    '車中泊の基本、キャンピングカーの選び方、全国のRVパーク、季節のモデルコース。クルマで出かける旅を、もっと楽しく安全にする読みものです。',
  category: (name: string) => `${name}の記事`,
  tag: (name: string) => `#${name}の記事`,
  search: '記事を検索',
  news: 'お知らせ',
  newsLead: 'くるま旅からのお知らせ、新しい機能やキャンペーン、メンテナンスの予定です。',
  interviews: 'オーナーインタビュー',
  interviewsLead: 'くるま旅でクルマや場所をシェアしているオーナーに、始めたきっかけや旅する人との出会いを聞きました。',
  share: 'クルマと場所をシェアする',
  shareCrumb: 'シェアする',
  shareLead:
    '使っていない日のキャンピングカーや空いている土地を、くるま旅で旅する人にシェアしませんか。登録・掲載は無料、販売手数料は予約が成立したときだけ。収入の目安と始め方をご案内します。',
};

const absolute = (origin: string, path: string) => new URL(path, `${origin}/`).toString();
const home: Crumb = { name: SITE_NAME, path: '/' };
const articlesCrumb: Crumb = { name: contentTitles.articlesCrumb, path: '/articles' };

/** The widest variant up to 1280 px of a cover (link previews want about 1200). */
export function coverOf(origin: string, image: Image | null, alt: string): PageHead['image'] {
  if (!image || image.variants.length === 0) return null;
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  const variant = sorted.filter((v) => v.width <= 1280).at(-1) ?? sorted[0]!;
  return { url: absolute(origin, variant.url), width: variant.width, height: variant.height, alt };
}

/** A list page: page 2 on is its own canonical page (`?page=2`), page 1 the bare path. */
function listHead(origin: string, path: string, page: number, title: string, description: string, crumbs: Crumb[]): PageHead {
  const canonicalPath = page > 1 ? `${path}?page=${page}` : path;
  return {
    title: documentTitle(page > 1 ? `${title}（${page}ページ目）` : title),
    description: excerpt(description, 160),
    canonical: absolute(origin, canonicalPath),
    noindex: false,
    ogType: 'website',
    image: null,
    jsonLd: [breadcrumbList(origin, [home, ...crumbs])],
  };
}

export function articlesHead(origin: string, page: number): PageHead {
  return listHead(origin, '/articles', page, contentTitles.articles, contentTitles.articlesLead, [articlesCrumb]);
}

export function categoryHead(origin: string, category: ContentCategory, page: number): PageHead {
  const path = `/articles/category/${category.slug}`;
  return listHead(origin, path, page, contentTitles.category(category.name), `${category.description}${DEFAULT_DESCRIPTION}`, [
    articlesCrumb,
    { name: category.name, path },
  ]);
}

export function tagHead(origin: string, tag: ContentTagWithCount, page: number): PageHead {
  const path = `/articles/tag/${tag.slug}`;
  const description = `「${tag.name}」のタグが付いた、くるま旅マガジンの記事${tag.articleCount}件。${contentTitles.articlesLead}`;
  return listHead(origin, path, page, contentTitles.tag(tag.name), description, [articlesCrumb, { name: `#${tag.name}`, path }]);
}

/** Search results are not indexed (every keyword would make a page); the page itself is still rendered. */
export function articleSearchHead(origin: string, keyword: string): PageHead {
  const head = listHead(origin, '/articles/search', 1, contentTitles.search, contentTitles.articlesLead, [
    articlesCrumb,
    { name: contentTitles.search, path: '/articles/search' },
  ]);
  return keyword ? { ...head, title: documentTitle(`「${keyword}」の記事検索`), canonical: null, noindex: true } : head;
}

export function newsListHead(origin: string, page: number): PageHead {
  return listHead(origin, '/news', page, contentTitles.news, contentTitles.newsLead, [{ name: contentTitles.news, path: '/news' }]);
}

export function interviewsHead(origin: string, page: number): PageHead {
  return listHead(origin, '/interview', page, contentTitles.interviews, contentTitles.interviewsLead, [
    { name: contentTitles.interviews, path: '/interview' },
  ]);
}

export function shareHead(origin: string): PageHead {
  return {
    ...listHead(origin, '/share', 1, contentTitles.share, contentTitles.shareLead, [{ name: contentTitles.shareCrumb, path: '/share' }]),
    ogType: 'article',
  };
}

const publisher = (origin: string) => ({ '@type': 'Organization', name: SITE_NAME, url: absolute(origin, '/') });

/** An item's `Article` / `NewsArticle` JSON-LD. */
function articleLd(
  origin: string,
  type: 'Article' | 'NewsArticle',
  item: { title: string; summary: string; publishedAt: string; updatedAt: string; coverImage: Image | null },
  url: string,
  extra: object,
) {
  const image = coverOf(origin, item.coverImage, item.title);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: excerpt(item.title, 110),
    description: excerpt(item.summary, 300),
    ...(image ? { image: [image.url] } : {}),
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'ja',
    publisher: publisher(origin),
    ...extra,
  };
}

function itemHead(
  origin: string,
  path: string,
  item: { title: string; summary: string; coverImage: Image | null },
  jsonLd: object[],
): PageHead {
  return {
    title: documentTitle(item.title),
    description: excerpt(item.summary || `${item.title}。${DEFAULT_DESCRIPTION}`, 160),
    canonical: absolute(origin, path),
    noindex: false,
    ogType: 'article',
    image: coverOf(origin, item.coverImage, item.title),
    jsonLd,
  };
}

export function articleHead(origin: string, article: ArticleDetail): PageHead {
  const path = `/article/${article.slug}`;
  const url = absolute(origin, path);
  return itemHead(origin, path, article, [
    articleLd(origin, 'Article', article, url, {
      author: { '@type': 'Person', name: article.authorName },
      articleSection: article.category.name,
      keywords: article.tags.map((tag) => tag.name).join(','),
      wordCount: article.characterCount,
      timeRequired: `PT${article.readingMinutes}M`,
    }),
    breadcrumbList(origin, [
      home,
      articlesCrumb,
      { name: article.category.name, path: `/articles/category/${article.category.slug}` },
      { name: article.title, path },
    ]),
  ]);
}

export function newsHead(origin: string, item: NewsDetail): PageHead {
  const path = `/news/${item.slug}`;
  const url = absolute(origin, path);
  return itemHead(origin, path, item, [
    articleLd(origin, 'NewsArticle', item, url, { author: publisher(origin) }),
    breadcrumbList(origin, [home, { name: contentTitles.news, path: '/news' }, { name: item.title, path }]),
  ]);
}

export function interviewHead(origin: string, interview: InterviewDetail): PageHead {
  const path = `/interview/${interview.slug}`;
  const url = absolute(origin, path);
  return itemHead(origin, path, interview, [
    articleLd(origin, 'Article', interview, url, {
      author: publisher(origin),
      about: { '@type': 'Person', name: interview.intervieweeName },
    }),
    breadcrumbList(origin, [home, { name: contentTitles.interviews, path: '/interview' }, { name: interview.title, path }]),
  ]);
}
