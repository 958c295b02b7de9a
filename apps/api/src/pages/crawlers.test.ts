import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs } from '../../test/helpers.js';
import { createHost, createOperator, listedCar, listedSpot, uniqueWord } from '../../test/listings-fixtures.js';
import { articleForm, publishedContent } from '../modules/content/content-fixtures.js';
import { asksForPage } from '../plugins/web.js';

/**
 * What link-preview crawlers and command-line clients send (issue 32): a page must answer them as it answers a
 * browser, since a link shared in LINE, Slack or X shows its preview only from the page's HTML and OGP tags.
 * Each value is the client's Accept as it sends it: curl's default (`*\/*`, curl's own docs); Facebook's
 * facebookexternalhit and LINE's preview fetcher, which presents itself as facebookexternalhit (`*\/*`, observed
 * against this product in issue 32); Twitterbot and Slackbot-LinkExpanding (`*\/*`); Googlebot's (Chromium's
 * navigation Accept, Google Search Central's crawler documentation); and a client that sends none.
 */
const CLIENTS: { name: string; headers: Record<string, string> }[] = [
  { name: 'curl', headers: { accept: '*/*', 'user-agent': 'curl/8.5.0' } },
  {
    name: 'Facebook',
    headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
  },
  { name: 'X', headers: { accept: '*/*', 'user-agent': 'Twitterbot/1.0' } },
  { name: 'LINE', headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1;line-poker/1.0' } },
  {
    name: 'Slack',
    headers: { accept: '*/*', 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
  },
  {
    name: 'Googlebot',
    headers: {
      accept: 'text/html,application/xhtml+xml,application/signed-exchange;v=b3,application/xml;q=0.9,*/*;q=0.8',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
  },
  { name: 'no Accept', headers: {} },
];

let root: string;
let app: FastifyInstance;
const publicPages: string[] = [];
let withdrawnCarId: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-crawlers-'));
  const dist = path.join(root, 'web');
  await mkdir(dist, { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ja"><head><meta charset="UTF-8" /><title>既定のタイトル</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildTestApp({ WEB_DIST_DIR: dist, STORAGE_DIR: path.join(root, 'storage') });
  const host = await createHost('プレビュー オーナー');
  const operator = await createOperator();
  const carId = await listedCar(host, operator, { title: `ハイエース ${uniqueWord()}` });
  const spotId = await listedSpot(host, operator, { title: `湖畔のRVパーク ${uniqueWord()}` });
  withdrawnCarId = await listedCar(host, operator, { title: `取り下げ ${uniqueWord()}` });
  const down = await injectAs(host, c.updateCar, { carId: withdrawnCarId, publicationState: 'Unpublished' });
  expect(down.statusCode).toBe(200);
  const article = await publishedContent(operator, articleForm({ title: `冬の車中泊 ${uniqueWord()}` }));
  const news = await publishedContent(operator, articleForm({ kind: 'News', title: 'お知らせ', categorySlug: null, tags: [] }));
  publicPages.push(
    '/',
    '/search-rv',
    '/search-rental',
    '/search-spot?region=Kanto',
    `/car/${carId}`,
    `/spot/${spotId}`,
    `/article/${article.slug}`,
    '/articles',
    `/news/${news.slug}`,
    '/news',
    '/interview',
    '/faq',
    '/share',
    '/for-beginner',
    '/guide',
    '/car-insurance',
    '/terms',
    '/privacy-policy',
    '/company',
    '/reviews',
  );
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const ogOf = (html: string, property: string) => new RegExp(`<meta property="og:${property}" content="([^"]*)"`).exec(html)?.[1];

describe('pages answer link previews and command-line clients as pages (issue 32)', () => {
  it.each(CLIENTS)('gives $name every public page as 200 HTML with its OGP tags', async ({ headers }) => {
    for (const url of publicPages) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers.vary, url).toMatch(/accept\b/i);
      expect(ogOf(response.body, 'title'), url).toBeTruthy();
      expect(ogOf(response.body, 'description'), url).toBeTruthy();
      expect(ogOf(response.body, 'site_name'), url).toBe('くるま旅');
    }
  });

  it.each(CLIENTS)('gives $name a missing page as 404 HTML and a withdrawn car as 410 HTML', async ({ headers }) => {
    for (const url of ['/no/such/page', '/car/00000000-0000-4000-8000-000000000000', '/article/no-such-article']) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
    const withdrawn = await get(`/car/${withdrawnCarId}`, headers);
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps the JSON envelope for a client asking for JSON only, and for /v1 whatever it asks', async () => {
    for (const accept of ['application/json', 'application/json, text/plain, */*', 'application/problem+json']) {
      const response = await get('/no/such/page', { accept });
      expect(response.statusCode, accept).toBe(404);
      expect(response.json(), accept).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    const api = await get('/v1/nothing', {});
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('asksForPage', () => {
  it('reads a page unless only JSON is asked for; a file path only when text/html is named', () => {
    expect(asksForPage(undefined, '/car/1')).toBe(true);
    expect(asksForPage('*/*', '/faq')).toBe(true);
    expect(asksForPage('text/html;q=0.9, application/json', '/faq')).toBe(true);
    expect(asksForPage('application/json', '/faq')).toBe(false);
    expect(asksForPage('application/ld+json', '/faq')).toBe(false);
    // Refused with q=0: text/html is not asked for.
    expect(asksForPage('text/html;q=0, application/json', '/faq')).toBe(false);
    expect(asksForPage('image/avif,image/webp,*/*;q=0.8', '/favicon.ico')).toBe(false);
    expect(asksForPage('text/html', '/old-page.html')).toBe(true);
  });
});
