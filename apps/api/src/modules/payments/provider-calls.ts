import { declineMessages } from '@kurumatabi/contract';
import { AppError } from '../../http/app-error.js';
import { PaymentDeclinedError, ProviderRefusedError, ProviderUnavailableError, type DeclineReason } from './payment-port.js';

/** A processor that did not answer is asked again with the same idempotency key, at most this many times more. */
const RETRIES = 2;
const RETRY_DELAY_MS = 150;

/**
 * Calls the processor, retrying only what may be retried (no answer, 5xx, a timeout) with the same
 * idempotency key — so a retried capture after a dropped answer captures once — and turns its
 * refusals into the product's errors: a declined card is 402 with the reason in Japanese, a
 * processor still down is 503 with nothing changed.
 */
export async function callProvider<T>(call: () => Promise<T>, options: { field?: string } = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        if (attempt < RETRIES) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
          continue;
        }
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', { cause: error });
      }
      if (error instanceof PaymentDeclinedError) {
        const message = declineMessageOf(error.reason);
        throw new AppError('PAYMENT_DECLINED', {
          message,
          details: options.field ? [{ path: options.field, message }] : undefined,
          cause: error,
        });
      }
      if (error instanceof ProviderRefusedError) throw new AppError('PAYMENT_STATE_CONFLICT', { cause: error });
      throw error;
    }
  }
}

/**
 * Why the processor refused a card, in the guest's words: the contract's Japanese for its code. The
 * processor's own message (English, Stripe's and the sandbox's alike) is for the logs, never the guest.
 */
export function declineMessageOf(reason: DeclineReason | null | undefined, fallback: DeclineReason = 'card_declined'): string {
  return declineMessages[reason ?? fallback] ?? declineMessages[fallback];
}
