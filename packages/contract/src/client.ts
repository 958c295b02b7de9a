import type { Endpoint, Input, Output } from './endpoint.js';
import { errorsWithoutEnvelope, hasErrorEnvelopeShape, type ErrorDetail } from './error-envelope.js';
import type { ErrorCode } from './errors.js';

/** An error answered by the API (or the network), carrying the envelope's code. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly status: number,
    readonly details?: ErrorDetail[],
    /** For 429 RATE_LIMITED: the seconds the API asked to wait (its Retry-After header), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Thrown before any request when a body is missing (spec §5). */
export class RequiredError extends Error {
  constructor(
    readonly field: string,
    call: string,
  ) {
    super(`Required parameter ${field} was null or undefined when calling ${call}.`);
    this.name = 'RequiredError';
  }
}

export interface ClientOptions {
  /** Origin of the API, '' for same-origin. */
  baseUrl: string;
  /** Returns the current ID token, or null when signed out. */
  getToken?: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export interface CallInit {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Upload progress of a multipart call, 0–1. When given (and XMLHttpRequest exists, i.e. in a
   * browser), the call is sent with XMLHttpRequest, whose upload events fetch does not offer.
   */
  onUploadProgress?: (fraction: number) => void;
}

export type CallApi = <E extends Endpoint>(endpoint: E, body: Input<E>, init?: CallInit) => Promise<Output<E>>;

/**
 * The request body of a call: JSON text, or FormData for the uploads (each field of the input
 * becomes a part; Blobs as files). The browser sets the multipart Content-Type with its boundary.
 */
export function encodeBody(endpoint: Endpoint, body: unknown): { body: string | FormData; contentType: string | null } {
  if (endpoint.body !== 'multipart') return { body: JSON.stringify(body), contentType: 'application/json' };
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  }
  return { body: form, contentType: null };
}

interface RawResponse {
  ok: boolean;
  status: number;
  text: string;
  /** The Retry-After header (a 429 or 503 says when to come back). */
  retryAfter: string | null;
}

/** The part of the browser's XMLHttpRequest used here (the contract compiles without the DOM library). */
interface XhrLike {
  status: number;
  responseText: string;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  getResponseHeader(name: string): string | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: string | FormData): void;
  abort(): void;
}

function xhrConstructor(): (new () => XhrLike) | undefined {
  return (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;
}

function sendWithProgress(
  Xhr: new () => XhrLike,
  url: string,
  headers: Record<string, string>,
  body: string | FormData,
  init: CallInit & { onUploadProgress: (fraction: number) => void },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) init.onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        text: xhr.responseText,
        retryAfter: xhr.getResponseHeader('retry-after'),
      });
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * The typed client. It does not validate the body (the server does, with the same schema), but it
 * refuses a missing one locally: the message names `<operation>Request` and the operation.
 */
export function createClient(options: ClientOptions): CallApi {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async (endpoint, body, init) => {
    if (body === null || body === undefined) throw new RequiredError(`${endpoint.name}Request`, endpoint.name);
    const encoded = encodeBody(endpoint, body);
    const headers: Record<string, string> = { ...(encoded.contentType ? { 'content-type': encoded.contentType } : {}), ...init?.headers };
    if (endpoint.access !== 'public' && options.getToken) {
      const token = await options.getToken();
      if (token) headers.authorization = `Bearer ${token}`;
    }
    const url = `${options.baseUrl}${endpoint.path}`;
    let response: RawResponse;
    try {
      const onUploadProgress = init?.onUploadProgress;
      const Xhr = xhrConstructor();
      if (onUploadProgress && Xhr) {
        response = await sendWithProgress(Xhr, url, headers, encoded.body, { ...init, onUploadProgress });
      } else {
        const fetched = await doFetch(url, { method: 'POST', headers, body: encoded.body, signal: init?.signal });
        response = { ok: fetched.ok, status: fetched.status, text: await fetched.text(), retryAfter: fetched.headers.get('retry-after') };
      }
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new ApiError('NETWORK_ERROR', '通信に失敗しました。ネットワーク接続を確認してください。', 0);
    }
    const text = response.text;
    const payload: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) {
      if (hasErrorEnvelopeShape(payload)) {
        throw new ApiError(
          payload.error.code as ErrorCode,
          payload.error.message,
          response.status,
          payload.error.details,
          retryAfterSeconds(response.retryAfter),
        );
      }
      const code: keyof typeof errorsWithoutEnvelope =
        response.status === 404 ? 'NOT_FOUND' : response.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
      throw new ApiError(code, errorsWithoutEnvelope[code].message, response.status);
    }
    return payload as Output<typeof endpoint>;
  };
}

/** Retry-After in seconds (the API sends whole seconds; an HTTP date is not used by it). */
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || !/^\d{1,6}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
