import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '../../http/send-error.js';
import { UUID_PATTERN } from '../../lib/uuid.js';
import type { ImagesService } from './images.service.js';
import { verifyPrivateUrl } from './signed-url.js';

const params = new RegExp(`^(${UUID_PATTERN})$`);

function send(reply: FastifyReply, bytes: Buffer, cacheControl: string) {
  return reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'same-origin')
    .type('image/webp')
    .send(bytes);
}

/** `<width>.webp`: any stored width, from a 1-pixel-wide image up to 9999. */
const variantFile = /^([1-9]\d{0,3})\.webp$/;

/**
 * Serving images (ADR 0012): public ones at stable URLs cached for a year (an id's bytes never
 * change); private ones only with an unexpired HMAC signature, never cached by shared caches.
 */
export function mountImageServing(app: FastifyInstance, deps: { images: ImagesService; imageUrlSecret: string; now: () => Date }) {
  app.get<{ Params: { id: string; file: string } }>('/images/public/:id/:file', async (request, reply) => {
    const width = variantFile.exec(request.params.file)?.[1];
    if (!params.test(request.params.id) || !width) return sendError(reply, 'NOT_FOUND');
    const bytes = await deps.images.read(request.params.id, Number(width), 'Public');
    if (!bytes) return sendError(reply, 'NOT_FOUND');
    return send(reply, bytes, 'public, max-age=31536000, immutable');
  });

  app.get<{ Params: { id: string; file: string }; Querystring: { exp?: string; sig?: string } }>(
    '/images/private/:id/:file',
    async (request, reply) => {
      const width = variantFile.exec(request.params.file)?.[1];
      const { exp, sig } = request.query;
      if (!params.test(request.params.id) || !width) return sendError(reply, 'NOT_FOUND');
      const nowSeconds = Math.floor(deps.now().getTime() / 1000);
      if (!exp || !sig || !verifyPrivateUrl(deps.imageUrlSecret, request.params.id, Number(width), Number(exp), sig, nowSeconds)) {
        return sendError(reply, 'FORBIDDEN', { message: 'この画像を表示する権限がないか、URL の有効期限が切れています。' });
      }
      const bytes = await deps.images.read(request.params.id, Number(width), 'Private');
      if (!bytes) return sendError(reply, 'NOT_FOUND');
      return send(reply, bytes, 'private, max-age=300, no-transform');
    },
  );
}
