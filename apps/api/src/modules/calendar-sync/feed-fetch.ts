import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Reads another platform's iCal feed for the import (ADR 0057) without letting a host's URL reach inside our
 * network (SSRF): http(s) only, the address checked at connect time by request-filtering-agent (after DNS, so a
 * name that resolves to a private, loopback or link-local address is refused, and a rebinding name cannot switch
 * between the check and the connection), at every redirect hop (at most 3), a 10 s deadline for the whole read and
 * 1 MB of body. Development and tests may read their own loopback servers (`allowPrivate`); production never.
 */

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 1_000_000;
export const FEED_MAX_REDIRECTS = 3;

export type FeedReadFailure = 'address' | 'private' | 'status' | 'too-large' | 'timeout' | 'network' | 'redirects';

/** Why a read failed, in words a host understands. */
const failureMessages: Record<FeedReadFailure, string> = {
  address: 'http:// または https:// の URL ではありません。',
  private: 'この URL には接続できません（社内・ローカルのアドレスは登録できません）。',
  status: 'カレンダーの配信元がエラーを返しました',
  'too-large': 'カレンダーが大きすぎます（1MB まで）。',
  timeout: '10秒以内に応答がありませんでした。',
  network: 'カレンダーの配信元に接続できませんでした。',
  redirects: '転送（リダイレクト）が多すぎます。',
};

export class FeedReadError extends Error {
  constructor(
    readonly failure: FeedReadFailure,
    detail?: string,
  ) {
    super(detail ? `${failureMessages[failure]}（${detail}）` : failureMessages[failure]);
  }
}

export type FeedRead = { kind: 'unchanged' } | { kind: 'read'; text: string; etag: string | null; lastModified: string | null };

export interface FeedFetchOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

interface Validators {
  etag: string | null;
  lastModified: string | null;
}

function agentsFor(allowPrivate: boolean) {
  const options = { allowPrivateIPAddress: allowPrivate, allowMetaIPAddress: false, keepAlive: false };
  return { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
}

function headerText(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value.length <= 500 ? value : null;
}

/** One request of the read: the response's redirect target, or its body. */
function requestOnce(
  url: URL,
  validators: Validators,
  agents: ReturnType<typeof agentsFor>,
  signal: AbortSignal,
  maxBytes: number,
): Promise<{ redirect: string } | FeedRead> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Kurumatabi-CalendarSync/1.0' };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    const request = client.get(url, { agent: url.protocol === 'https:' ? agents.https : agents.http, headers, signal }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304) {
        response.resume();
        const location = response.headers.location;
        if (!location) return reject(new FeedReadError('status', `HTTP ${status}`));
        return resolve({ redirect: new URL(location, url).toString() });
      }
      if (status === 304) {
        response.resume();
        return resolve({ kind: 'unchanged' });
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return reject(new FeedReadError('status', `HTTP ${status}`));
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        return reject(new FeedReadError('too-large'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          reject(new FeedReadError('too-large'));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          kind: 'read',
          text: Buffer.concat(chunks).toString('utf8'),
          etag: headerText(response.headers.etag),
          lastModified: headerText(response.headers['last-modified']),
        }),
      );
      response.on('error', (error) => reject(error));
    });
    request.on('error', (error) => reject(error));
  });
}

function asReadError(error: unknown, signal: AbortSignal): FeedReadError {
  if (error instanceof FeedReadError) return error;
  if (signal.aborted) return new FeedReadError('timeout');
  const message = error instanceof Error ? error.message : '';
  // request-filtering-agent's refusal: "DNS lookup … is not allowed. Because, It is private IP address."
  if (/is not allowed/i.test(message)) return new FeedReadError('private');
  return new FeedReadError('network');
}

/** Reads `address`, following at most FEED_MAX_REDIRECTS redirects, each hop checked the same way. */
export async function fetchFeed(address: string, validators: Validators, options: FeedFetchOptions): Promise<FeedRead> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  const agents = agentsFor(options.allowPrivate);
  let current = address;
  try {
    for (let hop = 0; hop <= FEED_MAX_REDIRECTS; hop++) {
      let url: URL;
      try {
        url = new URL(current);
      } catch {
        throw new FeedReadError('address');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedReadError('address');
      // A redirect elsewhere must not carry the first address's validators.
      const outcome = await requestOnce(
        url,
        hop === 0 ? validators : { etag: null, lastModified: null },
        agents,
        signal,
        options.maxBytes ?? FEED_MAX_BYTES,
      );
      if (!('redirect' in outcome)) return outcome;
      current = outcome.redirect;
    }
    throw new FeedReadError('redirects');
  } catch (error) {
    throw asReadError(error, signal);
  } finally {
    agents.http.destroy();
    agents.https.destroy();
  }
}
