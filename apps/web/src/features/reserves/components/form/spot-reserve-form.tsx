import { useState } from 'react';
import { quoteSpotReserve, type SpotDetail } from '@kurumatabi/contract';
import type { PaymentMethod } from '@kurumatabi/contract/enums';
import type { DateRange } from '@/components/ui/calendar-rules';
import { useKeepInUrl } from '@/lib/keep-in-url';
import { useCreateSpotReserve, type CreateSpotReserveInput } from '../../api/create-spot-reserve';
import { useVerifySpotReserve } from '../../api/verify-spot-reserve';
import { periodLabel } from '../../format';
import { reserveMessages as m } from '../../messages';
import type { ReserveParams } from '../../reserve-params';
import { ConfirmStage } from './confirm-stage';
import { CouponField, useCouponCode, useCouponRefusal } from './coupon-field';
import { chosenOptions, OptionsField, type Quantities } from './options-field';
import type { CardCheckout } from '../payment/card-checkout';
import { PaymentChallenge } from '../payment/payment-challenge';
import { useCardPayment } from '../payment/use-card-payment';
import { PaymentAndAgreement } from './payment-and-agreement';
import { PlanPicker } from './plan-picker';
import { QuoteAside } from './quote-aside';
import { QuotePanel } from './quote-panel';
import { ReserveCalendar } from './reserve-calendar';
import { ReserveProblemAlert } from './reserve-problem-alert';
import { reserveUrlValues } from './reserve-url';
import { quoteStateOf, useReserveFlow } from './reserve-flow';
import { FormSection, ListingSummary, ReserveFrame } from './reserve-frame';

/**
 * spot/:spotId/reserve: the plan and the group's size, the days in the plan's calendar (nights of
 * a stay with the check-out day, one day of an activity), the options, payment (the card, held at
 * the request) and the share contract; the live quote from verify-spot-reserve; then the
 * confirmation and create-spot-reserve, and the card's 3-D Secure challenge when it asks for one.
 */
export function SpotReserveForm({
  spot,
  initial,
  checkout,
  paymentMethods = ['CreditCard'],
}: {
  spot: SpotDetail;
  initial: ReserveParams;
  /** The card processor's form and challenge (the sandbox's or Stripe's), chosen by the page. */
  checkout: CardCheckout;
  /** What the guest's account may pay with (請求書払い for 法人 only); the choice shows only with two. */
  paymentMethods?: readonly PaymentMethod[];
}) {
  const [planId, setPlanId] = useState<string | null>(
    spot.plans.find((p) => p.id === initial.planId)?.id ?? (spot.plans.length === 1 ? (spot.plans[0]?.id ?? null) : null),
  );
  const [people, setPeople] = useState(initial.people ?? 1);
  const [range, setRange] = useState<DateRange | null>(initial.from && initial.to ? { from: initial.from, to: initial.to } : null);
  const [quantities, setQuantities] = useState<Quantities>({});
  const payment = useCardPayment(paymentMethods);
  const [agreed, setAgreed] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const flow = useReserveFlow(useCreateSpotReserve(), payment.hooks);

  const stay = spot.spotKind === 'Land';
  const plan = spot.plans.find((p) => p.id === planId) ?? null;
  const groupSize = plan ? Math.min(people, plan.maxPeople) : people;
  // The plan, people and dates stay in the address (a reload, a shared link keep them).
  useKeepInUrl(reserveUrlValues(range, { planId, people: groupSize }));
  const options = chosenOptions(spot.options, quantities);
  const dates = range?.to ? { startDate: range.from, endDate: range.to } : null;
  const local =
    plan && dates
      ? quoteSpotReserve({ spotKind: spot.spotKind, plan, offeredOptions: spot.options, ...dates, people: groupSize, options })
      : null;
  const coupon = useCouponCode();
  const couponCode = coupon.applied === undefined ? {} : { couponCode: coupon.applied };
  const verifyInput =
    plan && dates && local?.ok ? { spotId: spot.id, spotPlanId: plan.id, ...dates, people: groupSize, options, ...couponCode } : null;
  const verify = useVerifySpotReserve(verifyInput, { paused: flow.sent });
  // A refused coupon is said at its field and dropped: the quote is asked again without it.
  useCouponRefusal(coupon, verify.error);
  const quote = quoteStateOf({
    asked: verifyInput !== null,
    localProblems: local && !local.ok ? local.problems : [],
    query: verify,
    idleReason: plan ? undefined : m.form.planRequired,
  });
  const ready = quote.status === 'ready' && !quote.updating;

  const pickRange = (next: DateRange | null) => {
    flow.clearProblem();
    setRange(next);
  };

  const next = () => {
    const cardGiven = payment.require();
    if (!ready || !agreed || !cardGiven) {
      setShowErrors(true);
      return;
    }
    flow.setStage('confirm');
  };

  const listing = <ListingSummary target="spot" title={spot.title} cover={spot.cover} meta={spot.spotType.name} />;

  if (flow.stage === 'confirm' && quote.status === 'ready' && plan && dates) {
    const input: CreateSpotReserveInput = {
      spotId: spot.id,
      spotPlanId: plan.id,
      ...dates,
      people: groupSize,
      options,
      ...couponCode,
      paymentMethod: payment.paymentMethod,
      ...payment.token,
      quotedTotal: quote.quote.total,
    };
    return (
      <ReserveFrame target="spot" listingId={spot.id} stage="confirm">
        <ConfirmStage
          listing={listing}
          rows={[
            { label: m.form.summaryPlan, value: plan.name },
            { label: m.form.summaryPeople, value: m.form.peopleOption(groupSize) },
            { label: m.form.summaryDates, value: periodLabel({ targetKind: 'Spot', ...dates, days: quote.quote.days }) },
            {
              label: m.form.summaryOptions,
              value:
                options.length === 0
                  ? m.form.summaryNoOptions
                  : options
                      .map((o) => `${spot.options.find((s) => s.id === o.additionalFacilityId)?.name ?? ''} × ${o.quantity}`)
                      .join('、'),
            },
            ...payment.summary,
          ]}
          quote={quote.quote}
          dayWord={stay ? '泊' : '日'}
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
    <ReserveFrame target="spot" listingId={spot.id} stage="input">
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0 space-y-8">
          <FormSection title={m.form.planHeading}>
            <PlanPicker
              plans={spot.plans}
              stay={stay}
              planId={planId}
              onPlan={setPlanId}
              people={groupSize}
              onPeople={setPeople}
              error={showErrors && !plan ? m.form.planRequired : undefined}
            />
          </FormSection>
          <FormSection title={m.form.datesHeading} lead={stay ? m.form.landDatesLead : m.form.activityDatesLead}>
            {flow.problem && <ReserveProblemAlert problem={flow.problem} />}
            <ReserveCalendar
              target="spot"
              targetId={spot.id}
              spotPlanId={plan?.id}
              unit={stay ? 'night' : 'single'}
              value={range}
              onChange={pickRange}
              messages={stay ? m.form.landCalendar : undefined}
            />
            {showErrors && !dates && (
              <p role="alert" className="text-sm text-danger">
                {m.form.datesRequired}
              </p>
            )}
          </FormSection>
          <OptionsField options={spot.options} quantities={quantities} onChange={setQuantities} />
          <CouponField coupon={coupon} />
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
          quote={<QuotePanel state={quote} dayWord={stay ? '泊' : '日'} />}
          total={quote.status === 'ready' ? quote.quote.total : null}
          onNext={next}
          disabled={verify.isFetching}
        />
      </div>
    </ReserveFrame>
  );
}
