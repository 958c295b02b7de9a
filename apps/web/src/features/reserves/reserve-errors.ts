import { ApiError } from '@kurumatabi/contract/client';
import { declineMessages } from '@kurumatabi/contract';
import { reserveMessages as m } from './messages';
import { paymentMessages as pm } from './payment-messages';

/**
 * What the reserve page says when the quote or the request is refused, by the API's code: taken
 * days and a changed price in place (with the way out), the missing licence with the way to
 * register it, the listing's rules (days, people, options) with the API's own Japanese details, a
 * refused card with the processor's reason (the card field's), the provider down with nothing charged.
 */
export type ReserveProblem =
  | { kind: 'period'; message: string; details: string[] }
  | { kind: 'price'; message: string }
  | { kind: 'license' }
  | { kind: 'keyReused'; message: string }
  /** The card was refused (the API says why): said beside the card field, where another card is given. */
  | { kind: 'declined'; message: string }
  /** The 3-D Secure challenge failed: the request was cancelled, its days freed; the guest starts again. */
  | { kind: 'challengeFailed'; message: string }
  | { kind: 'conditions'; message: string; details: string[] }
  | { kind: 'other'; message: string };

export function reserveProblemOf(error: unknown, fallback: string = m.errors.createFailed): ReserveProblem {
  if (!(error instanceof ApiError)) return { kind: 'other', message: fallback };
  const details = (error.details ?? []).map((d) => d.message);
  switch (error.code) {
    case 'RESERVE_PERIOD_UNAVAILABLE':
      return { kind: 'period', message: m.errors.periodUnavailable, details };
    case 'RESERVE_PRICE_CHANGED':
      return { kind: 'price', message: m.errors.priceChanged };
    case 'DRIVER_LICENSE_REQUIRED':
      return { kind: 'license' };
    case 'PAYMENT_DECLINED':
      // The processor's reason is the detail at paymentToken (the message says so too, more generally).
      return {
        kind: 'declined',
        message: error.details?.find((d) => d.path === 'paymentToken')?.message ?? (error.message || declineMessages.card_declined),
      };
    case 'PAYMENT_PROVIDER_UNAVAILABLE':
      return { kind: 'other', message: pm.errors.providerUnavailable };
    case 'INVOICE_NOT_ALLOWED':
      return { kind: 'other', message: error.message };
    case 'IDEMPOTENCY_KEY_REUSED':
      return { kind: 'keyReused', message: m.errors.keyReused };
    case 'RESERVE_CONDITIONS_INVALID':
    case 'COUPON_UNAVAILABLE':
    case 'VALIDATION_FAILED':
    case 'RESERVE_OWN_LISTING':
      return { kind: 'conditions', message: error.message, details };
    case 'NETWORK_ERROR':
      return { kind: 'other', message: error.message };
    default:
      return { kind: 'other', message: fallback };
  }
}

/** A problem in one sentence (a toast): the missing licence by its title, every other by its message. */
export function problemText(problem: ReserveProblem): string {
  return problem.kind === 'license' ? m.errors.licenseTitle : problem.message;
}
