/**
 * Popularity without a write per view (ADR 0031): views kept in memory and written in one statement,
 * so replicas flushing at the same time lose nothing; the ranking reads a sliding window of days.
 * Views that count (ADR 0044, issue 34 defect 6): once per person, item and Japan day, robots left out.
 */
import * as c from '@kurumatabi/contract';
import { japanDay } from '@kurumatabi/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createTestUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createOperator } from '../../../test/listings-fixtures.js';
import { contentViewDays, contentViewVisitors } from '../../db/schema/index.js';
import { articleForm, publishedContent } from './content-fixtures.js';
import { createContentViews, type ContentViewer } from './content-views.js';

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

/** A reader in a browser: a different address (or user agent) is a different person. */
const reader = (n: number | string, userAgent = BROWSER): ContentViewer => ({ userId: null, address: `192.0.2.${n}`, userAgent });
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const counter = (options: { now?: () => Date; db?: typeof app.db; maxPerMinute?: number } = {}) =>
  createContentViews({
    db: options.db ?? app.db,
    now: options.now ?? (() => new Date()),
    flushIntervalMs: 60_000,
    visitorSecret: 'test-view-visitor-secret-0123456789abcdef',
    maxPerMinute: options.maxPerMinute ?? 20,
  });
/** A clock the test moves. */
const clockAt = (start: Date) => {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
};

describe('the batched view counter', () => {
  it('loses no view when eight replicas record and flush at the same time', async () => {
    const [a, b] = await Promise.all([publishedContent(operator), publishedContent(operator)]);
    const replicas = Array.from({ length: 8 }, () => counter());
    // Each replica: 250 people reading A and 100 reading B, flushed in five rounds while the others flush too.
    await Promise.all(
      replicas.map(async (views, r) => {
        for (let round = 0; round < 5; round++) {
          for (let i = 0; i < 50; i++) views.record(a.id, { ...reader(i), address: `10.${r}.${round}.${i}` });
          for (let i = 0; i < 20; i++) views.record(b.id, { ...reader(i), address: `10.${r}.${round}.${i}` });
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
    const views = counter();
    for (let i = 0; i < 30; i++) views.record(article.id, reader(i));
    expect(views.pendingCount()).toBe(30);
    expect(await viewsOf(article.id)).toBe(0);
    expect(await views.flush()).toBe(30);
    expect(views.pendingCount()).toBe(0);
    expect(await viewsOf(article.id)).toBe(30);
  });

  it('keeps the counts of a failed flush for the next one', async () => {
    const article = await publishedContent(operator);
    const broken = { execute: () => Promise.reject(new Error('connection lost')) };
    const views = counter({ db: broken as never });
    views.record(article.id, reader(1));
    views.record(article.id, reader(2));
    await expect(views.flush()).rejects.toThrow('connection lost');
    expect(views.pendingCount()).toBe(2);
  });
});

describe('views that count: once per person, item and Japan day (ADR 0044)', () => {
  it('counts 400 views from one address and user agent once', async () => {
    const article = await publishedContent(operator);
    // Paced like a person reloading (one every 5 s), so the rate does not take them for a robot.
    const clock = clockAt(new Date('2026-12-02T03:00:00Z'));
    const views = counter({ now: clock.now });
    for (let i = 0; i < 400; i++) {
      views.record(article.id, reader(7));
      if (i % 50 === 49) await views.flush();
      clock.advance(5_000);
    }
    await views.flush();
    expect(await viewsOf(article.id)).toBe(1);
  });

  it('counts two people behind one address (two user agents) twice, and an IPv6 /64 as one address', async () => {
    const article = await publishedContent(operator);
    const views = counter();
    views.record(article.id, reader(8));
    views.record(article.id, reader(8, `${BROWSER} Firefox/133.0`));
    views.record(article.id, { userId: null, address: '2001:db8:1:2::10', userAgent: BROWSER });
    views.record(article.id, { userId: null, address: '2001:db8:1:2:ffff::99', userAgent: BROWSER });
    expect(await views.flush()).toBe(3);
    expect(await viewsOf(article.id)).toBe(3);
  });

  it('counts two signed-in users behind one address twice, and one user once from any address', async () => {
    const article = await publishedContent(operator);
    const views = counter();
    const signedIn = (userId: string, n: number): ContentViewer => ({ ...reader(n), userId });
    for (let n = 1; n <= 20; n++) views.record(article.id, signedIn('user-a', n));
    views.record(article.id, signedIn('user-b', 1));
    await views.flush();
    expect(await viewsOf(article.id)).toBe(2);
  });

  it('counts no robot: a crawler, a script or an empty user agent', async () => {
    const article = await publishedContent(operator);
    const views = counter();
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      '',
      '   ',
    ])
      views.record(article.id, reader(9, userAgent));
    expect(views.pendingCount()).toBe(0);
    expect(await views.flush()).toBe(0);
    expect(await viewsOf(article.id)).toBe(0);
  });

  it('takes a visitor past 20 views a minute across items for a robot: none of its views that day count', async () => {
    const items = await Promise.all(Array.from({ length: 25 }, () => publishedContent(operator)));
    const clock = clockAt(new Date('2026-12-02T04:00:00Z'));
    const views = counter({ now: clock.now });
    // A person reading three articles in a minute counts three times.
    for (const item of items.slice(0, 3)) views.record(item.id, reader(10));
    // A crawler in a browser's clothes reads 25 in a minute: taken for a robot at its 21st.
    for (const item of items) {
      views.record(item.id, reader(11));
      clock.advance(1_000);
    }
    expect(await views.flush()).toBe(3);
    // Still a robot later that day, even at a person's pace.
    clock.advance(10 * 60_000);
    views.record(items[0]!.id, reader(11));
    expect(await views.flush()).toBe(0);
  });

  it('counts the same person again on the next Japan day', async () => {
    const article = await publishedContent(operator);
    // 23:59 in Japan (14:59 UTC), then two minutes later: another day.
    const clock = clockAt(new Date('2026-12-01T14:59:00Z'));
    const views = counter({ now: clock.now });
    views.record(article.id, reader(12));
    clock.advance(30_000);
    views.record(article.id, reader(12));
    await views.flush();
    clock.advance(90_000);
    views.record(article.id, reader(12));
    await views.flush();
    const rows = await app.db
      .select({ day: contentViewDays.day, views: contentViewDays.views })
      .from(contentViewDays)
      .where(eq(contentViewDays.contentId, article.id))
      .orderBy(contentViewDays.day);
    expect(rows).toEqual([
      { day: '2026-12-01', views: 1 },
      { day: '2026-12-02', views: 1 },
    ]);
  });

  it('counts once a visitor whom two replicas saw and flush at the same time', async () => {
    const article = await publishedContent(operator);
    for (let attempt = 0; attempt < 5; attempt++) {
      const replicas = [counter(), counter()];
      for (const views of replicas) for (let n = 0; n < 40; n++) views.record(article.id, reader(`${attempt}.${n}`));
      const counted = await Promise.all(replicas.map((views) => views.flush()));
      expect(counted[0]! + counted[1]!).toBe(40);
    }
    expect(await viewsOf(article.id)).toBe(5 * 40);
  });

  it('keeps visitor rows only while their day can still be flushed (today and yesterday), never the address', async () => {
    const article = await publishedContent(operator);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await app.db.insert(contentViewVisitors).values({ contentId: article.id, day: japanDay(threeDaysAgo), visitor: 'old-visitor' });
    const views = counter();
    views.record(article.id, reader(13));
    await views.flush();
    const rows = await app.db.select().from(contentViewVisitors).where(eq(contentViewVisitors.contentId, article.id));
    expect(rows.map((r) => r.day)).toEqual([japanDay(new Date())]);
    expect(rows[0]!.visitor).toMatch(/^[\w-]{22}$/);
    expect(rows[0]!.visitor).not.toContain('192.0.2');
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

  it('counts the readers of the public page through the app, once each, and flushes them on shutdown', async () => {
    const article = await publishedContent(operator);
    const reader = await createTestUser();
    // Three people (two addresses, and a signed-in user whose token proves who she is from two more), one reading thrice.
    const reads = [
      await readArticle(article.slug, '198.51.100.1'),
      await readArticle(article.slug, '198.51.100.1'),
      await readArticle(article.slug, '198.51.100.1'),
      await readArticle(article.slug, '198.51.100.2'),
      await readArticle(article.slug, '198.51.100.3', reader),
      await readArticle(article.slug, '198.51.100.4', reader),
    ];
    expect(reads).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await viewsOf(article.id)).toBe(0);
    await app.close();
    // A new process reads what the closed one wrote on its way out (afterAll closes this one).
    ({ app } = await buildAccountsTestApp());
    const [row] = await app.db.select().from(contentViewDays).where(eq(contentViewDays.contentId, article.id));
    expect(row?.views).toBe(3);
  });

  it('does not move the ranking for 400 anonymous reads from one address (issue 34)', async () => {
    const [attacked, read] = await Promise.all([publishedContent(operator), publishedContent(operator)]);
    // An article 300 people read today, and one that a single address reads 400 times in a minute.
    await app.db.insert(contentViewDays).values({ contentId: read.id, day: japanDay(new Date()), views: 300 });
    for (let i = 0; i < 400; i++) expect(await readArticle(attacked.slug, '203.0.113.66')).toBe(200);
    await app.close();
    ({ app } = await buildAccountsTestApp());
    expect(await viewsOf(attacked.id)).toBeLessThanOrEqual(1);
    const ranking = (await injectAs(null, c.listPopularArticle, { days: 7, limit: 20 })).json<{ items: c.PopularArticle[] }>().items;
    const place = (id: string) => ranking.findIndex((item) => item.id === id);
    expect(place(read.id)).toBeGreaterThanOrEqual(0);
    if (place(attacked.id) >= 0) {
      expect(place(attacked.id)).toBeGreaterThan(place(read.id));
      expect(ranking[place(attacked.id)]!.views).toBeLessThanOrEqual(1);
    }
  });
});

/** One read of the public article from a browser at `address`, signed in when a user is given. */
async function readArticle(slug: string, address: string, user?: TestUser): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: c.showArticle.path,
    remoteAddress: address,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      ...(user ? { authorization: `Bearer ${user.idToken}` } : {}),
    },
    payload: JSON.stringify({ slug }),
  });
  return response.statusCode;
}
