import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { RUNTIME_CONFIG_PLACEHOLDER, type RuntimeConfig } from '@kurumatabi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

export interface WebDist {
  dir: string;
  /** index.html with the runtime config filled in, ready to send. */
  indexHtml: string;
}

export function runtimeConfigOf(config: Config): RuntimeConfig {
  return {
    firebase: { apiKey: config.firebase.apiKey, authDomain: config.firebase.authDomain, projectId: config.firebase.projectId },
    authEmulatorUrl: config.firebase.authEmulatorHost ? `http://${config.firebase.authEmulatorHost}` : null,
    tokenSyncUrl: config.tokenSyncUrl,
    payments: {
      provider: config.payments.provider,
      stripePublishableKey: config.payments.provider === 'stripe' ? config.payments.publishableKey : null,
    },
  };
}

/** Reads the built web app once at start; null when there is none (the API then serves only /v1). */
export async function loadWebDist(config: Config): Promise<WebDist | null> {
  const indexPath = path.join(config.webDistDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const template = await readFile(indexPath, 'utf8');
  // `<` escaped so no value can close the script tag; a replacer function so `$&` in a value stays literal.
  const json = JSON.stringify(runtimeConfigOf(config)).replace(/</g, '\\u003c');
  return { dir: config.webDistDir, indexHtml: template.replace(RUNTIME_CONFIG_PLACEHOLDER, () => json) };
}

export function sendIndex(reply: FastifyReply, web: WebDist) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(web.indexHtml);
}

/** The media types an Accept header asks for (parameters and weights dropped; those refused with q=0 left out). */
function acceptedTypes(accept: string): string[] {
  return accept
    .split(',')
    .map((range) => range.trim().toLowerCase())
    .filter((range) => range !== '' && !/;\s*q\s*=\s*0(\.0*)?\s*(;|$)/.test(range))
    .map((range) => range.split(';')[0]!.trim());
}

/**
 * Whether a GET asks for a page (issue 32): yes unless the client asks for JSON only (it names application/json or a
 * `+json` type and not text/html). No Accept, `*\/*` and the crawlers' headers (curl, facebookexternalhit, Twitterbot,
 * LINE, Slackbot, Googlebot: apps/api/src/pages/crawlers.test.ts) get the page with its OGP tags. A path with a file
 * extension (a missing favicon.ico, an old asset) is a page only when it names text/html.
 */
export function asksForPage(accept: string | undefined, pathname: string): boolean {
  const types = acceptedTypes(accept ?? '');
  if (types.includes('text/html')) return true;
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  return !types.some((type) => type === 'application/json' || type.endsWith('+json'));
}

/** An unknown path the SPA should answer: a page navigation, not the API, not a missing asset. */
export function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/v1' || pathname.startsWith('/v1/') || pathname.startsWith('/assets/')) return false;
  return asksForPage(request.headers.accept, pathname);
}

/**
 * Serves the built SPA: hashed files under /assets precompressed (.br / .gz written by the build)
 * and cached for a year; everything else at the root revalidated; /index.html never cached. Pages
 * (the home page here, the others through the not-found fallback) come from src/pages (ADR 0029):
 * public ones cached for a minute with an ETag, so a new deployment shows within that.
 */
export const webPlugin = fp<{ web: WebDist; sendPage?: (request: FastifyRequest, reply: FastifyReply) => unknown }>(
  async (app, { web, sendPage }) => {
    // The home page as a page (its head, status and caching, ADR 0029) when the app gives one; else the shell.
    app.get('/', (request, reply) => (sendPage ? sendPage(request, reply) : sendIndex(reply, web)));
    app.get('/index.html', (_request, reply) => sendIndex(reply, web));
    // Hashed files: cached for a year and never revalidated, so no ETag or Last-Modified (bytes on every file).
    await app.register(fastifyStatic, {
      root: path.join(web.dir, 'assets'),
      prefix: '/assets/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
    // The few files at the root (the icon), each its own route, listed once at start: a wildcard made every
    // page address (/car/…, /search-rv) look for a file first, several stat(2) and a readdir(2) a page, a third of the
    // CPU of a cached car page (ADR 0029). index.html has its route above; /assets has its own plugin.
    await app.register(fastifyStatic, {
      root: web.dir,
      prefix: '/',
      index: false,
      wildcard: false,
      globIgnore: ['index.html', 'index.html.*', 'assets/**', '**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      decorateReply: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  },
  { name: 'web' },
);
