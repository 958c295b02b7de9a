import { useState } from 'react';
import { PaymentMethod } from '@kurumatabi/contract/enums';
import { reserveMessages as m } from '../../messages';
import { paymentMessages as pm } from '../../payment-messages';
import type { PreparedCard } from './card-checkout';
import type { CardHooks } from '../form/reserve-flow';

/**
 * The payment step's state, shared by the car and the spot forms: the method (the choice only when
 * the account is offered two), the card once the processor made it, and why it must be given again.
 * `errorFocus` grows each time the card's message should take the focus.
 */
export function useCardPayment(paymentMethods: readonly PaymentMethod[]) {
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(
    paymentMethods.includes('CreditCard') ? 'CreditCard' : (paymentMethods[0] ?? 'CreditCard'),
  );
  const [card, setCard] = useState<PreparedCard | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [errorFocus, setErrorFocus] = useState(0);
  const needsCard = paymentMethod === 'CreditCard';
  const heldCard = needsCard ? card : null;

  const refuse = (message: string | null) => {
    setCard(null);
    setCardError(message);
    if (message) setErrorFocus((n) => n + 1);
  };
  const hooks: CardHooks = { onCardRefused: refuse };

  return {
    paymentMethods,
    paymentMethod,
    setPaymentMethod,
    card: heldCard,
    cardError,
    errorFocus,
    /** Nothing more to give: an invoice, or a card the processor accepted. */
    ready: !needsCard || heldCard !== null,
    needsCard,
    acceptCard: (prepared: PreparedCard) => {
      setCard(prepared);
      setCardError(null);
    },
    changeCard: () => setCard(null),
    /** Before the confirmation: a card is needed and missing → say so at the card, focused. */
    require: (): boolean => {
      if (!needsCard || card) return true;
      refuse(pm.step.cardRequired);
      return false;
    },
    /** What create-*-reserve takes beside paymentMethod. */
    token: heldCard ? { paymentToken: heldCard.paymentToken } : {},
    /** The confirmation's rows: the method, and the card it will be. */
    summary: [
      { label: m.form.summaryPayment, value: PaymentMethod.labels[paymentMethod] },
      ...(heldCard ? [{ label: pm.step.summaryCard, value: pm.card(heldCard.card.brand, heldCard.card.last4) }] : []),
    ],
    hooks,
  };
}

export type CardPayment = ReturnType<typeof useCardPayment>;
