import { createHash } from 'node:crypto';
import type { EncodableBody } from '../http/encoded-body.js';

/**
 * A page's HTML as it goes out (ADR 0029): its bytes, ETag and the CSP hashes of React's inline
 * scripts, computed once, and its compressed forms made on first demand. A listing page keeps one
 * with its document in the listing cache, so a repeated visit costs a lookup and a write; other
 * pages make one per request.
 */
export interface FinishedPage extends EncodableBody {
  readonly etag: string;
  readonly scriptHashes: readonly string[];
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
