import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../http/send-error.js';

/**
 * CORS for the one configured origin (ADR 0018, defect 9 of issue 11).
 *
 * The SPA is served from the API's own origin; CORS only matters when the public URL differs from
 * the address a browser used (a CDN in front, a separate web host). So the headers go on an answer
 * only when the request names the allowed origin: same-origin page loads, images, probes and
 * programs without an Origin pay nothing. (@fastify/cors set three headers and merged Vary on every
 * answer, and answered a bad preflight in plain text outside the envelope.)
 *
 * A preflight (OPTIONS with Origin and Access-Control-Request-Method):
 * - from the allowed origin for an allowed method: 204 with the allowed headers, cached 10 minutes;
 * - for another method: 400 in the envelope, naming the methods;
 * - from another origin: 403 in the envelope, without any CORS header (the browser refuses).
 * An OPTIONS that is not a preflight finds no route: 404 in the envelope, as any unknown request.
 */
export interface CorsOptions {
  /** The only origin allowed to call the API from a browser (PUBLIC_URL's origin). */
  origin: string;
}

const METHODS = ['GET', 'HEAD', 'POST'];
const ALLOWED_HEADERS = 'content-type, authorization, x-request-id, idempotency-key';
const EXPOSED_HEADERS = 'x-request-id, retry-after';
const MAX_AGE_SECONDS = '600';

/**
 * The CORS headers of an answer to the allowed origin (nothing for any other request). Called from the
 * security plugin's one onRequest hook, beside the other answer headers: a hook per concern cost a
 * hook run per request each (ADR 0018).
 */
export function corsHeaders(origin: string): (request: IncomingHttpHeaders, response: ServerResponse) => void {
  const allowed = new URL(origin).origin;
  return (request, response) => {
    if (request.origin !== allowed) return;
    response.setHeader('access-control-allow-origin', allowed);
    response.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
    response.setHeader('vary', 'Origin');
  };
}

/** The preflight route (every path's OPTIONS). */
export const corsPreflightPlugin = fp<CorsOptions>(
  async (app, { origin }) => {
    const allowed = new URL(origin).origin;
    app.options('*', (request, reply) => preflight(request, reply, allowed));
  },
  { name: 'cors-preflight' },
);

function preflight(request: FastifyRequest, reply: FastifyReply, allowed: string) {
  const method = request.headers['access-control-request-method'];
  if (request.headers.origin === undefined || method === undefined) return sendError(reply, 'NOT_FOUND');
  if (request.headers.origin !== allowed) {
    return sendError(reply, 'FORBIDDEN', { message: 'このサイトからは API を呼び出せません。' });
  }
  if (!METHODS.includes(method.toUpperCase())) {
    return sendError(reply, 'METHOD_NOT_ALLOWED', { message: `API は ${METHODS.join('・')} のみに対応しています。` });
  }
  return reply
    .header('access-control-allow-methods', METHODS.join(', '))
    .header('access-control-allow-headers', ALLOWED_HEADERS)
    .header('access-control-max-age', MAX_AGE_SECONDS)
    .code(204)
    .send();
}
