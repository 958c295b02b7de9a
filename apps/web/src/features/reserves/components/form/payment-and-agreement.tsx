import { PaymentMethod } from '@kurumatabi/contract/enums';
import { Link } from '@/components/link';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio-group';
import { reserveMessages as m } from '../../messages';
import { paymentMessages as pm } from '../../payment-messages';
import type { CardCheckout } from '../payment/card-checkout';
import { CardField } from '../payment/card-field';
import type { CardPayment } from '../payment/use-card-payment';

/**
 * How the guest pays and the agreement to the share contract. The method is a choice only when
 * the account is offered two (請求書払い for 法人); with a card, the card is given here (the
 * processor's form, `checkout`) and held when the request is sent, charged at the host's approval.
 */
export function PaymentAndAgreement({
  payment,
  checkout,
  amount,
  agreed,
  onAgreed,
  agreementError,
}: {
  payment: CardPayment;
  checkout: CardCheckout;
  /** The quoted total, once there is one (the card form waits for it). */
  amount: number | null;
  agreed: boolean;
  onAgreed: (value: boolean) => void;
  agreementError?: string;
}) {
  const options = payment.paymentMethods.map((value) => ({ value, label: PaymentMethod.labels[value] }));
  return (
    <section aria-labelledby="payment-heading" className="space-y-5 border-t border-line pt-6">
      <h2 id="payment-heading" className="text-lg font-bold text-ink">
        {m.form.paymentSection}
      </h2>
      <div className="space-y-4">
        {options.length > 1 && (
          <RadioGroup
            legend={m.form.paymentHeading}
            name="paymentMethod"
            options={options}
            value={payment.paymentMethod}
            onChange={payment.setPaymentMethod}
          />
        )}
        <p className="text-xs leading-relaxed text-ink-muted">{payment.needsCard ? pm.step.authorizeNotice : pm.step.invoiceNotice}</p>
        {payment.needsCard && <CardField payment={payment} checkout={checkout} amount={amount} />}
      </div>
      <div className="space-y-2 rounded-(--radius-card) border border-line bg-canvas/40 p-4">
        <p className="text-sm text-ink-soft">
          {m.form.agreementLead}
          <Link
            to="/share-contract"
            target="_blank"
            rel="noopener"
            className="font-bold text-gold underline underline-offset-4 hover:text-gold-bright"
          >
            {m.form.agreementLink}
          </Link>
          {m.form.agreementTail}
        </p>
        <Checkbox checked={agreed} onChange={(event) => onAgreed(event.target.checked)} error={agreementError}>
          {m.form.agreement}
        </Checkbox>
      </div>
    </section>
  );
}
