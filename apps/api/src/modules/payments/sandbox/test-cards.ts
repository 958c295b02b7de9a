import { cardDigits, isCardNumber, isExpired, sandboxCardMessages } from '@kurumatabi/contract';
import type { DeclineReason } from '../payment-port.js';

/**
 * Stripe's test card numbers and what each does when charged (https://docs.stripe.com/testing).
 * A payment method keeps its behaviour, never its number. Any other valid number is declined, as
 * Stripe's test mode declines real card numbers.
 */
export type CardBehaviour = 'succeeds' | 'requires_3ds' | DeclineReason;

const testCards: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '3566002020360505': 'succeeds',
  '378282246310005': 'succeeds',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000009979': 'stolen_card',
  '4000000000000002': 'card_declined',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000002760003184': 'requires_3ds',
  '4000000000003220': 'requires_3ds',
};

export const cardBehaviours: readonly CardBehaviour[] = [
  'succeeds',
  'requires_3ds',
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'stolen_card',
  'incorrect_cvc',
  'processing_error',
  'authentication_failed',
];

export function behaviourOf(digits: string): CardBehaviour {
  return testCards[digits] ?? 'card_declined';
}

/** Stripe's `card.brand` from the number's prefix (IIN ranges). */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** The English messages Stripe gives with each code (the product words its own Japanese from the code). */
export const declineMessages: Readonly<Record<DeclineReason, string>> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  stolen_card: 'Your card was declined.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  authentication_failed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardProblem {
  path: 'number' | 'expMonth' | 'expYear' | 'cvc';
  message: string;
}

/** What Stripe.js refuses before any payment method exists, in the contract's Japanese words. */
export function cardProblems(card: CardInput, now: Date): CardProblem[] {
  const problems: CardProblem[] = [];
  if (!isCardNumber(card.number)) problems.push({ path: 'number', message: sandboxCardMessages.number });
  const monthOk = Number.isInteger(card.expMonth) && card.expMonth >= 1 && card.expMonth <= 12;
  const yearOk = Number.isInteger(card.expYear) && card.expYear >= 2000 && card.expYear <= 2099;
  if (!monthOk) problems.push({ path: 'expMonth', message: sandboxCardMessages.expMonth });
  if (!yearOk) problems.push({ path: 'expYear', message: sandboxCardMessages.expYear });
  if (monthOk && yearOk && isExpired(card.expMonth, card.expYear, now))
    problems.push({ path: 'expYear', message: sandboxCardMessages.expired });
  if (!/^\d{3,4}$/.test(card.cvc)) problems.push({ path: 'cvc', message: sandboxCardMessages.cvc });
  return problems;
}

export { cardDigits };

/**
 * Stripe's ready-made test payment methods (`pm_card_visa`, …: https://docs.stripe.com/testing#cards),
 * which Stripe's test mode accepts without a browser. The sandbox knows them too, so the API tests, the
 * benchmarks and the demo data can reserve without typing a card.
 */
const namedTestMethods: Readonly<Record<string, { number: string; behaviour: CardBehaviour }>> = {
  pm_card_visa: { number: '4242424242424242', behaviour: 'succeeds' },
  pm_card_mastercard: { number: '5555555555554444', behaviour: 'succeeds' },
  pm_card_jcb: { number: '3566002020360505', behaviour: 'succeeds' },
  pm_card_amex: { number: '378282246310005', behaviour: 'succeeds' },
  pm_card_visa_chargeDeclined: { number: '4000000000000002', behaviour: 'card_declined' },
  pm_card_chargeDeclined: { number: '4000000000000002', behaviour: 'card_declined' },
  pm_card_visa_chargeDeclinedInsufficientFunds: { number: '4000000000009995', behaviour: 'insufficient_funds' },
  pm_card_chargeDeclinedExpiredCard: { number: '4000000000000069', behaviour: 'expired_card' },
  pm_card_chargeDeclinedStolenCard: { number: '4000000000009979', behaviour: 'stolen_card' },
  pm_card_authenticationRequired: { number: '4000002760003184', behaviour: 'requires_3ds' },
};

/** The payment method row of one of Stripe's named test methods (valid for years), or null for any other id. */
export function namedTestMethod(id: string, at: Date) {
  const named = namedTestMethods[id];
  if (!named) return null;
  return {
    id,
    brand: brandOf(named.number),
    last4: named.number.slice(-4),
    expMonth: 12,
    expYear: at.getUTCFullYear() + 5,
    behaviour: named.behaviour,
    createdAt: at,
  };
}
