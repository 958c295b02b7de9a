import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { getStripe } from '../load-stripe';
import { stripeCheckoutMessages as m } from '../messages';
import type { StripeChallengeProps } from '../types';

/**
 * The card's 3-D Secure challenge in Stripe's own modal (`stripe.handleNextAction`): once it ends,
 * passed or failed, `onFinished` (the API reads the outcome from Stripe); Stripe.js not loading,
 * `onDismiss` (the request waits, and its page offers the challenge again).
 */
export default function StripeChallenge({ clientSecret, onFinished, onDismiss, publishableKey }: StripeChallengeProps) {
  const started = useRef<string | null>(null);
  const callbacks = useRef({ onFinished, onDismiss });
  useEffect(() => {
    callbacks.current = { onFinished, onDismiss };
  }, [onFinished, onDismiss]);

  useEffect(() => {
    // Once per challenge (a development StrictMode's second effect must not open Stripe's modal twice).
    if (started.current === clientSecret) return;
    started.current = clientSecret;
    void (async () => {
      const stripe = await getStripe(publishableKey).catch(() => null);
      if (!stripe) {
        callbacks.current.onDismiss();
        return;
      }
      await stripe.handleNextAction({ clientSecret }).catch(() => null);
      callbacks.current.onFinished();
    })();
  }, [clientSecret, publishableKey]);

  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-soft">
      <Spinner />
      {m.challenge}
    </p>
  );
}
