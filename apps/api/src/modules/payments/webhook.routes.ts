import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider, ProviderEvent } from './payment-port.js';
import { WebhookSignatureError } from './payment-port.js';

/** Stripe's events are a few KB; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The processor's webhook (ADR 0036), through Fastify's lifecycle like every request: an
 * encapsulated plugin whose JSON parser keeps the raw bytes, because the signature is over them.
 * A bad signature is 400 and changes nothing; an event is applied once per id.
 */
export function paymentWebhookRoutes(deps: {
  provider: PaymentProvider;
  apply: (event: ProviderEvent) => Promise<'applied' | 'duplicate'>;
}): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    app.post('/v1/payments/webhook', async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: ProviderEvent;
      try {
        if (!Buffer.isBuffer(request.body)) throw new WebhookSignatureError('no body');
        event = deps.provider.parseWebhook(request.body, Array.isArray(signature) ? undefined : signature);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, '署名を確認できない決済 Webhook を拒否しました (webhook signature refused)');
        const message = '署名を確認できませんでした。';
        return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message, details: [{ path: 'stripe-signature', message }] } });
      }
      const outcome = await deps.apply(event);
      return reply.code(200).send({ received: true, duplicate: outcome === 'duplicate' });
    });
  };
}
