import { ProviderRefusedError, type CardSummary, type PaymentIntentView } from '../payment-port.js';
import type { SandboxRepository } from './sandbox.repository.js';
import { changed, HOLD_MS, intentOf, newId, unexpectedState } from './sandbox-events.js';
import { behaviourOf, brandOf, cardDigits, cardProblems, declineMessages, type CardInput, type CardProblem } from './test-cards.js';

/** The sandbox's browser side: what Stripe.js and Stripe's test 3-D Secure page do. */

/** The card failed Stripe.js's own checks: nothing was made. The problems are in the contract's Japanese. */
export class SandboxCardError extends Error {
  constructor(readonly problems: CardProblem[]) {
    super('The card details are invalid');
    this.name = 'SandboxCardError';
  }
}

/** Keeps the brand, last four, expiry and what the test number does; the number and CVC go no further than this function. */
export async function createPaymentMethodIn(
  repository: SandboxRepository,
  at: Date,
  card: CardInput,
): Promise<{ paymentMethodId: string; card: CardSummary }> {
  const problems = cardProblems(card, at);
  if (problems.length > 0) throw new SandboxCardError(problems);
  const digits = cardDigits(card.number);
  const row = {
    id: newId('pm'),
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    behaviour: behaviourOf(digits),
    createdAt: at,
  };
  await repository.insertMethod(row);
  return { paymentMethodId: row.id, card: { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear } };
}

/** The challenge's outcome: held for 7 days from now, or failed with `authentication_failed`. */
export function completeChallengeIn(
  repository: SandboxRepository,
  at: Date,
  clientSecret: string,
  outcome: 'succeed' | 'fail',
): Promise<PaymentIntentView> {
  return repository.inTransaction(async (tx) => {
    const intentId = await tx.intentIdBySecret(clientSecret);
    if (!intentId) throw new ProviderRefusedError('resource_missing', 'No such payment_intent for this client secret');
    const row = await intentOf(tx, intentId);
    const settled =
      outcome === 'succeed'
        ? { status: 'requires_capture', captureBefore: new Date(at.getTime() + HOLD_MS), updatedAt: at }
        : {
            status: 'requires_payment_method',
            lastErrorCode: 'authentication_failed',
            lastErrorMessage: declineMessages.authentication_failed,
            updatedAt: at,
          };
    if (!(await tx.settleChallenge(intentId, settled))) throw unexpectedState(row, at, 'authenticate');
    return changed(tx, intentId, outcome === 'succeed' ? 'payment_intent.amount_capturable_updated' : 'payment_intent.payment_failed', at);
  });
}
