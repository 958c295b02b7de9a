import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';
import { createHost, createOperator, listedCar, uniqueWord } from '../../test/listings-fixtures.js';

/**
 * The API's side of server rendering (ADR 0029) with a stand-in for the web's server bundle
 * (dist-ssr/entry-server.js beside the web build): what it is asked, what it may call in process,
 * where its markup and state go, and the shell when it fails.
 */
const fakeRenderer = `
export const seen = [];
export async function render({ url, call, hydrate }) {
  seen.push({ url, hydrate });
  if (url === '/__not-found__') return { status: 404, html: '<main><h1>ページが存在しません</h1></main>', state: null };
  if (url.startsWith('/faq')) throw new Error('描画に失敗しました');
  if (url.startsWith('/car/')) {
    const car = await call({ path: '/v1/public/show-car' }, { carId: url.split('/')[2] });
    let refused = null;
    try { await call({ path: '/v1/user/show-current-user' }, {}); } catch (error) { refused = error.message; }
    return { status: 200, html: '<main><h1>' + car.title + '</h1><p>' + refused + '</p></main><script>window.revealed=1</script>', state: JSON.stringify({ car: car.id }) };
  }
  return { status: 200, html: '<main>' + url + '</main>', state: '{}' };
}
`;

let root: string;
let app: FastifyInstance;
let carId: string;
let carTitle: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-ssr-'));
  const dist = path.join(root, 'dist');
  await mkdir(dist);
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ja"><head><title>既定</title><script id="runtime-config" type="application/json">__KURUMATABI_RUNTIME_CONFIG__</script>' +
      '</head><body><div id="root"></div><noscript>JavaScript</noscript></body></html>',
  );
  await writeFile(path.join(root, 'dist-ssr/entry-server.js'), fakeRenderer);
  app = await buildTestApp({ WEB_DIST_DIR: dist, STORAGE_DIR: path.join(root, 'storage') });
  const owner = await createHost('描画 オーナー');
  carTitle = `描画されるハイエース ${uniqueWord()}`;
  carId = await listedCar(owner, await createOperator(), { title: carTitle });
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>(?:<script id="ssr-state"|<noscript>|<\/body>)/.exec(html)?.[1];

describe('server rendering (ADR 0029)', () => {
  it("puts the renderer's markup in #root and its state beside it; the data comes from the API's services in process", async () => {
    const response = await page(`/car/${carId}`);
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain(`<h1>${carTitle}</h1>`);
    // No clicks before the app runs it; readers without JavaScript get them back.
    expect(response.body).toContain('<div id="root" style="pointer-events:none">');
    expect(response.body).toContain('<noscript><style>#root{pointer-events:auto!important}</style></noscript>');
    expect(response.body).toContain(`<script id="ssr-state" type="application/json">{"car":"${carId}"}</script>`);
    // Only the public calls of pages are answered in process.
    expect(rootOf(response.body)).toContain('/v1/user/show-current-user is not answered in process');
    // React's inline script may run: its hash joins the page's script-src, and only on this answer.
    const hash = createHash('sha256').update('window.revealed=1').digest('base64');
    expect(response.headers['content-security-policy']).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    expect((await page('/search-rv')).headers['content-security-policy']).not.toContain('sha256-');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=600');
  });

  it("keeps a listing page's rendering while the listing cache keeps its document", async () => {
    const { seen } = (await import(path.join(root, 'dist-ssr/entry-server.js'))) as { seen: { url: string }[] };
    const count = () => seen.filter((s) => s.url === `/car/${carId}`).length;
    const before = count();
    const again = await page(`/car/${carId}`);
    expect(again.statusCode).toBe(200);
    expect(rootOf(again.body)).toContain(`<h1>${carTitle}</h1>`);
    expect(count()).toBe(before);
  });

  it('sends a page compressed as the browser accepts (brotli, gzip, or as it is), the same page and ETag in each', async () => {
    const plain = await app.inject({ method: 'GET', url: `/car/${carId}`, headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await app.inject({
      method: 'GET',
      url: `/car/${carId}`,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await app.inject({
      method: 'GET',
      url: `/car/${carId}`,
      headers: { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
    // A page without a listing behind it is compressed too.
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(home.rawPayload).toString('utf8')).toContain('<main>/</main>');
  });

  it('renders the error screen, without state, as the body of a 404', async () => {
    const response = await page('/car/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(rootOf(response.body)).toBe('<main><h1>ページが存在しません</h1></main>');
    expect(response.body).not.toContain('id="ssr-state"');
    // The shell's notice for readers without JavaScript goes with a rendered page; the shell keeps it.
    expect(response.body).not.toContain('<noscript>JavaScript</noscript>');
    expect((await page('/mypage')).body).toContain('<noscript>JavaScript</noscript>');
  });

  it('falls back to the client-rendered shell when rendering fails, and leaves signed-in screens to the client', async () => {
    const faq = await page('/faq');
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('<div id="root"></div>');
    expect(faq.body).toContain('<title>よくある質問 | くるま旅</title>');
    const mypage = await page('/mypage/favorites');
    expect(mypage.body).toContain('<div id="root"></div>');
    const { seen } = (await import(path.join(root, 'dist-ssr/entry-server.js'))) as { seen: { url: string; hydrate: boolean }[] };
    expect(seen.map((s) => s.url)).not.toContain('/mypage/favorites');
    expect(seen).toContainEqual({ url: '/__not-found__', hydrate: false });
    expect(seen).toContainEqual({ url: `/car/${carId}`, hydrate: true });
  });
});
