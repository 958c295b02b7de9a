import type { ArticleDetail, Image, NewsDetail } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { articleHead, articleSearchHead, categoryHead, newsHead, shareHead } from './content-head.js';
import { listPageOf, searchKeywordOf } from './content-pages.js';
import { renderHead } from './page-head.js';

const origin = 'https://kurumatabi.example';
const cover: Image = {
  id: '0b8f4c2e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
  visibility: 'Public',
  width: 1600,
  height: 900,
  variants: [320, 800, 1280, 1600].map((width) => ({ width, height: (width * 9) / 16, url: `/images/public/x/${width}.webp` })),
  urlsExpireAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const card = {
  id: '1b8f4c2e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
  slug: 'winter-shachuhaku',
  title: '冬の車中泊</script><script>alert(1)</script>',
  summary: '寒い夜を快適に過ごすための寝袋と断熱のコツ。',
  coverImage: cover,
  category: { slug: 'shachuhaku-basics', name: '車中泊の基本' },
  tags: [
    { slug: 'winter', name: '冬' },
    { slug: 'shachuhaku', name: '車中泊' },
  ],
  publishedAt: '2026-11-20T01:00:00.000Z',
  readingMinutes: 6,
};
const article: ArticleDetail = {
  ...card,
  html: '<h2 id="a">a</h2>',
  toc: [],
  characterCount: 3000,
  updatedAt: '2026-11-21T01:00:00.000Z',
  authorName: '編集部',
  related: [],
};

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('content heads (issue 15)', () => {
  it('writes an article as Article and BreadcrumbList JSON-LD with its cover, escaped', () => {
    const head = articleHead(origin, article);
    expect(head.canonical).toBe(`${origin}/article/winter-shachuhaku`);
    expect(head.ogType).toBe('article');
    expect(head.image).toMatchObject({ url: `${origin}/images/public/x/1280.webp`, width: 1280 });
    const html = renderHead(head);
    expect(html).not.toContain('<script>alert(1)');
    const [ld, crumbs] = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      articleSection: '車中泊の基本',
      keywords: '冬,車中泊',
      author: { '@type': 'Person', name: '編集部' },
      image: [`${origin}/images/public/x/1280.webp`],
    });
    expect((crumbs!.itemListElement as { item: string }[]).map((c) => c.item)).toEqual([
      `${origin}/`,
      `${origin}/articles`,
      `${origin}/articles/category/shachuhaku-basics`,
      `${origin}/article/winter-shachuhaku`,
    ]);
  });

  it('writes news as NewsArticle without a cover image when it has none', () => {
    const news: NewsDetail = {
      id: card.id,
      slug: 'maintenance-1201',
      title: 'メンテナンスのお知らせ',
      summary: '',
      coverImage: null,
      publishedAt: card.publishedAt,
      updatedAt: card.publishedAt,
      html: '',
      toc: [],
      characterCount: 0,
      readingMinutes: 1,
    };
    const head = newsHead(origin, news);
    expect(head.image).toBeNull();
    expect(head.description).toContain('メンテナンスのお知らせ');
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'NewsArticle', url: `${origin}/news/maintenance-1201` });
    expect(head.jsonLd[0]).not.toHaveProperty('image');
  });

  it('gives a list page after the first its own canonical URL, and does not index search results', () => {
    const category = { slug: 'model-routes', name: '旅のモデルコース', description: '日数と季節別に。', articleCount: 3 };
    expect(categoryHead(origin, category, 1).canonical).toBe(`${origin}/articles/category/model-routes`);
    expect(categoryHead(origin, category, 2)).toMatchObject({
      canonical: `${origin}/articles/category/model-routes?page=2`,
      title: '旅のモデルコースの記事（2ページ目） | くるま旅',
    });
    expect(articleSearchHead(origin, '車中泊')).toMatchObject({ noindex: true, canonical: null });
    expect(articleSearchHead(origin, '')).toMatchObject({ noindex: false, canonical: `${origin}/articles/search` });
    expect(shareHead(origin).title).toBe('クルマと場所をシェアする | くるま旅');
  });

  it('reads the page and the keyword as the web does', () => {
    expect(listPageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(listPageOf(new URLSearchParams('page=x'))).toBe(1);
    expect(searchKeywordOf(new URLSearchParams('q=%E3%80%80車中泊%20%20RVパーク'))).toBe('車中泊 RVパーク');
  });
});
