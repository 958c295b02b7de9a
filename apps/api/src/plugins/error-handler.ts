import { endpoints, errorTable, type ErrorCode, type ErrorDetail } from '@kurumatabi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../http/app-error.js';
import { sendError } from '../http/send-error.js';
import { createThrottledWarning } from '../lib/throttled-warning.js';
import { zodDetails } from '../http/zod-details.js';

interface Classified {
  code: ErrorCode;
  /** PostgreSQL cannot be reached (stopped, restarting): 503 with Retry-After, one throttled log line. */
  databaseDown?: boolean;
  message?: string;
  details?: ErrorDetail[];
}

// Fastify's own errors (body parsing, limits) mapped to the contract's codes.
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_REQUIRED',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

const byStatus: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'INVALID_TOKEN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function classify(error: unknown): Classified {
  if (error instanceof AppError) return { code: error.code, message: error.message, details: error.details };
  if (error instanceof z.ZodError) return { code: 'VALIDATION_FAILED', details: zodDetails(error) };
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' && fastifyCodes[code]) return { code: fastifyCodes[code] };
  if (error instanceof SyntaxError && statusCode === 400) return { code: 'MALFORMED_JSON' };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { code: byStatus[statusCode] ?? 'VALIDATION_FAILED' };
  }
  if (isDatabaseUnavailable(error)) return { code: 'SERVICE_UNAVAILABLE', databaseDown: true };
  if (statusCode === 503) return { code: 'SERVICE_UNAVAILABLE' };
  return { code: 'INTERNAL' };
}

// Re-exported for the plugins that answer in the envelope themselves (health).
export { sendError };

const endpointPaths = new Set<string>(endpoints.map((e) => e.path));

/** A restart of PostgreSQL takes seconds: clients may try again after this. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const DATABASE_DOWN_LOG_PERIOD_MS = 10_000;

/**
 * The only place that knows HTTP errors: every failure leaves as the envelope of DESIGN.md §3.
 * A 500 says nothing about its cause; the cause goes to the log with the request id.
 */
export const errorHandlerPlugin = fp<{
  /** Answers unknown paths that are not the API's (the SPA); resolves true when it replied. */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}>(
  async (app, options) => {
    // While PostgreSQL is away every request fails the same way: one short line per period, with the count.
    const warnDatabaseDown = createThrottledWarning({
      periodMs: DATABASE_DOWN_LOG_PERIOD_MS,
      write: ({ count, detail }) =>
        app.log.warn({ count, detail }, 'PostgreSQL に接続できません: 503 で応答しています (database unavailable)'),
    });
    app.setErrorHandler(async (error, request, reply) => {
      const classified = classify(error);
      const status = errorTable[classified.code].status;
      if (classified.databaseDown) {
        warnDatabaseDown(error instanceof Error ? error.message : String(error));
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      } else if (status >= 500) {
        request.log.error({ err: error }, `request failed: ${classified.code}`);
      }
      // The message of an unexpected error may carry internals (SQL, paths): never send it.
      const message = classified.code === 'INTERNAL' ? undefined : classified.message;
      return sendError(reply, classified.code, { message, details: classified.details });
    });

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (options.fallback && (await options.fallback(request, reply))) return reply;
      // A POST that gets here names an endpoint this app does not serve (the sandbox's without PAYMENT_PROVIDER=sandbox).
      if (endpointPaths.has(pathname) && request.method !== 'POST') {
        // A known endpoint with the wrong method (every call is POST).
        reply.header('allow', 'POST');
        return sendError(reply, 'METHOD_NOT_ALLOWED');
      }
      return sendError(reply, 'NOT_FOUND');
    });
  },
  { name: 'error-handler' },
);
