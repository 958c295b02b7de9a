import type { FastifyRequest } from 'fastify';
import type { ContentViewer } from './content-views.js';

/**
 * The reader of a public content call or page (ADR 0044): the user its Bearer token proves, if it
 * carries one, and the client's address (through the trusted proxies, as the rate limits take it)
 * with its user agent.
 */
export async function viewerOf(request: FastifyRequest): Promise<ContentViewer> {
  return {
    userId: await request.server.identify(request),
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  };
}
