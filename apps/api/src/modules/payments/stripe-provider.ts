/**
 * The `stripe` adapter of the payment port (DESIGN.md §4a, issue 33, ADR 0037), on the official SDK. Manual-capture
 * PaymentIntents in JPY (a zero-decimal currency: the yen amount is sent as it is), separate charges and transfers
 * with `transfer_group` = the reservation, an idempotency key on every write, webhooks verified on the raw body.
 * `host` / `port` / `protocol` point the SDK at the loopback Stripe-compatible server in tests.
 */
import Stripe from 'stripe';
import { WebhookSignatureError, type PaymentIntentView, type PaymentProvider, type ProviderEvent } from './payment-port.js';
import { toIntentView, toPortError, toRefundView } from './stripe-mapping.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** Every answer about an intent carries its latest charge: the card, the hold's deadline and the amounts live there. */
const EXPAND_CHARGE = ['latest_charge'];

/** Objects whose events are about an intent, and where they name it. */
function intentIdOf(object: { object?: unknown; id?: unknown; payment_intent?: unknown }): string | null {
  if (object.object === 'payment_intent') return typeof object.id === 'string' ? object.id : null;
  if (object.object !== 'charge' && object.object !== 'refund') return null;
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  if (typeof intent === 'object' && intent !== null && 'id' in intent && typeof intent.id === 'string') return intent.id;
  return null;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toPortError(error);
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    // Pinned to the SDK's own version, so the shapes its types describe are the shapes the API answers with.
    apiVersion: Stripe.API_VERSION,
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.protocol === undefined ? {} : { protocol: options.protocol }),
    ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
    ...(options.maxNetworkRetries === undefined ? {} : { maxNetworkRetries: options.maxNetworkRetries }),
    appInfo: { name: 'kurumatabi' },
  });

  const intentCall = async (request: () => Promise<Stripe.PaymentIntent>): Promise<PaymentIntentView> => toIntentView(await call(request));

  return {
    name: 'stripe',

    authorize(input) {
      return intentCall(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: 'jpy',
            capture_method: 'manual',
            payment_method: input.paymentMethodId,
            // API 2026-09-30.endive removed `payment_method_types` from PaymentIntent creation (stripe-node 23.0.0).
            allowed_payment_method_types: ['card'],
            confirm: true,
            return_url: input.returnUrl,
            description: input.description,
            transfer_group: input.reserveId,
            // The reservation last, so that extra metadata cannot rename it.
            metadata: { ...input.metadata, reserveId: input.reserveId },
            expand: EXPAND_CHARGE,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
    },

    retrieve(intentId) {
      return intentCall(() => stripe.paymentIntents.retrieve(intentId, { expand: EXPAND_CHARGE }));
    },

    capture(intentId, { idempotencyKey }) {
      // No `amount_to_capture`: Stripe captures the whole capturable amount, which is the port's promise.
      return intentCall(() => stripe.paymentIntents.capture(intentId, { expand: EXPAND_CHARGE }, { idempotencyKey }));
    },

    void(intentId, { idempotencyKey, reason }) {
      return intentCall(() =>
        stripe.paymentIntents.cancel(
          intentId,
          { expand: EXPAND_CHARGE, ...(reason === undefined ? {} : { cancellation_reason: reason }) },
          { idempotencyKey },
        ),
      );
    },

    async refund(intentId, { amount, idempotencyKey, reason }) {
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: intentId, amount, ...(reason === undefined ? {} : { reason }) }, { idempotencyKey }),
      );
      return toRefundView(refund, intentId);
    },

    async transfer(input) {
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: input.amount,
            currency: 'jpy',
            destination: input.destination,
            transfer_group: input.transferGroup,
            ...(input.metadata === undefined ? {} : { metadata: input.metadata }),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      const destination = typeof transfer.destination === 'string' ? transfer.destination : (transfer.destination?.id ?? input.destination);
      return { id: transfer.id, amount: transfer.amount, destination, transferGroup: transfer.transfer_group };
    },

    parseWebhook(rawBody, signatureHeader): ProviderEvent {
      if (signatureHeader === undefined || signatureHeader === '')
        throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        // The default tolerance (300 s) refuses replays of old deliveries; the body must be the bytes Stripe signed.
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
        throw error;
      }
      const object: { object?: unknown; id?: unknown; payment_intent?: unknown } = event.data.object;
      return {
        id: event.id,
        type: event.type,
        created: new Date(event.created * 1000),
        intentId: intentIdOf(object),
        intent: object.object === 'payment_intent' ? toIntentView(event.data.object as Stripe.PaymentIntent) : null,
      };
    },
  };
}
