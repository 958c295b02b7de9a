import { useState, type ReactNode } from 'react';
import { quoteCarReserve, type CarDetail } from '@kurumatabi/contract';
import type { PaymentMethod } from '@kurumatabi/contract/enums';
import { ShieldCheck } from 'lucide-react';
import { Link } from '@/components/link';
import type { DateRange } from '@/components/ui/calendar-rules';
import { formatYen } from '@/lib/format';
import { useKeepInUrl } from '@/lib/keep-in-url';
import { useCreateCarReserve, type CreateCarReserveInput } from '../../api/create-car-reserve';
import { useVerifyCarReserve } from '../../api/verify-car-reserve';
import { periodLabel } from '../../format';
import { reserveMessages as m } from '../../messages';
import type { ReserveParams } from '../../reserve-params';
import { ConfirmStage } from './confirm-stage';
import { CouponField, useCouponCode, useCouponRefusal } from './coupon-field';
import { DeliveryField, deliveryErrorOf, useDeliveryRequest } from './delivery-field';
import { chosenOptions, OptionsField, type Quantities } from './options-field';
import type { CardCheckout } from '../payment/card-checkout';
import { PaymentChallenge } from '../payment/payment-challenge';
import { useCardPayment } from '../payment/use-card-payment';
import { PaymentAndAgreement } from './payment-and-agreement';
import { QuoteAside } from './quote-aside';
import { QuotePanel } from './quote-panel';
import { ReserveCalendar } from './reserve-calendar';
import { ReserveProblemAlert } from './reserve-problem-alert';
import { reserveUrlValues } from './reserve-url';
import { quoteStateOf, useReserveFlow } from './reserve-flow';
import { FormSection, ListingSummary, ReserveFrame } from './reserve-frame';

/**
 * car/:carId/reserve: the days in the calendar (taken ones struck through), the options, the
 * insurance that comes with every booking, payment (the card, held at the request) and the share
 * contract; the live quote from verify-car-reserve beside it; then the confirmation and
 * create-car-reserve, and the card's 3-D Secure challenge when it asks for one.
 */
export function CarReserveForm({
  car,
  initial,
  licenceNotice,
  checkout,
  paymentMethods = ['CreditCard'],
}: {
  car: CarDetail;
  initial: ReserveParams;
  /** What the guest still needs to book a car (the driving-licence feature), for the chosen return day; said first. */
  licenceNotice?: (endDate: string | null) => ReactNode;
  /** The card processor's form and challenge (the sandbox's or Stripe's), chosen by the page. */
  checkout: CardCheckout;
  /** What the guest's account may pay with (請求書払い for 法人 only); the choice shows only with two. */
  paymentMethods?: readonly PaymentMethod[];
}) {
  const [range, setRange] = useState<DateRange | null>(initial.from && initial.to ? { from: initial.from, to: initial.to } : null);
  const [quantities, setQuantities] = useState<Quantities>({});
  const payment = useCardPayment(paymentMethods);
  const [agreed, setAgreed] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const flow = useReserveFlow(useCreateCarReserve(), payment.hooks);
  // The dates stay in the address (a reload, a shared link, the licence page's way back keep them).
  useKeepInUrl(reserveUrlValues(range));

  const options = chosenOptions(car.options, quantities);
  const dates = range?.to ? { startDate: range.from, endDate: range.to } : null;
  // The length is left to the API's quote (a dated rule may allow a shorter stay); a return before the start is said here.
  const local = dates ? quoteCarReserve({ car, ...dates, options, checkLength: false }) : null;
  const localProblems = local && !local.ok ? local.problems : [];
  const coupon = useCouponCode();
  const couponCode = coupon.applied === undefined ? {} : { couponCode: coupon.applied };
  const delivery = useDeliveryRequest(car.deliveryBands);
  const deliveryRequest = delivery.request ? { delivery: delivery.request } : {};
  const verifyInput = dates && local?.ok ? { carId: car.id, ...dates, options, ...couponCode, ...deliveryRequest } : null;
  const verify = useVerifyCarReserve(verifyInput, { paused: flow.sent });
  // A refused coupon is said at its field and dropped: the quote is asked again without it.
  useCouponRefusal(coupon, verify.error);
  const quote = quoteStateOf({ asked: verifyInput !== null, localProblems, query: verify });
  const ready = quote.status === 'ready' && !quote.updating;

  const pickRange = (next: DateRange | null) => {
    flow.clearProblem();
    setRange(next);
  };

  const next = () => {
    const cardGiven = payment.require();
    const deliveryGiven = !delivery.wanted || delivery.request !== undefined;
    if (!ready || !agreed || !cardGiven || !deliveryGiven) {
      setShowErrors(true);
      return;
    }
    flow.setStage('confirm');
  };

  const listing = (
    <ListingSummary target="car" title={car.title} cover={car.cover} meta={m.form.pickupReturn(car.pickupTime, car.returnTime)} />
  );

  if (flow.stage === 'confirm' && quote.status === 'ready' && dates) {
    const input: CreateCarReserveInput = {
      carId: car.id,
      ...dates,
      options,
      ...couponCode,
      ...deliveryRequest,
      paymentMethod: payment.paymentMethod,
      ...payment.token,
      quotedTotal: quote.quote.total,
      agreeToShareContract: true,
    };
    return (
      <ReserveFrame target="car" listingId={car.id} stage="confirm">
        <ConfirmStage
          listing={listing}
          rows={[
            { label: m.form.summaryDates, value: periodLabel({ targetKind: car.serviceType, ...dates, days: quote.quote.days }) },
            {
              label: m.form.summaryOptions,
              value: options.length === 0 ? m.form.summaryNoOptions : optionSummary(car.options, options),
            },
            ...(delivery.request ? [{ label: m.delivery.summaryLabel, value: m.delivery.summary(delivery.request.km) }] : []),
            ...payment.summary,
          ]}
          quote={quote.quote}
          problem={flow.problem}
          submitting={flow.submitting}
          canSubmit={payment.ready}
          onBack={() => flow.setStage('input')}
          onSubmit={() => flow.submit(input)}
          challenge={
            flow.challenge && (
              <PaymentChallenge
                key={flow.challenge.reserveId}
                checkout={checkout}
                reserveId={flow.challenge.reserveId}
                clientSecret={flow.challenge.clientSecret}
                onConfirmed={(reserve) => flow.challengeEnded({ reserve })}
                onFailed={(error) => flow.challengeEnded({ error })}
                onDismiss={flow.challengeDismissed}
              />
            )
          }
        />
      </ReserveFrame>
    );
  }

  return (
    <ReserveFrame target="car" listingId={car.id} stage="input">
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0 space-y-8">
          {licenceNotice?.(dates?.endDate ?? null)}
          <FormSection title={m.form.datesHeading} lead={m.form.carDatesLead(car.minDays, car.maxDays)}>
            {flow.problem && <ReserveProblemAlert problem={flow.problem} />}
            <ReserveCalendar target="car" targetId={car.id} unit="day" value={range} onChange={pickRange} messages={m.form.carCalendar} />
            {showErrors && !dates && (
              <p role="alert" className="text-sm text-danger">
                {m.form.datesRequired}
              </p>
            )}
          </FormSection>
          <OptionsField options={car.options} quantities={quantities} onChange={setQuantities} />
          <DeliveryField bands={car.deliveryBands} delivery={delivery} error={deliveryErrorOf(delivery, verify.error, showErrors)} />
          <CouponField coupon={coupon} />
          <FormSection title={m.form.insuranceHeading}>
            <p className="flex gap-2 text-sm leading-relaxed text-ink-soft">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
              <span>
                {car.insurancePricePerDay > 0 ? m.form.insurancePerDay(formatYen(car.insurancePricePerDay)) : m.form.insuranceFree}{' '}
                <Link
                  to="/car-insurance"
                  target="_blank"
                  rel="noopener"
                  className="text-gold underline underline-offset-4 hover:text-gold-bright"
                >
                  {m.form.insuranceLink}
                </Link>
              </span>
            </p>
          </FormSection>
          <PaymentAndAgreement
            payment={payment}
            checkout={checkout}
            amount={quote.status === 'ready' ? quote.quote.total : null}
            agreed={agreed}
            onAgreed={setAgreed}
            agreementError={showErrors && !agreed ? m.form.agreementRequired : undefined}
          />
        </div>
        <QuoteAside
          listing={listing}
          dates={dates}
          quote={<QuotePanel state={quote} />}
          total={quote.status === 'ready' ? quote.quote.total : null}
          onNext={next}
          disabled={verify.isFetching}
        />
      </div>
    </ReserveFrame>
  );
}

function optionSummary(offered: CarDetail['options'], chosen: { additionalFacilityId: string; quantity: number }[]): string {
  return chosen.map((c) => `${offered.find((o) => o.id === c.additionalFacilityId)?.name ?? ''} × ${c.quantity}`).join('、');
}
