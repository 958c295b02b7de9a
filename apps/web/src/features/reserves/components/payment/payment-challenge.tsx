import { useState } from 'react';
import type { ReserveDetail } from '@kurumatabi/contract';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmReservePayment } from '../../api/confirm-reserve-payment';
import { paymentMessages as pm } from '../../payment-messages';
import type { CardCheckout } from './card-checkout';

/**
 * The card's 3-D Secure challenge, then confirm-reserve-payment: the processor's part (the
 * sandbox's dialog, Stripe's next action) runs first; once it ends, the API reads the outcome.
 * `onFailed` gets the confirm's refusal (PAYMENT_DECLINED: the request was cancelled).
 */
export function PaymentChallenge({
  checkout,
  reserveId,
  clientSecret,
  onConfirmed,
  onFailed,
  onDismiss,
}: {
  checkout: CardCheckout;
  reserveId: string;
  clientSecret: string;
  onConfirmed: (reserve: ReserveDetail) => void;
  onFailed: (error: unknown) => void;
  onDismiss: () => void;
}) {
  const [phase, setPhase] = useState<'challenge' | 'confirming'>('challenge');
  const confirm = useConfirmReservePayment();
  const Challenge = checkout.Challenge;

  const finished = () => {
    setPhase('confirming');
    confirm.mutate(reserveId, { onSuccess: onConfirmed, onError: onFailed });
  };

  return (
    <>
      {phase === 'challenge' && <Challenge clientSecret={clientSecret} onFinished={finished} onDismiss={onDismiss} />}
      <div role="status" aria-live="polite" className="text-sm text-ink-soft">
        {phase === 'confirming' && confirm.isPending && (
          <p className="flex items-center gap-2">
            <Spinner />
            {pm.challenge.confirming}
          </p>
        )}
      </div>
    </>
  );
}
