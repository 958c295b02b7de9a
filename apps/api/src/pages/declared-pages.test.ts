import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { examplePath, pageRoutes, publicPageRoutes, privatePageRoutes, type PublicPageRoute } from '@kurumatabi/contract/pages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';
import { createHost, createOperator, listedCar, listedSpot, uniqueWord } from '../../test/listings-fixtures.js';
import { documentTitle, escapeHtml } from './page-head.js';

/**
 * The page declaration (`@kurumatabi/contract/pages`, ADR 0053) drives the server: every declared public page
 * is rendered on the server with its head and caching, listed in the sitemap when it says so; every
 * private one is the shell. A stand-in for the web's server bundle tells which URL it was asked to render.
 */
const renderer = `
export async function render({ url, hydrate }) {
  if (url === '/__not-found__') return { status: 404, html: '<main>not-found</main>', state: null };
  return { status: 200, html: '<main>rendered ' + url + '</main>', state: hydrate ? '{}' : null };
}
`;

const ORIGIN = 'http://localhost:3000';
let root: string;
let app: FastifyInstance;
let ids: { uuid: string }[] = [];
let sitemap = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-declared-'));
  const dist = path.join(root, 'dist');
  await mkdir(dist);
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ja"><head><title>既定</title></head><body><div id="root"></div><noscript>JavaScript</noscript></body></html>',
  );
  await writeFile(path.join(root, 'dist-ssr/entry-server.js'), renderer);
  app = await buildTestApp({ WEB_DIST_DIR: dist, STORAGE_DIR: path.join(root, 'storage') });
  const owner = await createHost('宣言 オーナー');
  const operator = await createOperator();
  ids = [
    { uuid: await listedCar(owner, operator, { title: `宣言のクルマ ${uniqueWord()}` }) },
    { uuid: await listedSpot(owner, operator, { title: `宣言のスポット ${uniqueWord()}` }) },
  ];
  sitemap = (await app.inject({ method: 'GET', url: '/sitemap-pages.xml' })).body;
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const listed = (route: PublicPageRoute) => sitemap.includes(`<loc>${ORIGIN}${route.path}</loc>`);

/** A concrete URL of a route whose page exists: listings by a listed car's or spot's id. */
function urlOf(route: PublicPageRoute): string | null {
  if (!route.params) return route.path;
  if (route.head.kind === 'listing' || route.head.kind === 'listingReviews')
    return examplePath(route, ids[route.head.target === 'car' ? 0 : 1]);
  return null;
}

describe('every declared page, from the declaration (ADR 0053)', () => {
  it.each(publicPageRoutes.filter((route) => urlOf(route)).map((route) => [route.path, route] as const))(
    'renders the public page %s on the server with its head, public caching and its sitemap entry when declared',
    async (_, route) => {
      const url = urlOf(route)!;
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<main>rendered ${url}</main>`);
      expect(response.body).toContain('<script id="ssr-state" type="application/json">{}</script>');
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=600');
      expect(response.headers['x-robots-tag']).toBeUndefined();
      const title = /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
      if (route.head.kind === 'fixed') expect(title).toBe(escapeHtml(documentTitle(route.head.title)));
      else expect(title).toMatch(/くるま旅/);
      const canonical = route.head.kind === 'fixed' ? (route.head.canonical ?? route.path) : url;
      expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}${canonical}" />`);
      expect(listed(route), `${route.path} in sitemap-pages.xml`).toBe(route.sitemap === true);
    },
  );

  it('answers a declared page whose id or slug names nothing with 404 and the not-found screen', async () => {
    const unknown = publicPageRoutes.filter((route) => route.params);
    expect(unknown.length).toBeGreaterThan(5);
    for (const route of unknown) {
      const response = await page(
        examplePath(route, {
          slug: `no-such-${uniqueWord()
            .toLowerCase()
            .replace(/[^a-z0-9]/g, '')}`,
        }),
      );
      expect(response.statusCode, route.path).toBe(404);
      expect(response.body).toContain('<main>not-found</main>');
      expect(listed(route)).toBe(false);
    }
  });

  it('sends every private page as the shell: not rendered, never indexed, never shared', async () => {
    expect(privatePageRoutes.length).toBeGreaterThan(50);
    for (const route of privatePageRoutes) {
      const response = await page(examplePath(route));
      expect(response.statusCode, route.path).toBe(200);
      expect(response.body).not.toContain('<main>');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(sitemap).not.toContain(`${ORIGIN}${route.path}<`);
    }
  });

  it('knows no page outside the declaration', async () => {
    const declared = new Set(pageRoutes.map((route) => route.path));
    for (const url of ['/no/such/page', '/car/12', '/companyx', '/search-rv/1']) {
      expect(declared.has(url)).toBe(false);
      expect((await page(url)).statusCode, url).toBe(404);
    }
  });
});
