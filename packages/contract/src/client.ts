import type { Endpoint, Input, Output } from './endpoint.js';
import { errorTable, isErrorEnvelope, type ErrorCode, type ErrorDetail } from './errors.js';

/** An error answered by the API (or the network), carrying the envelope's code. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly status: number,
    readonly details?: ErrorDetail[],
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

export type CallApi = <E extends Endpoint>(
  endpoint: E,
  body: Input<E>,
  init?: { signal?: AbortSignal; headers?: Record<string, string> },
) => Promise<Output<E>>;

/**
 * The typed client. It does not validate the body (the server does, with the same schema), but it
 * refuses a missing one locally: the message names `<operation>Request` and the operation.
 */
export function createClient(options: ClientOptions): CallApi {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async (endpoint, body, init) => {
    if (body === null || body === undefined) throw new RequiredError(`${endpoint.name}Request`, endpoint.name);
    const headers: Record<string, string> = { 'content-type': 'application/json', ...init?.headers };
    if (endpoint.access !== 'public' && options.getToken) {
      const token = await options.getToken();
      if (token) headers.authorization = `Bearer ${token}`;
    }
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${endpoint.path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: init?.signal,
      });
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new ApiError('NETWORK_ERROR', '通信に失敗しました。ネットワーク接続を確認してください。', 0);
    }
    const text = await response.text();
    const payload: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) {
      if (isErrorEnvelope(payload)) {
        throw new ApiError(payload.error.code, payload.error.message, response.status, payload.error.details);
      }
      const code: ErrorCode = response.status === 404 ? 'NOT_FOUND' : response.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
      throw new ApiError(code, errorTable[code].message, response.status);
    }
    return payload as Output<typeof endpoint>;
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
