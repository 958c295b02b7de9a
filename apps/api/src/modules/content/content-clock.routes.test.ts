/**
 * By the clock (ADR 0031): a scheduled article goes out at its time without anyone acting, even
 * when the lists that will show it are already cached; and the search finds a word inside a compound.
 */
import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createOperator, uniqueWord } from '../../../test/listings-fixtures.js';
import { articleForm, createDraft, publishedContent } from './content-fixtures.js';

let app: FastifyInstance;
let operator: TestUser;
let clock = new Date();

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp({ clock: () => clock }));
  operator = await createOperator();
});
afterAll(() => app.close());

const newest = async () => (await injectAs(null, c.listArticle, { limit: 48 })).json<{ items: c.ArticleCard[] }>().items.map((i) => i.id);

describe('scheduled publication', () => {
  it('shows a scheduled article from its time on, with the lists cached before it', async () => {
    const draft = await createDraft(operator);
    const at = new Date(clock.getTime() + 60 * 60_000);
    const scheduled = await injectAs(operator, c.scheduleContent, {
      contentId: draft.id,
      expectedRevision: 1,
      publishAt: at.toISOString(),
    });
    expect(scheduled.json<c.EditableContent>()).toMatchObject({ status: 'Scheduled', live: false, publishAt: at.toISOString() });

    // Read (and cache) the lists and the page before the time.
    expect(await newest()).not.toContain(draft.id);
    expect((await injectAs(null, c.showArticle, { slug: draft.slug })).statusCode).toBe(404);

    clock = new Date(at.getTime() - 1_000);
    expect(await newest()).not.toContain(draft.id);
    clock = new Date(at.getTime() + 1_000);
    expect(await newest()).toContain(draft.id);
    const page = await injectAs(null, c.showArticle, { slug: draft.slug });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<c.ArticleDetail>().publishedAt).toBe(at.toISOString());
    const desk = await injectAs(operator, c.showContent, { contentId: draft.id });
    expect(desk.json<c.EditableContent>()).toMatchObject({ status: 'Scheduled', live: true });
  });

  it('refuses a time in the past', async () => {
    const draft = await createDraft(operator);
    const past = await injectAs(operator, c.scheduleContent, {
      contentId: draft.id,
      expectedRevision: 1,
      publishAt: new Date(clock.getTime() - 60_000).toISOString(),
    });
    expect([past.statusCode, past.json<c.ErrorEnvelope>().error.code]).toEqual([422, 'CONTENT_SCHEDULE_INVALID']);
  });
});

describe('Japanese search', () => {
  it('finds a word inside a compound, in the title or the body, and never a draft', async () => {
    const word = uniqueWord();
    // Summaries and tags without the word, so that each match comes from the title or the body.
    const plain = { summary: '旅の記録です。', tags: [] };
    const inBody = await publishedContent(
      operator,
      articleForm({ ...plain, title: `${word} 旅の記録` }, '週末は車中泊スポットを巡りました。'),
    );
    const inTitle = await publishedContent(operator, articleForm({ ...plain, title: `車中泊スポット案内 ${word}`, bodyMarkdown: '本文' }));
    const other = await publishedContent(
      operator,
      articleForm({ ...plain, title: `${word} 車の中で泊まる`, bodyMarkdown: '車中での仮眠' }),
    );
    const draft = await createDraft(operator, articleForm({ title: `車中泊スポット ${word}` }));
    const search = async (keyword: string) =>
      (await injectAs(null, c.searchArticles, { keyword })).json<{ items: c.ArticleCard[] }>().items.map((i) => i.id);

    // Title matches first, then the newest.
    expect(await search(`車中泊 ${word}`)).toEqual([inTitle.id, inBody.id]);
    expect(await search(`泊スポ ${word}`)).toEqual([inTitle.id, inBody.id]);
    // Katakana and full-width folded like the listings' search (ADR 0015).
    expect(await search(`しゃちゅうはく ${word}`)).toEqual([]);
    expect(await search(`スポット ${word.toUpperCase()}`)).toEqual([inTitle.id, inBody.id]);
    expect(await search(`すぽっと ${word}`)).toEqual([inTitle.id, inBody.id]);
    // Two characters go through the grams.
    expect(await search(`仮眠 ${word}`)).toEqual([other.id]);
    expect(await search(`車中泊 ${word}`)).not.toContain(draft.id);
  });
});
