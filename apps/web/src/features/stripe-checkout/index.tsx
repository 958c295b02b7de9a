import { lazy, Suspense, type ComponentType } from 'react';
import { CardSkeleton } from './components/card-skeleton';
import type { StripeCardFormProps, StripeChallengeProps } from './types';

export type { StripeCardFormProps, StripeChallengeProps } from './types';

/**
 * The Stripe mode of the payment step (issue 33). Both parts are lazy: @stripe/react-stripe-js,
 * @stripe/stripe-js and the script from js.stripe.com load when a page first shows one, never in
 * sandbox mode and never on another page.
 */
export const StripeCardForm = lazy(() => import('./components/stripe-card-form'));
export const StripeChallenge = lazy(() => import('./components/stripe-challenge'));

type CardFormProps = Omit<StripeCardFormProps, 'publishableKey'>;
type ChallengeProps = Omit<StripeChallengeProps, 'publishableKey'>;

export interface StripeCheckout {
  CardForm: ComponentType<CardFormProps>;
  Challenge: ComponentType<ChallengeProps>;
}

const made = new Map<string, StripeCheckout>();

/**
 * The two parts bound to a publishable key, in the shape of the reserves feature's `CardCheckout`
 * (made once per key, so React keeps their state across renders).
 */
export function stripeCheckout(publishableKey: string): StripeCheckout {
  let found = made.get(publishableKey);
  if (!found) {
    found = {
      CardForm: function StripeCardFormSlot(props: CardFormProps) {
        return (
          <Suspense fallback={<CardSkeleton />}>
            <StripeCardForm {...props} publishableKey={publishableKey} />
          </Suspense>
        );
      },
      Challenge: function StripeChallengeSlot(props: ChallengeProps) {
        return (
          <Suspense fallback={null}>
            <StripeChallenge {...props} publishableKey={publishableKey} />
          </Suspense>
        );
      },
    };
    made.set(publishableKey, found);
  }
  return found;
}
