import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import {
  PaymentDeclinedError,
  ProviderRefusedError,
  ProviderUnavailableError,
  type AuthorizeInput,
  type PaymentIntentView,
  type PaymentProvider,
  type ProviderEvent,
  type RefundView,
  type TransferView,
} from '../payment-port.js';
import { keyed, type Answer } from './sandbox-idempotency.js';
import { createSandboxRepository } from './sandbox.repository.js';
import { completeChallengeIn, createPaymentMethodIn } from './sandbox-browser.js';
import { changed, emit, HOLD_MS, intentOf, newId, unexpectedState } from './sandbox-events.js';
import type { SandboxFaults, SandboxOperation } from './sandbox-faults.js';
import { effectiveStatus, intentView, lapsed, refundView, revivedIntentView, transferView } from './sandbox-view.js';
import { parseEventBody, verifyWebhookSignature } from './sandbox-webhook.js';
import { declineMessages, namedTestMethod, type CardInput } from './test-cards.js';

export { HOLD_MS } from './sandbox-events.js';
export { SandboxCardError } from './sandbox-browser.js';

/** JPY's smallest and largest charge at Stripe. */
const MIN_AMOUNT = 50;
const MAX_AMOUNT = 99_999_999;
/** `npm start`'s and the tests' webhook secret when none is configured (never production: it refuses the sandbox). */
export const DEFAULT_SANDBOX_WEBHOOK_SECRET = 'whsec_kurumatabi_sandbox_development';

export interface SandboxEvent {
  id: string;
  type: string;
  intentId: string | null;
  created: Date;
  /** The body exactly as it is signed and posted. */
  body: string;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** What Stripe.js does in the browser: a test card becomes a payment method. Throws SandboxCardError. */
  createPaymentMethod(card: CardInput): Promise<{ paymentMethodId: string; card: NonNullable<PaymentIntentView['card']> }>;
  /** The test-mode 3-D Secure page. Throws ProviderRefusedError `resource_missing` / `payment_intent_unexpected_state`. */
  completeChallenge(clientSecret: string, outcome: 'succeed' | 'fail'): Promise<PaymentIntentView>;
  /** The events as the sandbox would post them to a webhook, oldest first. */
  listEvents(filter?: { intentId?: string; limit?: number }): Promise<SandboxEvent[]>;
}

export interface SandboxOptions {
  now?: () => Date;
  faults?: SandboxFaults;
  webhookSecret?: string;
}

export function createSandboxProvider(db: Db, options: SandboxOptions = {}): SandboxProvider {
  const repository = createSandboxRepository(db);
  const now = options.now ?? (() => new Date());
  const webhookSecret = options.webhookSecret ?? DEFAULT_SANDBOX_WEBHOOK_SECRET;

  /** Runs one call under the armed fault: refused before it is applied, or applied and its answer dropped. */
  async function faulty<T>(operation: SandboxOperation, work: () => Promise<T>): Promise<T> {
    const fault = options.faults?.take(operation) ?? null;
    if (fault === 'unavailable') throw new ProviderUnavailableError(`sandbox: ${operation} is unavailable (injected fault)`);
    const result = await work();
    if (fault === 'drop-answer') throw new ProviderUnavailableError(`sandbox: the answer of ${operation} was lost (injected fault)`);
    return result;
  }

  function answered<T>(answer: Answer<T>): T {
    if ('declined' in answer) throw new PaymentDeclinedError(answer.declined.reason, answer.declined.message, answer.declined.intentId);
    return answer.ok;
  }

  async function authorize(input: AuthorizeInput): Promise<PaymentIntentView> {
    if (!Number.isInteger(input.amount) || input.amount < MIN_AMOUNT)
      throw new ProviderRefusedError('amount_too_small', `Amount must be at least ¥${MIN_AMOUNT}.`);
    if (input.amount > MAX_AMOUNT) throw new ProviderRefusedError('amount_too_large', `Amount must be no more than ¥${MAX_AMOUNT}.`);
    const at = now();
    const { idempotencyKey, ...params } = input;
    const answer = await keyed<PaymentIntentView>(
      repository,
      { operation: 'authorize', key: idempotencyKey, params, now: at },
      async (tx) => {
        const named = namedTestMethod(input.paymentMethodId, at);
        // Stripe's named test methods exist before anyone asks for them.
        if (named && !(await tx.methodById(named.id))) await tx.insertMethodIfAbsent(named);
        const method = await tx.methodById(input.paymentMethodId);
        if (!method) throw new ProviderRefusedError('resource_missing', `No such PaymentMethod: '${input.paymentMethodId}'`);
        const id = newId('pi');
        // A card that has expired since its payment method was made is refused as Stripe refuses it.
        const expired = method.expYear * 12 + method.expMonth < at.getUTCFullYear() * 12 + at.getUTCMonth() + 1;
        const behaviour = expired ? 'expired_card' : method.behaviour;
        const declined = behaviour !== 'succeeds' && behaviour !== 'requires_3ds' ? (behaviour as keyof typeof declineMessages) : null;
        await tx.insertIntent({
          id,
          amount: input.amount,
          status: declined ? 'requires_payment_method' : behaviour === 'requires_3ds' ? 'requires_action' : 'requires_capture',
          paymentMethodId: method.id,
          amountCaptured: 0,
          amountRefunded: 0,
          captureBefore: behaviour === 'succeeds' ? new Date(at.getTime() + HOLD_MS) : null,
          transferGroup: input.reserveId,
          description: input.description,
          returnUrl: input.returnUrl,
          metadata: { ...input.metadata, reserveId: input.reserveId },
          clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
          lastErrorCode: declined,
          lastErrorMessage: declined && declineMessages[declined],
          cancellationReason: null,
          createdAt: at,
          updatedAt: at,
        });
        const event = declined
          ? 'payment_intent.payment_failed'
          : behaviour === 'requires_3ds'
            ? 'payment_intent.requires_action'
            : 'payment_intent.amount_capturable_updated';
        const view = await changed(tx, id, event, at);
        return declined ? { declined: { reason: declined, message: declineMessages[declined], intentId: id } } : { ok: view };
      },
    );
    return revivedIntentView(answered(answer));
  }

  async function capture(intentId: string, { idempotencyKey }: { idempotencyKey: string }): Promise<PaymentIntentView> {
    const at = now();
    const answer = await keyed<PaymentIntentView>(
      repository,
      { operation: 'capture', key: idempotencyKey, params: { intentId }, now: at },
      async (tx) => {
        const row = await intentOf(tx, intentId);
        if (lapsed(row, at))
          throw new ProviderRefusedError(
            'charge_expired_for_capture',
            'The charge has expired for capture: the authorisation lapsed after 7 days.',
          );
        if (!(await tx.capture(intentId, at))) throw unexpectedState(row, at, 'capture');
        return { ok: await changed(tx, intentId, 'payment_intent.succeeded', at) };
      },
    );
    return revivedIntentView(answered(answer));
  }

  async function voidIntent(
    intentId: string,
    { idempotencyKey, reason }: { idempotencyKey: string; reason?: 'requested_by_customer' | 'abandoned' | 'duplicate' },
  ): Promise<PaymentIntentView> {
    const at = now();
    const params = { intentId, reason: reason ?? null };
    const answer = await keyed<PaymentIntentView>(repository, { operation: 'void', key: idempotencyKey, params, now: at }, async (tx) => {
      const row = await intentOf(tx, intentId);
      if (!(await tx.cancel(intentId, at, reason ?? 'requested_by_customer'))) throw unexpectedState(row, at, 'cancel');
      return { ok: await changed(tx, intentId, 'payment_intent.canceled', at) };
    });
    return revivedIntentView(answered(answer));
  }

  async function refund(
    intentId: string,
    options: { amount: number; idempotencyKey: string; reason?: 'requested_by_customer' | 'duplicate' | 'fraudulent' },
  ): Promise<RefundView> {
    if (!Number.isInteger(options.amount) || options.amount <= 0)
      throw new ProviderRefusedError('amount_invalid', 'A refund is a positive whole number of yen.');
    const at = now();
    const params = { intentId, amount: options.amount, reason: options.reason ?? null };
    const answer = await keyed<RefundView>(
      repository,
      { operation: 'refund', key: options.idempotencyKey, params, now: at },
      async (tx) => {
        const row = await intentOf(tx, intentId);
        if (effectiveStatus(row, at) !== 'succeeded') throw unexpectedState(row, at, 'refund');
        if (!(await tx.addRefunded(intentId, options.amount, at))) {
          const remaining = row.intent.amountCaptured - row.intent.amountRefunded;
          throw new ProviderRefusedError(
            'amount_too_large',
            `Refund amount (¥${options.amount}) is greater than unrefunded amount on charge (¥${remaining}).`,
          );
        }
        const refundRow = {
          id: newId('re'),
          intentId,
          amount: options.amount,
          reason: options.reason ?? null,
          status: 'succeeded',
          createdAt: at,
        };
        await tx.insertRefund(refundRow);
        const view = intentView(await intentOf(tx, intentId), at);
        await emit(
          tx,
          'charge.refunded',
          intentId,
          {
            object: 'charge',
            id: `ch_${intentId}`,
            payment_intent: intentId,
            amount_refunded: view.amountRefunded,
            refunded: view.amountRefunded === view.amountCaptured,
          },
          at,
        );
        return { ok: refundView(refundRow) };
      },
    );
    return answered(answer);
  }

  async function transfer(input: Parameters<PaymentProvider['transfer']>[0]): Promise<TransferView> {
    if (!Number.isInteger(input.amount) || input.amount <= 0)
      throw new ProviderRefusedError('amount_invalid', 'A transfer is a positive whole number of yen.');
    if (!/^acct_\w+$/.test(input.destination))
      throw new ProviderRefusedError('resource_missing', `No such destination: '${input.destination}'`);
    const at = now();
    const { idempotencyKey, ...params } = input;
    const answer = await keyed<TransferView>(repository, { operation: 'transfer', key: idempotencyKey, params, now: at }, async (tx) => {
      const row = {
        id: newId('tr'),
        amount: input.amount,
        destination: input.destination,
        transferGroup: input.transferGroup,
        metadata: input.metadata ?? {},
        createdAt: at,
      };
      await tx.insertTransfer(row);
      await emit(
        tx,
        'transfer.created',
        null,
        {
          object: 'transfer',
          id: row.id,
          amount: row.amount,
          currency: 'jpy',
          destination: row.destination,
          transfer_group: row.transferGroup,
        },
        at,
      );
      return { ok: transferView(row) };
    });
    return answered(answer);
  }

  return {
    name: 'sandbox',
    authorize: (input) => faulty('authorize', () => authorize(input)),
    retrieve: (intentId) => faulty('retrieve', async () => intentView(await intentOf(repository, intentId), now())),
    capture: (intentId, keyOptions) => faulty('capture', () => capture(intentId, keyOptions)),
    void: (intentId, voidOptions) => faulty('void', () => voidIntent(intentId, voidOptions)),
    refund: (intentId, refundOptions) => faulty('refund', () => refund(intentId, refundOptions)),
    transfer: (input) => faulty('transfer', () => transfer(input)),
    parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
      verifyWebhookSignature(rawBody, signatureHeader, webhookSecret, now());
      return parseEventBody(rawBody);
    },
    createPaymentMethod: (card) => createPaymentMethodIn(repository, now(), card),
    completeChallenge: (clientSecret, outcome) => completeChallengeIn(repository, now(), clientSecret, outcome),
    async listEvents(filter = {}) {
      const rows = await repository.events({ intentId: filter.intentId, limit: filter.limit ?? 100 });
      return rows.map((row) => ({ id: row.id, type: row.type, intentId: row.intentId, created: row.createdAt, body: row.payload }));
    },
  };
}
