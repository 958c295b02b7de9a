/**
 * Popularity without a write per view (ADR 0031): counts kept in memory and added in one upsert,
 * so replicas flushing at the same time lose nothing; the ranking reads a sliding window of days.
 */
import * as c from '@kurumatabi/contract';
import { japanDay } from '@kurumatabi/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createOperator } from '../../../test/listings-fixtures.js';
import { contentViewDays } from '../../db/schema/index.js';
import { articleForm, publishedContent } from './content-fixtures.js';
import { createContentViews } from './content-views.js';

let app: FastifyInstance;
let operator: TestUser;

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  operator = await createOperator();
});
afterAll(() => app.close());

const viewsOf = async (contentId: string) => {
  const [row] = await app.db
    .select({ n: sql<number>`coalesce(sum(${contentViewDays.views}), 0)::int` })
    .from(contentViewDays)
    .where(eq(contentViewDays.contentId, contentId));
  return row?.n ?? 0;
};

describe('the batched view counter', () => {
  it('loses no view when eight replicas record and flush at the same time', async () => {
    const [a, b] = await Promise.all([publishedContent(operator), publishedContent(operator)]);
    const replicas = Array.from({ length: 8 }, () => createContentViews({ db: app.db, now: () => new Date(), flushIntervalMs: 60_000 }));
    // Each replica: 250 views of A and 100 of B, flushed in five rounds while the others flush too.
    await Promise.all(
      replicas.map(async (views) => {
        for (let round = 0; round < 5; round++) {
          for (let i = 0; i < 50; i++) views.record(a.id);
          for (let i = 0; i < 20; i++) views.record(b.id);
          await Promise.all([views.flush(), views.flush()]);
        }
      }),
    );
    expect(await viewsOf(a.id)).toBe(8 * 250);
    expect(await viewsOf(b.id)).toBe(8 * 100);
    // One row per item and day, however many flushes.
    const rows = await app.db.select().from(contentViewDays).where(eq(contentViewDays.contentId, a.id));
    expect(rows).toEqual([{ contentId: a.id, day: japanDay(new Date()), views: 2000 }]);
  });

  it('writes nothing per view: views wait in memory until the flush', async () => {
    const article = await publishedContent(operator);
    const views = createContentViews({ db: app.db, now: () => new Date(), flushIntervalMs: 60_000 });
    for (let i = 0; i < 30; i++) views.record(article.id);
    expect(views.pendingCount()).toBe(30);
    expect(await viewsOf(article.id)).toBe(0);
    expect(await views.flush()).toBe(30);
    expect(views.pendingCount()).toBe(0);
    expect(await viewsOf(article.id)).toBe(30);
  });

  it('keeps the counts of a failed flush for the next one', async () => {
    const article = await publishedContent(operator);
    const broken = { insert: () => ({ values: () => ({ onConflictDoUpdate: () => Promise.reject(new Error('connection lost')) }) }) };
    const views = createContentViews({ db: broken as never, now: () => new Date(), flushIntervalMs: 60_000 });
    views.record(article.id);
    views.record(article.id);
    await expect(views.flush()).rejects.toThrow('connection lost');
    expect(views.pendingCount()).toBe(2);
  });
});

describe('the popularity ranking', () => {
  it('ranks by the views of the window: 7 days leaves out what 30 days counts', async () => {
    const tag = { slug: `pop-${crypto.randomUUID().slice(0, 8)}`, name: '人気テスト' };
    const recent = await publishedContent(operator, articleForm({ tags: [tag] }));
    const older = await publishedContent(operator, articleForm({ tags: [tag] }));
    const today = japanDay(new Date());
    const twentyDaysAgo = japanDay(new Date(Date.now() - 20 * 86_400_000));
    await app.db.insert(contentViewDays).values([
      { contentId: recent.id, day: today, views: 1_000_000 },
      { contentId: older.id, day: twentyDaysAgo, views: 5_000_000 },
    ]);
    const ranking = async (days: 7 | 30) =>
      (await injectAs(null, c.listPopularArticle, { days, limit: 2 }))
        .json<{ items: c.PopularArticle[] }>()
        .items.map((i) => [i.id, i.views]);
    expect(await ranking(7)).toEqual([[recent.id, 1_000_000], expect.anything()]);
    expect(await ranking(30)).toEqual([
      [older.id, 5_000_000],
      [recent.id, 1_000_000],
    ]);
    const tags = await injectAs(null, c.listPopularArticleTag, { days: 30, limit: 1 });
    expect(tags.json<{ items: c.PopularTag[] }>().items[0]).toEqual({ ...tag, articleCount: 2, views: 6_000_000 });
    const categories = await injectAs(null, c.listPopularArticleCategory, { days: 30 });
    expect(categories.json<{ items: c.PopularCategory[] }>().items[0]).toMatchObject({ slug: 'shachuhaku-basics' });
  });

  it('counts a view of the public page through the app and flushes it on shutdown', async () => {
    const article = await publishedContent(operator);
    for (let i = 0; i < 3; i++) expect((await injectAs(null, c.showArticle, { slug: article.slug })).statusCode).toBe(200);
    expect(await viewsOf(article.id)).toBe(0);
    await app.close();
    // A new process reads what the closed one wrote on its way out (afterAll closes this one).
    ({ app } = await buildAccountsTestApp());
    const [row] = await app.db
      .select()
      .from(contentViewDays)
      .where(and(eq(contentViewDays.contentId, article.id)));
    expect(row?.views).toBe(3);
  });
});
