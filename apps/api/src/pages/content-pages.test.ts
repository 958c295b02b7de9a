import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as c from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, type TestUser } from '../../test/helpers.js';
import { createOperator, uniqueWord } from '../../test/listings-fixtures.js';
import { articleForm, createDraft, publishedContent } from '../modules/content/content-fixtures.js';

const ORIGIN = 'http://localhost:3000';
let root: string;
let app: FastifyInstance;
let operator: TestUser;
let article: c.EditableContent;
let news: c.EditableContent;
let draft: c.EditableContent;
let withdrawn: c.EditableContent;
let tag: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-content-pages-'));
  const dist = path.join(root, 'web');
  await mkdir(dist, { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ja"><head><meta charset="UTF-8" /><title>既定のタイトル</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildTestApp({ WEB_DIST_DIR: dist, STORAGE_DIR: path.join(root, 'storage') });
  operator = await createOperator();
  tag = `tag-${uniqueWord()}`.toLowerCase();
  article = await publishedContent(operator, articleForm({ title: '冬の車中泊 <寒さ対策>', tags: [{ slug: tag, name: '寒さ対策' }] }));
  news = await publishedContent(operator, {
    ...articleForm({ kind: 'News', title: 'メンテナンスのお知らせ', categorySlug: null, tags: [] }),
  });
  draft = await createDraft(operator);
  withdrawn = await publishedContent(operator);
  const down = await injectAs(operator, c.unpublishContent, { contentId: withdrawn.id, reason: 'テストのため非公開' });
  expect(down.statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const jsonLdOf = (response: LightMyRequestResponse) =>
  [...response.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('content pages on the server (issue 15)', () => {
  it('gives an article its title, canonical URL and Article + BreadcrumbList JSON-LD, escaped', async () => {
    const response = await page(`/article/${article.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>冬の車中泊 &lt;寒さ対策&gt; | くるま旅</title>');
    expect(attr(response.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/article/${article.slug}`);
    expect(attr(response.body, /<meta property="og:type" content="([^"]*)"/)).toBe('article');
    const [ld, crumbs] = jsonLdOf(response);
    expect(ld).toMatchObject({ '@type': 'Article', headline: '冬の車中泊 <寒さ対策>', articleSection: '車中泊の基本' });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('writes news as NewsArticle, and a tag page under its Japanese name', async () => {
    const response = await page(`/news/${news.slug}`);
    expect(response.statusCode).toBe(200);
    expect(jsonLdOf(response)[0]).toMatchObject({ '@type': 'NewsArticle', headline: 'メンテナンスのお知らせ' });
    const tagPage = await page(`/articles/tag/${tag}`);
    expect(tagPage.statusCode).toBe(200);
    expect(tagPage.body).toContain('<title>#寒さ対策の記事 | くるま旅</title>');
  });

  it('answers 404 for a draft, an unpublished item, an unknown slug, category or tag', async () => {
    for (const url of [
      `/article/${draft.slug}`,
      `/article/${withdrawn.slug}`,
      '/article/no-such-article',
      '/news/no-such-news',
      '/interview/no-such-interview',
      '/articles/category/no-such-category',
      '/articles/tag/no-such-tag',
      '/article/Not_A_Slug',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('name="robots" content="noindex, nofollow"');
    }
  });

  it('lists published content in the sitemap, and no draft or unpublished item', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain(`${ORIGIN}/sitemap-content.xml`);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap-content.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/article/${article.slug}</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/news/${news.slug}</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/articles/tag/${tag}</loc>`);
    expect(sitemap.body).not.toContain(draft.slug);
    expect(sitemap.body).not.toContain(withdrawn.slug);
    const pages = await app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    for (const path of ['/articles', '/news', '/interview', '/share']) expect(pages.body).toContain(`<loc>${ORIGIN}${path}</loc>`);
  });

  it('keeps search results out of the index and gives the share page its head', async () => {
    const search = await page('/articles/search?q=%E8%BB%8A%E4%B8%AD%E6%B3%8A');
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('name="robots" content="noindex, nofollow"');
    const share = await page('/share');
    expect(share.statusCode).toBe(200);
    expect(share.body).toContain('<title>クルマと場所をシェアする | くるま旅</title>');
  });
});
