import { SandboxCardForm, SandboxChallengeDialog } from '@/features/payments';
import type { CardCheckout } from '@/features/reserves/components/payment/card-checkout';
import { stripeCheckout } from '@/features/stripe-checkout';
import { readPaymentsConfig } from '@/lib/runtime-config';

/** The sandbox's parts in the reserves feature's card slots. */
const sandboxCheckout: CardCheckout = {
  CardForm: ({ onReady }) => (
    <SandboxCardForm onCreated={({ paymentMethodId, card }) => onReady({ paymentToken: paymentMethodId, card })} />
  ),
  Challenge: ({ clientSecret, onFinished, onDismiss }) => (
    <SandboxChallengeDialog open clientSecret={clientSecret} onDone={onFinished} onClose={onDismiss} />
  ),
};

/** The card processor the server runs (runtime config): the sandbox's test card form, or Stripe's Payment Element. */
export function cardCheckout(): CardCheckout {
  const payments = readPaymentsConfig();
  if (payments.provider === 'sandbox') return sandboxCheckout;
  if (!payments.stripePublishableKey)
    throw new Error('runtime-config: payments.stripePublishableKey がありません (stripe mode without a publishable key)');
  return stripeCheckout(payments.stripePublishableKey);
}
