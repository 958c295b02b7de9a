import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs } from '../../test/helpers.js';
import { ensureDemoContent, seedArticles } from './demo-content.js';
import { seedInterviews } from './content/interviews.js';
import { seedNews } from './content/news.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const japanese = /[ぁ-んァ-ヶ一-龠]/;

describe('the demo magazine', () => {
  it('has 12 articles, three in each of the four categories, each with a cover, headings, a list and an inline illustration', async () => {
    expect(seedArticles).toHaveLength(12);
    const overview = (await injectAs(null, c.listArticleOverview, {})).json<c.Output<typeof c.listArticleOverview>>();
    expect(overview.categories.map((entry) => [entry.category.name, entry.category.articleCount >= 3])).toEqual([
      ['車中泊の基本', true],
      ['キャンピングカーの選び方', true],
      ['RVパーク・スポット', true],
      ['旅のモデルコース', true],
    ]);
    expect(overview.tags.length).toBeGreaterThanOrEqual(10);
    for (const seeded of seedArticles) {
      const response = await injectAs(null, c.showArticle, { slug: seeded.slug });
      expect(response.statusCode, seeded.slug).toBe(200);
      const article = response.json<c.ArticleDetail>();
      expect(article.coverImage?.variants.length, seeded.slug).toBeGreaterThan(0);
      expect(article.html).toMatch(/<img src="\/images\/public\/[0-9a-f-]+\/\d+\.webp"/);
      expect(article.html).toContain('<li>');
      expect(article.toc.length, seeded.slug).toBeGreaterThanOrEqual(3);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(article.tags.length).toBeGreaterThan(0);
      expect(japanese.test(article.title) && japanese.test(article.summary)).toBe(true);
    }
  });

  it('has 5 news items and 3 owner interviews with their drawings, and the rankings have views to rank', async () => {
    const news = (await injectAs(null, c.listNews, {})).json<{ items: c.NewsCard[] }>().items.map((n) => n.slug);
    for (const item of seedNews) expect(news).toContain(item.slug);
    const interviews = (await injectAs(null, c.listOwnerInterview, {})).json<{ items: c.InterviewCard[] }>().items;
    for (const item of seedInterviews) {
      const card = interviews.find((i) => i.slug === item.slug);
      expect(card?.coverImage, item.slug).not.toBeNull();
      if (item.listing) expect(card?.listing?.title, item.slug).toMatch(japanese);
    }
    const popular = (await injectAs(null, c.listPopularArticle, { days: 7, limit: 3 })).json<{ items: c.PopularArticle[] }>().items;
    expect(popular[0]!.views).toBeGreaterThan(0);
  });

  it('adds nothing when run again', async () => {
    expect(await ensureDemoContent(app.db)).toBe(0);
  });

  it('finds the seeded articles by a word inside a compound', async () => {
    const found = (await injectAs(null, c.searchArticles, { keyword: '泊スポ', limit: 48 })).json<{ items: c.ArticleCard[] }>().items;
    expect(found.map((a) => a.slug)).toContain('first-shachuhaku-checklist');
  });
});
