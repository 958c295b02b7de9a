import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as c from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, type TestUser } from '../../test/helpers.js';
import { createHost, createOperator, listedCar, listedSpot, submittedCar, uniqueWord } from '../../test/listings-fixtures.js';

const ORIGIN = 'http://localhost:3000';
let root: string;
let app: FastifyInstance;
let owner: TestUser;
let carId: string;
let carTitle: string;
let spotId: string;
let withdrawnCarId: string;
let draftCarId: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-pages-'));
  const dist = path.join(root, 'web');
  await mkdir(dist, { recursive: true });
  // The built index.html as Vite writes it: its own title and description, which the server replaces.
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ja"><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="既定の説明"\n/>\n' +
      '<title>既定のタイトル</title><script id="runtime-config" type="application/json">__KURUMATABI_RUNTIME_CONFIG__</script>' +
      '</head><body><div id="root"></div></body></html>',
  );
  app = await buildTestApp({ WEB_DIST_DIR: dist, STORAGE_DIR: path.join(root, 'storage') });
  owner = await createHost('ページ オーナー');
  const operator = await createOperator();
  carTitle = `ハイエース <旅> ${uniqueWord()}`;
  carId = await listedCar(owner, operator, { title: carTitle });
  spotId = await listedSpot(owner, operator, { title: `富士山の見えるRVパーク ${uniqueWord()}` });
  withdrawnCarId = await listedCar(owner, operator, { title: `取り下げ ${uniqueWord()}` });
  const unpublished = await injectAs(owner, c.updateCar, { carId: withdrawnCarId, publicationState: 'Unpublished' });
  expect(unpublished.statusCode).toBe(200);
  draftCarId = await submittedCar(owner, { title: `審査待ち ${uniqueWord()}` });
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

function jsonLdOf(response: LightMyRequestResponse): Record<string, unknown>[] {
  return [...response.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** An attribute's value, its `&amp;` read back (the HTML escapes it). */
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('the head of a page (ADR 0029)', () => {
  it("gives a car's page its title, description, canonical URL, preview photo and Product/Offer in JPY", async () => {
    const response = await page(`/car/${carId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // One title and one description: the built ones are replaced, the text escaped.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('既定のタイトル');
    expect(html).not.toContain('既定の説明');
    expect(html).toContain(`<title>${carTitle.replace('<', '&lt;').replace('>', '&gt;')} | くるま旅</title>`);
    expect(html).not.toContain('<旅>');
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toMatch(/カーシェア.*1日¥12,000〜/);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/car/${carId}`);
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(new RegExp(`^${ORIGIN}/images/public/[^/]+/\\d+\\.webp$`));
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    expect(html).not.toContain('name="robots"');
    const [product, breadcrumbs] = jsonLdOf(response);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: carTitle,
      offers: { '@type': 'Offer', price: 12000, priceCurrency: 'JPY', url: `${ORIGIN}/car/${carId}` },
    });
    expect((product!.image as string[]).length).toBe(1);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs!.itemListElement as { item: string }[]).map((i) => i.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/search-rv`,
      expect.stringMatching(/\/search-rv\?prefecture=\w+$/),
      `${ORIGIN}/car/${carId}`,
    ]);
  });

  it("gives a spot's page LodgingBusiness with its address", async () => {
    const response = await page(`/spot/${spotId}`);
    expect(response.statusCode).toBe(200);
    const [place] = jsonLdOf(response);
    expect(place).toMatchObject({
      '@type': 'LodgingBusiness',
      address: { addressCountry: 'JP', addressRegion: '山梨県', addressLocality: '南都留郡富士河口湖町' },
      priceRange: '¥4,500〜',
    });
    expect(response.body).not.toContain('船津');
  });

  it('answers 410 for a withdrawn car, 404 for one never listed or unknown, with the shell and noindex', async () => {
    const withdrawn = await page(`/car/${withdrawnCarId}`);
    expect(withdrawn.statusCode).toBe(410);
    const draft = await page(`/car/${draftCarId}`);
    expect(draft.statusCode).toBe(404);
    const unknown = await page('/spot/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const malformed = await page('/car/not-an-id');
    expect(malformed.statusCode).toBe(404);
    const reviews = await page(`/car/${draftCarId}/reviews`);
    expect(reviews.statusCode).toBe(404);
    // A review that is not (or no longer) published: 404 too, as the client's screen says.
    const review = await page('/reviews/00000000-0000-4000-8000-000000000000');
    expect(review.statusCode).toBe(404);
    expect(review.headers['x-robots-tag']).toBe('noindex');
    for (const response of [withdrawn, draft, unknown, malformed]) {
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it("canonicalises a search's filters in the web's order, defaults and unknown keys left out", async () => {
    const response = await page('/search-rv?max=9000&utm_source=x&sort=popular&prefecture=Nagano&page=1&kinds=camper,van');
    expect(response.statusCode).toBe(200);
    expect(attr(response.body, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `${ORIGIN}/search-rv?prefecture=Nagano&max=9000&kinds=camper,van`,
    );
    expect(response.body).toContain('<title>カーシェアを探す | くるま旅</title>');
    expect(attr(response.body, /<meta name="description" content="([^"]*)"/)).toMatch(/^長野県で/);
    const spots = await page('/search-spot?sleeping=2&types=rv-park&region=Chubu');
    expect(attr(spots.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/search-spot?region=Chubu&types=rv-park`);
  });

  it('gives the FAQ FAQPage, the home page WebSite, the guides their titles', async () => {
    const faq = await page('/faq');
    const [faqPage] = jsonLdOf(faq);
    expect(faqPage).toMatchObject({ '@type': 'FAQPage' });
    const questions = faqPage!.mainEntity as { '@type': string; name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length).toBeGreaterThan(0);
    expect(questions[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    expect(jsonLdOf(await page('/'))[0]).toMatchObject({ '@type': 'WebSite', url: `${ORIGIN}/` });
    expect((await page('/guide')).body).toContain('<title>ご利用ガイド | くるま旅</title>');
    expect(attr((await page('/review')).body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/reviews`);
  });

  it('marks signed-in screens noindex and never shared-cacheable', async () => {
    for (const url of ['/mypage', '/mypage/cars/manage', '/operator/reviews', `/car/${carId}/reserve`, '/reserves/abc', '/inquiries/abc']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
      expect(response.body, url).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });
});

describe('caching public HTML', () => {
  it('sends public pages revalidated by browsers (a person sees their own change at once), kept a minute by a CDN with stale-while-revalidate, with an ETag: 304 when it matches', async () => {
    const first = await page(`/car/${carId}`);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=600');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await page(`/car/${carId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const changed = await page(`/car/${carId}`, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    // The home page, served by its own route, is a page like the others.
    expect((await page('/')).headers['cache-control']).toBe('public, no-cache');
    expect((await page('/')).headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=600');
  });
});

describe('robots.txt and the sitemaps', () => {
  it('lets crawlers in, keeps them out of signed-in screens and the API, and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /mypage');
    expect(response.body).toContain('Disallow: /v1/');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists the published listings, and no unpublished one, in paged sitemaps under an index', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locations).toContain(`${ORIGIN}/sitemap-pages.xml`);
    expect(locations).toContain(`${ORIGIN}/sitemap-cars-1.xml`);
    expect(locations).toContain(`${ORIGIN}/sitemap-spots-1.xml`);
    const listed: string[] = [];
    for (const location of locations) {
      const sitemap = await app.inject({ method: 'GET', url: new URL(location).pathname });
      expect(sitemap.statusCode, location).toBe(200);
      listed.push(...[...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    }
    expect(listed).toContain(`${ORIGIN}/car/${carId}`);
    expect(listed).toContain(`${ORIGIN}/spot/${spotId}`);
    expect(listed).toContain(`${ORIGIN}/faq`);
    expect(listed).not.toContain(`${ORIGIN}/car/${withdrawnCarId}`);
    expect(listed).not.toContain(`${ORIGIN}/car/${draftCarId}`);
    expect((await app.inject({ method: 'GET', url: '/sitemap-cars-999.xml' })).statusCode).toBe(404);
  });
});
