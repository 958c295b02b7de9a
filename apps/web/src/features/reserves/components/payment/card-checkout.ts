import type { ComponentType } from 'react';

/**
 * The card processor's parts of the payment step, handed in by the page (features do not import
 * each other): the sandbox's test card form and challenge dialog, or Stripe's Payment Element and
 * next action (the stripe-checkout feature). The reserves feature only sees what they produce.
 */

/** What the card brand and number are shown as (never the number itself). */
export interface CardSummary {
  brand: string;
  last4: string;
}

/** A card the processor's script turned into a payment method (`pm_…`), ready to be sent. */
export interface PreparedCard {
  paymentToken: string;
  card: CardSummary;
}

export interface CardFormSlotProps {
  /** The quoted total in yen (Stripe's Payment Element shows the amount it is for). */
  amount: number;
  /** The card became a payment method. */
  onReady: (card: PreparedCard) => void;
}

export interface ChallengeSlotProps {
  /** The payment's client secret (`…_secret_…`) from the reservation. */
  clientSecret: string;
  /** The challenge ended (passed or failed: the API reads which from the processor). */
  onFinished: () => void;
  /** The guest closed it without answering: the request keeps waiting until its deadline. */
  onDismiss: () => void;
}

export interface CardCheckout {
  CardForm: ComponentType<CardFormSlotProps>;
  Challenge: ComponentType<ChallengeSlotProps>;
}
