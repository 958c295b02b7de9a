import { showReview, type CarDetail, type SpotDetail } from '@kurumatabi/contract';
import { PAGE_CACHE, sitemapPaths } from '@kurumatabi/contract/pages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { TtlCache } from '../lib/ttl-cache.js';
import { createFaqRepository } from '../modules/faq/faq.repository.js';
import { createFaqService } from '../modules/faq/faq.service.js';
import { contentPageHead } from './content-pages.js';
import type { Services } from '../modules/services.js';
import {
  carHead,
  faqHead,
  homeHead,
  noindexHead,
  renderHead,
  searchHead,
  simpleHead,
  spotHead,
  documentTitle,
  type PageHead,
} from './page-head.js';
import { matchPage, type PageMatch } from './page-routes.js';
import { createPagesRepository, type ListingTable } from './pages.repository.js';
import { encodedBody } from '../http/encoded-body.js';
import { finishPage, type FinishedPage } from './finished-page.js';
import { createServerCall, oncePerRequest, type ServerCall, type ServerRenderer } from './server-render.js';
import { viewerOf } from '../modules/content/content-viewer.js';
import { CONTENT_ITEM_PATHS, SITEMAP_PAGE_SIZE, robotsTxt, sitemapIndexXml, urlSetXml } from './sitemap.js';

/** The caching of pages by their audience, as the page declaration gives it (ADR 0029, 0053). */
export const PUBLIC_HTML_CACHE = PAGE_CACHE.public.browser;
export const PUBLIC_HTML_SHARED_CACHE = PAGE_CACHE.public.shared;
export const PRIVATE_HTML_CACHE = PAGE_CACHE.private.browser;
export const MISSING_HTML_CACHE = PAGE_CACHE.missing.browser;
export const MISSING_HTML_SHARED_CACHE = PAGE_CACHE.missing.shared;

/** A page's answer before it becomes HTML: its status, its head and how long it may be cached. */
export interface PageAnswer {
  status: 200 | 404 | 410;
  head: PageHead;
  cacheControl: string;
  /** CDN-Cache-Control: how long a CDN may keep it; none for what differs per visitor. */
  sharedCacheControl?: string;
  /** Rendered on the server when a renderer is there: public pages (hydrated) and 404/410 (their error screen). */
  render: boolean;
  /**
   * The listing cache's document the page is made of (ADR 0015): the same object until a write drops
   * it or its TTL ends, so the page's rendering is kept with it and made again only when it changes.
   */
  source?: object;
}

/** Finished pages kept per document, by URL (a few query strings each at most). */
const PAGES_PER_SOURCE = 4;

/** A path only the web's catch-all route matches: its error screen is the body of a 404 or 410. */
const NOT_FOUND_PATH = '/__not-found__';

/**
 * The built index.html cut where the server writes: the head's end (its own title and description
 * left out) and the inside of `<div id="root">`.
 */
export interface Shell {
  beforeHeadEnd: string;
  /** From `</head>` to `<div id="root">` included. */
  toRoot: string;
  /** From the root's `</div>` on. */
  afterRoot: string;
}

const ROOT = '<div id="root"></div>';

export function shellOf(indexHtml: string): Shell {
  const withoutHead = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  // Before </head>; a page without one (a test's stand-in) gets its head before <body>.
  const headEnd = withoutHead.search(/<\/head>/i);
  const at = headEnd >= 0 ? headEnd : Math.max(0, withoutHead.search(/<body/i));
  const rest = withoutHead.slice(at);
  const root = rest.indexOf(ROOT);
  const rootOpen = ROOT.length - '</div>'.length;
  return {
    beforeHeadEnd: withoutHead.slice(0, at),
    toRoot: root >= 0 ? rest.slice(0, root + rootOpen) : rest,
    afterRoot: root >= 0 ? rest.slice(root + rootOpen) : '',
  };
}

/** A server-rendered screen: the markup of #root, and the hydration state's JSON (null: the client mounts afresh). */
export interface Rendered {
  html: string;
  state: string | null;
}

/**
 * A server-rendered #root takes no clicks until the app runs it (mount-app.tsx turns them on): a
 * click before hydration would be lost. Readers without JavaScript get them back from the noscript style.
 */
const PENDING_ROOT = ' style="pointer-events:none"';
const NOSCRIPT_CLICKS = '<noscript><style>#root{pointer-events:auto!important}</style></noscript>';

export function pageHtml(shell: Shell, head: PageHead, rendered: Rendered | null = null): string {
  const headTags = `${shell.beforeHeadEnd}  ${renderHead(head)}\n`;
  if (!rendered || !shell.afterRoot) return `${headTags}  ${shell.toRoot}${shell.afterRoot}`;
  const state = rendered.state ? `<script id="ssr-state" type="application/json">${rendered.state}</script>` : '';
  const toRoot = shell.toRoot.replace(/<div id="root">$/, `<div id="root"${PENDING_ROOT}>`);
  // The shell's "turn JavaScript on" notice does not apply to a page that is already there.
  const afterRoot = shell.afterRoot.slice('</div>'.length).replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  return `${headTags}    ${NOSCRIPT_CLICKS}\n  ${toRoot}${rendered.html}</div>${state}${afterRoot}`;
}

/** Adds the hashes to the document CSP's script-src that the security plugin set on this answer. */
function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]): void {
  const csp = reply.raw.getHeader('content-security-policy');
  if (hashes.length === 0 || typeof csp !== 'string' || !/script-src /.test(csp)) return;
  reply.raw.setHeader(
    'content-security-policy',
    csp.replace(/script-src [^;]*/, (directive) => `${directive} ${hashes.join(' ')}`),
  );
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  if (!given) return false;
  return given
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The server's part of every page (ADR 0029): the head, status and caching of a page from the API's
 * own services (the listing caches of ADR 0015, in process), robots.txt and the sitemaps.
 */
export function createPages(deps: {
  services: Services;
  db: Db;
  origin: string;
  contentCacheTtlMs: number;
  /** The web's server bundle; null: every page is the client-rendered shell with its head. */
  renderer?: ServerRenderer | null;
}) {
  const { services, origin } = deps;
  const renderer = deps.renderer ?? null;
  const callFor = createServerCall(deps);
  // A listing page, finished (rendered, its ETag, hashes and compressed forms), lives as long as its document in
  // the listing cache (a WeakMap: it goes with it).
  const finishedPages = new WeakMap<object, Map<string, FinishedPage>>();
  // A listing's document parsed once for the pages' heads (read only), for as long as the cache keeps it.
  const parsedDocuments = new WeakMap<object, unknown>();
  // A listing page's head (its description, prices, photos and structured data), made once per document: it was a
  // fifth of a cached car page's CPU made again for every request.
  const listingHeads = new WeakMap<object, PageHead>();
  const headOf = (source: object, make: () => PageHead): PageHead => {
    let head = listingHeads.get(source);
    if (!head) listingHeads.set(source, (head = make()));
    return head;
  };
  const repository = createPagesRepository(deps.db);
  const faq = createFaqService(createFaqRepository(deps.db), { cacheTtlMs: deps.contentCacheTtlMs });
  // The sitemaps' counts and pages, for the content TTL (a crawler reads them all at once).
  const sitemapCache = new TtlCache<string, string>({ ttlMs: deps.contentCacheTtlMs, maxEntries: 256 });

  const missing = (status: 404 | 410): PageAnswer => ({
    status,
    head: { ...noindexHead(), missingStatus: status },
    cacheControl: MISSING_HTML_CACHE,
    sharedCacheControl: MISSING_HTML_SHARED_CACHE,
    render: true,
  });
  const found = (head: PageHead): PageAnswer => ({
    status: 200,
    head,
    cacheControl: PUBLIC_HTML_CACHE,
    sharedCacheControl: PUBLIC_HTML_SHARED_CACHE,
    render: true,
  });

  /** A listing's detail from its service's cache, or why there is none (404 never listed, 410 withdrawn). */
  async function listing<T>(table: ListingTable, id: string): Promise<{ data: T; source: object } | 404 | 410> {
    try {
      const json = table === 'cars' ? await services.cars.show(id) : await services.spots.show(id);
      let data = parsedDocuments.get(json);
      if (data === undefined) parsedDocuments.set(json, (data = JSON.parse(json.text) as unknown));
      return { data: data as T, source: json };
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== 'CAR_NOT_FOUND' && error.code !== 'SPOT_NOT_FOUND')) throw error;
      return (await repository.absence(table, id)) === 'withdrawn' ? 410 : 404;
    }
  }

  async function answer(match: PageMatch, url: URL, requestCall: ServerCall): Promise<PageAnswer> {
    switch (match.kind) {
      case 'home':
        return found(homeHead(origin));
      case 'search':
        return found(searchHead(origin, match.target, url.searchParams));
      case 'car': {
        const car = await listing<CarDetail>('cars', match.id);
        return typeof car === 'number'
          ? missing(car)
          : { ...found(headOf(car.source, () => carHead(origin, car.data))), source: car.source };
      }
      case 'spot': {
        const spot = await listing<SpotDetail>('spots', match.id);
        return typeof spot === 'number'
          ? missing(spot)
          : { ...found(headOf(spot.source, () => spotHead(origin, spot.data))), source: spot.source };
      }
      case 'listingReviews': {
        const detail = await listing<{ title: string }>(match.target === 'car' ? 'cars' : 'spots', match.id);
        if (typeof detail === 'number') return missing(detail);
        return found(simpleHead(origin, `/${match.target}/${match.id}/reviews`, `${detail.data.title}のレビュー`));
      }
      case 'review': {
        // Read once for the head and the rendering (the request's call): a review not published is a 404.
        const review = await requestCall(showReview, { reviewId: match.id }).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'REVIEW_NOT_FOUND') return null;
          throw error;
        });
        if (!review) return missing(404);
        return found(simpleHead(origin, `/reviews/${match.id}`, `レビューの詳細｜${review.listing.title}`));
      }
      case 'faq':
        return found(faqHead(origin, (await faq.list({ limit: 100, offset: 0 })).items));
      case 'static':
        return found(simpleHead(origin, match.path, match.title, match.description));
      case 'content': {
        const head = await contentPageHead(origin, match.page, url, requestCall);
        return head === 404 ? missing(404) : found(head);
      }
      case 'private':
        return { status: 200, head: noindexHead(), cacheControl: PRIVATE_HTML_CACHE, render: false };
      case 'notFound':
        return missing(404);
    }
  }

  /** The answer of a page address; a failure to read its data gives the plain shell (the client renders as before), logged. */
  async function answerOf(request: FastifyRequest, requestCall?: ServerCall): Promise<PageAnswer> {
    requestCall ??= oncePerRequest(callFor(await viewerOf(request)));
    const url = new URL(request.url, origin);
    try {
      return await answer(matchPage(url.pathname), url, requestCall);
    } catch (error) {
      request.log.error({ err: error }, 'ページの head を用意できませんでした（クライアント描画の画面を返します）');
      return {
        status: 200,
        head: { ...noindexHead(), noindex: false, title: documentTitle() },
        cacheControl: PRIVATE_HTML_CACHE,
        render: false,
      };
    }
  }

  /** Sends a page: the shell with its head, its status, Cache-Control and an ETag (304 when the client's matches). */
  /**
   * The page's screen from the web's server bundle: a public page with its data and hydration state,
   * a 404/410 with the error screen. Null (the client renders the shell) without a renderer, for
   * signed-in screens, and on any rendering error, which is logged: never a blank page.
   */
  async function rendered(request: FastifyRequest, page: PageAnswer, requestCall: ServerCall): Promise<Rendered | null> {
    if (!renderer || !page.render) return null;
    try {
      const hydrate = page.status === 200;
      const result = await renderer.render({ url: hydrate ? request.url : NOT_FOUND_PATH, call: requestCall, hydrate });
      return { html: result.html, state: hydrate ? result.state : null };
    } catch (error) {
      request.log.error({ err: error }, 'サーバーでの描画に失敗しました（クライアント描画の画面を返します）');
      return null;
    }
  }

  /** The page as it goes out: kept with its listing's document when it has one, else made for this request. */
  async function finished(request: FastifyRequest, page: PageAnswer, shell: Shell, requestCall: ServerCall): Promise<FinishedPage> {
    const kept = page.source ? finishedPages.get(page.source) : undefined;
    const hit = kept?.get(request.url);
    if (hit) return hit;
    const made = finishPage(pageHtml(shell, page.head, await rendered(request, page, requestCall)));
    if (page.source) {
      const byUrl = kept ?? new Map<string, FinishedPage>();
      if (byUrl.size >= PAGES_PER_SOURCE) byUrl.delete(byUrl.keys().next().value!);
      byUrl.set(request.url, made);
      finishedPages.set(page.source, byUrl);
    }
    return made;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, shell: Shell) {
    // The head and the rendering read the page's data once (a content item's view is counted once).
    const requestCall = oncePerRequest(callFor(await viewerOf(request)));
    const page = await answerOf(request, requestCall);
    const done = await finished(request, page, shell, requestCall);
    reply.header('cache-control', page.cacheControl).header('etag', done.etag).header('vary', 'accept, accept-encoding');
    if (page.sharedCacheControl) reply.header('cdn-cache-control', page.sharedCacheControl);
    allowInlineScripts(reply, done.scriptHashes);
    if (page.head.noindex) reply.header('x-robots-tag', 'noindex');
    if (page.status === 200 && matchesEtag(request, done.etag)) return reply.code(304).send();
    const { body, encoding } = encodedBody(done, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(page.status).type('text/html; charset=utf-8').send(body);
  }

  async function sitemapIndex(): Promise<string> {
    return sitemapCache.get('index', async () => {
      const [carCount, spotCount] = await Promise.all([repository.countListed('cars'), repository.countListed('spots')]);
      const pages = (n: number) => Math.max(1, Math.ceil(n / SITEMAP_PAGE_SIZE));
      const locations = [`${origin}/sitemap-pages.xml`, `${origin}/sitemap-content.xml`];
      for (let i = 1; i <= pages(carCount); i++) locations.push(`${origin}/sitemap-cars-${i}.xml`);
      for (let i = 1; i <= pages(spotCount); i++) locations.push(`${origin}/sitemap-spots-${i}.xml`);
      return sitemapIndexXml(locations);
    });
  }

  /** One sitemap of listings (1-based page); null past the last one. */
  async function listingSitemap(table: ListingTable, page: number): Promise<string | null> {
    const xml = await sitemapCache.get(`${table}:${page}`, async () => {
      const rows = await repository.pageListed(table, SITEMAP_PAGE_SIZE, (page - 1) * SITEMAP_PAGE_SIZE);
      if (rows.length === 0 && page > 1) return '';
      const path = table === 'cars' ? 'car' : 'spot';
      return urlSetXml(rows.map((row) => ({ loc: `${origin}/${path}/${row.id}`, lastmod: row.updatedAt })));
    });
    return xml === '' ? null : xml;
  }

  const pagesSitemap = () => urlSetXml(sitemapPaths().map((path) => ({ loc: `${origin}${path}` })));

  /** The published articles, news and interviews, and the categories and tags with published articles. */
  async function contentSitemap(): Promise<string> {
    return sitemapCache.get('content', async () => {
      const { items, categories, tags } = await repository.publishedContent(SITEMAP_PAGE_SIZE);
      return urlSetXml([
        ...items.map((item) => ({ loc: `${origin}${CONTENT_ITEM_PATHS[item.kind]}${item.slug}`, lastmod: item.updatedAt })),
        ...categories.map((slug) => ({ loc: `${origin}/articles/category/${slug}` })),
        ...tags.map((slug) => ({ loc: `${origin}/articles/tag/${slug}` })),
      ]);
    });
  }

  return { send, answerOf, sitemapIndex, listingSitemap, pagesSitemap, contentSitemap, robots: () => robotsTxt(origin) };
}

export type Pages = ReturnType<typeof createPages>;

/** robots.txt and the sitemaps (an index, the fixed pages, the listings paged by SITEMAP_PAGE_SIZE), revalidated hourly by crawlers. */
export const pagesPlugin = fp<{ pages: Pages }>(
  async (app, { pages }) => {
    const xml = (reply: FastifyReply, body: string) =>
      reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
    app.get('/robots.txt', (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(pages.robots()),
    );
    app.get('/sitemap.xml', async (_request, reply) => xml(reply, await pages.sitemapIndex()));
    app.get('/sitemap-pages.xml', (_request, reply) => xml(reply, pages.pagesSitemap()));
    app.get('/sitemap-content.xml', async (_request, reply) => xml(reply, await pages.contentSitemap()));
    for (const table of ['cars', 'spots'] as const) {
      app.get<{ Params: { page: string } }>(`/sitemap-${table}-:page(^\\d{1,6}).xml`, async (request, reply) => {
        const page = Number(request.params.page);
        const body = page >= 1 ? await pages.listingSitemap(table, page) : null;
        if (body === null)
          return reply.code(404).header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send('Not Found');
        return xml(reply, body);
      });
    }
  },
  { name: 'pages' },
);
