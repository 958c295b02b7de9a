/**
 * The cache rule of ADR 0031 across processes: two apps on one database stand for two API replicas.
 * A change written through one is seen at once by the other, whose cache held the old page.
 */
import * as c from '@kurumatabi/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createOperator } from '../../../test/listings-fixtures.js';
import { contents } from '../../db/schema/index.js';
import { createContentCache } from './content-cache.js';
import { articleForm, publishedContent } from './content-fixtures.js';

let reader: FastifyInstance;
let writer: FastifyInstance;
let operator: TestUser;

beforeAll(async () => {
  ({ app: reader } = await buildAccountsTestApp());
  await reader.ready();
  // The last app built is the one the helpers talk to: the writer.
  ({ app: writer } = await buildAccountsTestApp());
  operator = await createOperator();
});
afterAll(async () => {
  await writer.close();
  await reader.close();
});

/** The reader replica's answer, retried for up to a second while a notification travels. */
async function readerSees(slug: string, status: number): Promise<number> {
  let last = 0;
  for (let i = 0; i < 20; i++) {
    last = (await injectAs(null, c.showArticle, { slug }, { app: reader })).statusCode;
    if (last === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return last;
}

describe('two replicas', () => {
  it('drop the page another replica unpublished, and show what it edited', async () => {
    const article = await publishedContent(operator, articleForm());
    // The reader caches the page (and the list) ...
    expect((await injectAs(null, c.showArticle, { slug: article.slug }, { app: reader })).statusCode).toBe(200);
    const before = await injectAs(null, c.showArticle, { slug: article.slug }, { app: reader });
    expect(before.json<c.ArticleDetail>().title).toBe('はじめての車中泊ガイド');
    // Proof that the reader serves from memory while listening: a change behind the API's back (no NOTIFY) is not seen.
    await reader.db.update(contents).set({ title: '通知なしの変更' }).where(eq(contents.id, article.id));
    const cached = await injectAs(null, c.showArticle, { slug: article.slug }, { app: reader });
    expect(cached.json<c.ArticleDetail>().title).toBe('はじめての車中泊ガイド');
    // ... the writer changes it: the reader shows the new title, then nothing once unpublished.
    const { kind: _kind, ...fields } = articleForm({ slug: article.slug, title: '改訂版 はじめての車中泊ガイド' });
    const saved = await injectAs(operator, c.updateContent, { ...fields, contentId: article.id, expectedRevision: article.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    let title = '';
    for (let i = 0; i < 20 && title !== '改訂版 はじめての車中泊ガイド'; i++) {
      title = (await injectAs(null, c.showArticle, { slug: article.slug }, { app: reader })).json<c.ArticleDetail>().title;
      if (title !== '改訂版 はじめての車中泊ガイド') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(title).toBe('改訂版 はじめての車中泊ガイド');
    expect((await injectAs(operator, c.unpublishContent, { contentId: article.id, reason: '内容の見直しのため' })).statusCode).toBe(200);
    expect(await readerSees(article.slug, 404)).toBe(404);
  });
});

describe('the content cache', () => {
  it('serves from memory only while listening, and drops itself at the next scheduled publication', async () => {
    let now = new Date('2026-12-01T00:00:00Z');
    let loads = 0;
    const cache = createContentCache({
      ttlMs: 60_000,
      now: () => now,
      nextScheduledAt: async () => new Date('2026-12-01T00:00:10Z'),
    });
    const read = () => cache.get('list', async () => ++loads);
    expect([await read(), await read()]).toEqual([1, 2]);
    cache.setListening(true);
    expect([await read(), await read()]).toEqual([3, 3]);
    now = new Date('2026-12-01T00:00:10Z');
    expect(await read()).toBe(4);
    cache.drop();
    expect(await read()).toBe(5);
    cache.setListening(false);
    expect([await read(), await read()]).toEqual([6, 7]);
  });
});
