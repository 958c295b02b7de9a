import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  listArticle,
  listArticleByCategory,
  listArticleByTag,
  listArticleOverview,
  listNewArticle,
  listNews,
  listOwnerInterview,
  listPopularArticle,
  listPopularArticleCategory,
  listPopularArticleTag,
  searchArticles,
  showArticle,
  showLatestNews,
  showNews,
  showOwnerInterview,
  listCar,
  listFaq,
  listReview,
  listSpot,
  showCar,
  showPopularCars,
  showPopularSpots,
  showPrivacyPolicy,
  showReview,
  showReviewSummary,
  showShareContract,
  showSpot,
  showTerms,
  type Endpoint,
  type Input,
  type Output,
} from '@kurumatabi/contract';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { JsonText } from '../http/json-text.js';
import { createFaqRepository } from '../modules/faq/faq.repository.js';
import { createFaqService } from '../modules/faq/faq.service.js';
import { createLegalRepository } from '../modules/legal/legal.repository.js';
import { createLegalService } from '../modules/legal/legal.service.js';
import type { ContentViewer } from '../modules/content/content-views.js';
import type { Services } from '../modules/services.js';

/** A public call answered in this process: the web's server entry fills the page's query cache with it (ADR 0029). */
export type ServerCall = <E extends Endpoint>(endpoint: E, input: Input<E>) => Promise<Output<E>>;

/** What the web's server bundle (apps/web/src/entry-server.tsx) exports. */
export interface ServerRenderer {
  render(options: {
    url: string;
    call: ServerCall;
    hydrate?: boolean;
    timeoutMs?: number;
  }): Promise<{ status: number; html: string; state: string | null }>;
}

/** The server bundle beside the web build (dist-ssr next to dist), or null when it was not built: pages are then the shell. */
export async function loadServerRenderer(webDistDir: string): Promise<ServerRenderer | null> {
  const entry = path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as Partial<ServerRenderer>;
  return typeof module.render === 'function' ? (module as ServerRenderer) : null;
}

type Handler = (input: never, viewer: ContentViewer | null) => Promise<unknown>;

/** The same input written one way whatever its keys' order: the memo's key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * A page request's calls: the head and the rendering of one page ask the same things, answered
 * once (an article's view is counted once, its Markdown rendered once). Failures are not kept.
 */
export function oncePerRequest(call: ServerCall): ServerCall {
  const answers = new Map<string, Promise<unknown>>();
  return (<E extends Endpoint>(endpoint: E, input: Input<E>) => {
    const key = `${endpoint.path} ${stableJson(input)}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = call(endpoint, input);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer as Promise<Output<E>>;
  }) as ServerCall;
}

/**
 * The public calls a server-rendered page may need, answered by the same services and caches as
 * their routes (the listing caches of ADR 0015, the content caches of ADR 0008), never over HTTP.
 * The input is parsed by the endpoint's schema as the route would; a call not in the table is refused.
 * Made for the page's reader: an article, news item or interview it reads counts as their view (ADR 0044).
 */
export function createServerCall(deps: {
  services: Services;
  db: Db;
  contentCacheTtlMs: number;
}): (viewer: ContentViewer | null) => ServerCall {
  const { cars, spots } = deps.services;
  const faq = createFaqService(createFaqRepository(deps.db), { cacheTtlMs: deps.contentCacheTtlMs });
  const legal = createLegalService(createLegalRepository(deps.db), { cacheTtlMs: deps.contentCacheTtlMs });
  const handlers = new Map<string, { endpoint: Endpoint; handle: Handler }>();
  const add = <E extends Endpoint>(endpoint: E, handle: (input: z.output<E['input']>, viewer: ContentViewer | null) => Promise<unknown>) =>
    handlers.set(endpoint.path, { endpoint, handle: handle as Handler });
  add(showCar, (input) => cars.show(input.carId));
  add(showSpot, (input) => spots.show(input.spotId));
  add(listCar, (input) => cars.search(input));
  add(listSpot, (input) => spots.search(input));
  add(showPopularCars, (input) => cars.popular(input));
  add(showPopularSpots, (input) => spots.popular(input));
  add(listFaq, (input) => faq.list(input));
  add(showTerms, () => legal.showCurrent('Terms'));
  add(showPrivacyPolicy, () => legal.showCurrent('PrivacyPolicy'));
  add(showShareContract, () => legal.showCurrent('ShareContract'));
  // Articles, news and owner interviews (issue 15): the content service and its cache (ADR 0031).
  const content = deps.services.content;
  add(listArticle, (input) => content.listArticle(input));
  add(listArticleByCategory, (input) => content.listArticleByCategory(input));
  add(listArticleByTag, (input) => content.listArticleByTag(input));
  add(listArticleOverview, () => content.listArticleOverview());
  add(listNewArticle, (input) => content.listNewArticle(input));
  add(listPopularArticle, (input) => content.listPopularArticle(input));
  add(listPopularArticleCategory, (input) => content.listPopularArticleCategory(input));
  add(listPopularArticleTag, (input) => content.listPopularArticleTag(input));
  add(searchArticles, (input) => content.searchArticles(input));
  add(showArticle, (input, viewer) => content.showArticle(input.slug, viewer));
  add(listNews, (input) => content.listNews(input));
  add(showLatestNews, (input) => content.showLatestNews(input));
  add(showNews, (input, viewer) => content.showNews(input.slug, viewer));
  add(listOwnerInterview, (input) => content.listOwnerInterview(input));
  add(showOwnerInterview, (input, viewer) => content.showOwnerInterview(input.slug, viewer));

  // Reviews (issue 13): a listing's reviews page, the review list and a review are server-rendered with their data.
  const reviews = deps.services.reviews.reads;
  add(listReview, (input) => reviews.list(input));
  add(showReview, (input) => reviews.show(input.reviewId));
  add(showReviewSummary, (input) => reviews.summary(input));

  return (viewer) =>
    (async (endpoint: Endpoint, input: unknown) => {
      const known = handlers.get(endpoint.path);
      if (!known) throw new Error(`${endpoint.path} is not answered in process`);
      const answer = await known.handle(known.endpoint.input.parse(input) as never, viewer);
      // A stored document (JsonText) becomes the object the client's fetch would have parsed.
      return answer instanceof JsonText ? JSON.parse(answer.text) : answer;
    }) as ServerCall;
}
