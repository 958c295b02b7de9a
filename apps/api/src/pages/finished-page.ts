import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A page's HTML as it goes out (ADR 0029): its bytes, ETag and the CSP hashes of React's inline
 * scripts, computed once, and its compressed forms made on first demand. A listing page keeps one
 * with its document in the listing cache, so a repeated visit costs a lookup and a write; other
 * pages make one per request.
 */
export interface FinishedPage {
  readonly body: Buffer;
  readonly etag: string;
  readonly scriptHashes: readonly string[];
  /** Brotli and gzip forms, made when a browser first asks for them. */
  encoded: { br?: Buffer; gzip?: Buffer };
}

/** A strong ETag of a body: its SHA-1, base64url. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The CSP hashes of React's own inline scripts in a rendered page (the reveal of a large Suspense
 * boundary, which React writes after the rest even in a complete render): only these exact scripts
 * may run. Data never makes a bare `<script>`: React escapes text, JSON goes in typed script tags.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

export function finishPage(html: string): FinishedPage {
  const body = Buffer.from(html);
  return { body, etag: etagOf(body), scriptHashes: inlineScriptHashes(html), encoded: {} };
}

/**
 * Brotli at quality 5: within a few milliseconds for a 100 KB page, most of quality 11's gain (an HTML page of
 * listings shrinks six- to eightfold). What a phone on a slow line waits for before it paints.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/** The codings an Accept-Encoding header allows (a coding given `q=0` is refused). */
function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding);
  }
  return accepted;
}

/** The body in the best encoding the request accepts (brotli, then gzip, else as it is). */
export function encodedBody(page: FinishedPage, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('br')) return { body: (page.encoded.br ??= brotliCompressSync(page.body, BROTLI_OPTIONS)), encoding: 'br' };
  if (accepted.has('gzip')) return { body: (page.encoded.gzip ??= gzipSync(page.body)), encoding: 'gzip' };
  return { body: page.body, encoding: null };
}
