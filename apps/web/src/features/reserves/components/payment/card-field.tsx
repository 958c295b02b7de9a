import { useEffect, useRef } from 'react';
import { CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paymentMessages as pm } from '../../payment-messages';
import type { CardCheckout } from './card-checkout';
import type { CardPayment } from './use-card-payment';

/**
 * The card of the payment step: the processor's form (once there is a total to hold), or the card
 * it made with the way to give another; a refusal's reason beside it, focused when it appears.
 */
export function CardField({ payment, checkout, amount }: { payment: CardPayment; checkout: CardCheckout; amount: number | null }) {
  const errorRef = useRef<HTMLParagraphElement>(null);
  const { cardError, errorFocus } = payment;
  useEffect(() => {
    if (errorFocus > 0 && cardError) errorRef.current?.focus();
  }, [errorFocus, cardError]);
  const CardForm = checkout.CardForm;

  return (
    <div className="space-y-3" role="group" aria-labelledby="card-heading" aria-describedby={cardError ? 'card-error' : undefined}>
      <h3 id="card-heading" className="text-sm font-bold text-ink">
        {pm.step.cardHeading}
      </h3>
      {cardError && (
        <p
          id="card-error"
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-[10px] border border-danger/50 bg-danger/10 px-4 py-3 text-sm leading-relaxed text-ink outline-none focus-visible:ring-2 focus-visible:ring-danger"
        >
          {cardError}
        </p>
      )}
      {payment.card ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-(--radius-card) border border-gold/50 bg-gold/5 px-4 py-3">
          <p className="flex items-center gap-2 text-sm text-ink">
            <CreditCard className="size-5 text-gold" aria-hidden />
            <span>
              <span className="block text-xs text-ink-muted">{pm.step.cardUsing}</span>
              <span className="tabular font-bold" data-testid="prepared-card">
                {pm.card(payment.card.card.brand, payment.card.card.last4)}
              </span>
            </span>
          </p>
          <Button size="sm" variant="outline" onClick={payment.changeCard}>
            {pm.step.changeCard}
          </Button>
        </div>
      ) : amount === null ? (
        <p className="text-sm text-ink-muted">{pm.step.cardPending}</p>
      ) : (
        <CardForm amount={amount} onReady={payment.acceptCard} />
      )}
    </div>
  );
}
