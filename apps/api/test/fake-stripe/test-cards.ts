/**
 * Stripe's test payment methods (docs.stripe.com/testing) that the loopback server knows, with what Stripe answers
 * for each: the card it stands for, and whether confirming it succeeds, is declined (with Stripe's `code`,
 * `decline_code` and message) or asks for 3-D Secure.
 */

export interface TestCard {
  brand: string;
  last4: string;
  outcome: 'succeeds' | 'declined' | 'requires_authentication';
  code?: string;
  declineCode?: string;
  message?: string;
}

const DECLINED = 'Your card was declined.';

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  pm_card_jcb: { brand: 'jcb', last4: '0505', outcome: 'succeeds' },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    outcome: 'declined',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    outcome: 'declined',
    code: 'expired_card',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
  },
  pm_card_chargeDeclinedStolenCard: {
    brand: 'visa',
    last4: '9979',
    outcome: 'declined',
    code: 'card_declined',
    declineCode: 'stolen_card',
    message: DECLINED,
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    outcome: 'declined',
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  pm_card_chargeDeclinedProcessingError: {
    brand: 'visa',
    last4: '0119',
    outcome: 'declined',
    code: 'processing_error',
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    outcome: 'declined',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: DECLINED,
  },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'requires_authentication' },
};
