import { PaymentMethod } from '@kurumatabi/contract/enums';
import { Link } from '@/components/link';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio-group';
import { reserveMessages as m } from '../../messages';

export type PaymentMethodValue = (typeof PaymentMethod.values)[number];

const paymentOptions = PaymentMethod.values.map((value) => ({ value, label: PaymentMethod.labels[value] }));

/** How the guest will pay (recorded; nothing is charged yet) and the agreement to the share contract. */
export function PaymentAndAgreement({
  paymentMethod,
  onPaymentMethod,
  agreed,
  onAgreed,
  agreementError,
}: {
  paymentMethod: PaymentMethodValue;
  onPaymentMethod: (value: PaymentMethodValue) => void;
  agreed: boolean;
  onAgreed: (value: boolean) => void;
  agreementError?: string;
}) {
  return (
    <section aria-labelledby="payment-heading" className="space-y-5 border-t border-line pt-6">
      <h2 id="payment-heading" className="text-lg font-bold text-ink">
        {m.form.paymentSection}
      </h2>
      <div className="space-y-2">
        <RadioGroup
          legend={m.form.paymentHeading}
          name="paymentMethod"
          options={paymentOptions}
          value={paymentMethod}
          onChange={onPaymentMethod}
        />
        <p className="text-xs leading-relaxed text-ink-muted">{m.form.paymentHint}</p>
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
