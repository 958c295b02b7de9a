import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { endpoints, type Endpoint } from '@kurumatabi/contract';
import { buildOpenApiDocument } from '@kurumatabi/contract/openapi';
import fp from 'fastify-plugin';

/**
 * `/v1/openapi.json`, generated from the contract's registry, and a reference UI at `/docs`.
 * @fastify/swagger runs in static mode: the document comes from the contract, not from Fastify's
 * route schemas (our routes validate with zod).
 */
export const openApiPlugin = fp<{
  version: string;
  secure: boolean;
  /** The endpoints this app serves; all of the registry unless some are left out (the sandbox's without PAYMENT_PROVIDER=sandbox). */
  endpoints?: readonly Endpoint[];
}>(
  async (app, options) => {
    const document = buildOpenApiDocument(options.endpoints ?? endpoints, { version: options.version });
    await app.register(swagger, {
      mode: 'static',
      specification: { document: document as unknown as StaticDocumentSpec['document'] },
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
      // The UI pages carry their own CSP (hashes of swagger-ui's inline code).
      staticCSP: true,
      transformStaticCSP: (header) => (options.secure ? header : header.replace(/\s*upgrade-insecure-requests;?/, '')),
    });
    app.get('/v1/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
  },
  { name: 'openapi' },
);
