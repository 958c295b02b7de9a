import { useEffect, useMemo, useState } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { Button } from '@/components/ui/button';
import { stripeAppearance } from '../appearance';
import { CardSkeleton } from './card-skeleton';
import { getStripe } from '../load-stripe';
import { stripeCheckoutMessages as m } from '../messages';
import type { StripeCardFormProps } from '../types';

/**
 * Stripe's Payment Element for the quoted total (JPY is zero-decimal: the yen as they are), cards
 * only, the payment method made by the page (`paymentMethodCreation: 'manual'`): the guest's
 * 「このカードを使う」 runs `elements.submit()` then `stripe.createPaymentMethod({ elements })`, and the
 * `pm_…` goes to the request, which the API holds with `capture_method: 'manual'`.
 */
export default function StripeCardForm({ amount, onReady, publishableKey }: StripeCardFormProps) {
  // A failed load resolves to null here (Elements would leave the rejection unhandled); it is said instead.
  const stripe = useMemo(() => getStripe(publishableKey).catch(() => null), [publishableKey]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    void stripe.then((loaded) => active && setFailed(loaded === null));
    return () => {
      active = false;
    };
  }, [stripe]);
  const options = useMemo<StripeElementsOptions>(
    () => ({
      mode: 'payment',
      amount,
      currency: 'jpy',
      captureMethod: 'manual',
      paymentMethodCreation: 'manual',
      paymentMethodTypes: ['card'],
      locale: 'ja',
      appearance: stripeAppearance(),
    }),
    [amount],
  );

  if (failed) {
    return (
      <p role="alert" className="text-sm text-danger">
        {m.loadFailed}
      </p>
    );
  }
  return (
    <Elements stripe={stripe} options={options}>
      <CardEntry onReady={onReady} />
    </Elements>
  );
}

function CardEntry({ onReady }: Pick<StripeCardFormProps, 'onReady'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [shown, setShown] = useState(false);
  const [complete, setComplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const takeCard = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    try {
      const submitted = await elements.submit();
      if (submitted.error) {
        setError(submitted.error.message ?? m.incomplete);
        return;
      }
      const made = await stripe.createPaymentMethod({ elements });
      if (made.error) {
        setError(made.error.message ?? m.failed);
        return;
      }
      const card = made.paymentMethod.card;
      onReady({ paymentToken: made.paymentMethod.id, card: { brand: card?.brand ?? 'unknown', last4: card?.last4 ?? '' } });
    } catch {
      setError(m.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      {!shown && <CardSkeleton />}
      <PaymentElement
        options={{ layout: 'tabs', terms: { card: 'never' } }}
        onReady={() => setShown(true)}
        onChange={(event) => setComplete(event.complete)}
        onLoadError={() => setError(m.loadFailed)}
      />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button variant="outline" onClick={() => void takeCard()} loading={busy} disabled={!stripe || !elements || !complete}>
        {m.useCard}
      </Button>
    </div>
  );
}
