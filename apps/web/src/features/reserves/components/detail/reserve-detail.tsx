import type { ReactNode } from 'react';
import type { ReserveDetail } from '@kurumatabi/contract';
import { PaymentMethod } from '@kurumatabi/contract/enums';
import { ArrowLeft, ExternalLink, UserRound } from 'lucide-react';
import { Link } from '@/components/link';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { formatDate, formatDateTime } from '@/lib/format';
import { bookingKind, lengthLabel, reserveNumber } from '../../format';
import { reserveMessages as m } from '../../messages';
import { ListingSummary } from '../form/reserve-frame';
import { ChangePanel } from './change-panel';
import { AccidentReports, Handovers } from './handovers-and-reports';
import { paymentMessages as pm } from '../../payment-messages';
import type { CardCheckout } from '../payment/card-checkout';
import { PaymentPanel } from './payment-panel';
import { PriceBreakdown } from './price-breakdown';
import { ReserveActions } from './reserve-actions';
import { ReturnCheckPanel } from './return-check-panel';
import { StatusBadge } from './status-badge';
import { Timeline } from './timeline';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-6">
      <h2 className="mb-4 text-lg font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** Where the viewer came from: a guest's list, the host's list of their car or spot reservations, the operators' area. */
export function backToListHref(reserve: ReserveDetail): string {
  if (reserve.viewerRole === 'Guest') return '/mypage/reserves';
  if (reserve.viewerRole === 'Operator') return '/operator';
  return reserve.targetKind === 'Spot' ? '/mypage/spots/reserves' : '/mypage/cars/reserves';
}

/**
 * reserves/:reserveId once loaded: status, dates, the other party, the price, the history, the
 * records and the actions now allowed, the payment (issue 33); `thread` is the page's way into the
 * reservation's messages (the conversations feature), shown under the actions.
 */
export function ReserveDetailView({
  reserve,
  thread,
  review,
  guestRating,
  checkout,
}: {
  reserve: ReserveDetail;
  thread?: ReactNode;
  /** The review prompt or its state under the status (the reviews feature; a Returned reservation's sides only). */
  review?: ReactNode;
  /** How hosts rated the guest, beside the guest's card (the reviews feature; for the host). */
  guestRating?: ReactNode;
  /** The card processor's form and challenge (the page's choice of sandbox or Stripe), for the guest's payment actions. */
  checkout?: CardCheckout;
}) {
  const kind = bookingKind(reserve);
  const target = reserve.listing.kind === 'Car' ? 'car' : 'spot';
  const hints = reserve.viewerRole === 'Host' ? m.status.hostHints : m.status.guestHints;
  const parties =
    reserve.viewerRole === 'Guest'
      ? [{ role: m.detail.host, person: reserve.host }]
      : reserve.viewerRole === 'Host'
        ? [{ role: m.detail.guest, person: reserve.guest }]
        : [
            { role: m.detail.guest, person: reserve.guest },
            { role: m.detail.host, person: reserve.host },
          ];
  const facts = [
    {
      label: kind === 'car' ? m.detail.start.car : kind === 'stay' ? m.detail.start.spot : m.detail.start.activity,
      value: [formatDate(reserve.startDate), reserve.startTime].filter(Boolean).join(' '),
    },
    ...(kind === 'activity'
      ? []
      : [
          {
            label: kind === 'car' ? m.detail.end.car : m.detail.end.spot,
            value: [formatDate(reserve.endDate), reserve.endTime].filter(Boolean).join(' '),
          },
        ]),
    { label: m.detail.period, value: lengthLabel(kind, reserve.days) },
    ...(reserve.spotPlan ? [{ label: m.detail.plan, value: reserve.spotPlan.name }] : []),
    ...(reserve.targetKind === 'Spot' ? [{ label: m.detail.people, value: m.detail.peopleValue(reserve.people) }] : []),
    // The car is delivered and collected at the booked distance (its fee is in the price lines).
    ...(reserve.deliveryKm !== null ? [{ label: m.delivery.summaryLabel, value: m.delivery.summary(reserve.deliveryKm) }] : []),
    { label: m.detail.payment, value: PaymentMethod.labels[reserve.paymentMethod] },
    ...(reserve.cancelReason
      ? [
          {
            label: m.detail.cancelReason,
            value: reserve.cancelReasonMasked ? m.detail.cancelReasonMasked(reserve.cancelReason) : reserve.cancelReason,
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-6">
      <LinkButton
        to={backToListHref(reserve)}
        variant="ghost"
        size="sm"
        className="-ml-3"
        icon={<ArrowLeft className="size-4" aria-hidden />}
      >
        {m.detail.backToList}
      </LinkButton>
      <header className="space-y-3">
        <p className="text-xs font-bold tracking-[0.2em] text-gold">{m.detail.eyebrow}</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-[1.75rem] font-bold text-ink sm:text-3xl">{reserve.listing.title}</h1>
          <StatusBadge status={reserve.status} />
        </div>
        <p className="tabular text-sm text-ink-muted">
          {m.detail.reserveNumber} {reserveNumber(reserve.id)}・{m.detail.requestedAt} {formatDateTime(reserve.requestedAt)}
        </p>
      </header>
      <div role="status" className="rounded-(--radius-card) border border-line bg-surface px-4 py-3 text-sm text-ink">
        <p>{hints[reserve.status]}</p>
        {reserve.status === 'Request' && reserve.approveDeadline && (
          <p className="tabular mt-1 font-bold text-warning">{m.status.deadline(formatDateTime(reserve.approveDeadline))}</p>
        )}
      </div>
      <ReturnCheckPanel reserve={reserve} />
      <ChangePanel reserve={reserve} checkout={checkout} />
      {review}

      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <aside className="space-y-4 lg:col-start-2 lg:row-start-1">
          <Card className="space-y-4 p-5 lg:sticky lg:top-24">
            <h2 className="text-sm font-bold text-ink-soft">{m.detail.actions}</h2>
            <ReserveActions reserve={reserve} />
          </Card>
          {thread}
          <Card className="space-y-3 p-5">
            <h2 className="text-sm font-bold text-ink-soft">{m.detail.listing}</h2>
            <ListingSummary target={target} title={reserve.listing.title} cover={reserve.listing.cover} />
            <Link
              to={`/${target}/${reserve.listing.id}`}
              className="inline-flex items-center gap-1 text-sm font-bold text-gold hover:text-gold-bright"
            >
              {m.detail.openListing}
              <ExternalLink className="size-3.5" aria-hidden />
            </Link>
          </Card>
          {parties.map(({ role, person }) => (
            <Card key={role} className="flex items-center gap-3 p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brown/40 text-lg font-bold text-ink">
                {person.name.slice(0, 1) || <UserRound className="size-5" aria-hidden />}
              </span>
              <div className="min-w-0">
                <p className="text-xs font-bold tracking-[0.12em] text-gold">{role}</p>
                <p className="truncate font-bold text-ink">{person.name}</p>
              </div>
            </Card>
          ))}
          {guestRating}
        </aside>

        <div className="mt-8 min-w-0 space-y-6 lg:col-start-1 lg:row-start-1 lg:mt-0">
          <dl className="grid gap-x-8 text-sm sm:grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.label} className="flex items-baseline justify-between gap-4 border-b border-line/60 py-2.5">
                <dt className="shrink-0 text-ink-soft">{fact.label}</dt>
                <dd className="tabular text-right font-bold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <Block title={m.detail.price}>
            <PriceBreakdown reserve={reserve} />
          </Block>
          {(reserve.payment || reserve.paymentMethod === 'Invoice') && (
            <Block title={pm.panel.heading}>
              <PaymentPanel reserve={reserve} checkout={checkout} />
            </Block>
          )}
          <Block title={m.detail.timeline}>
            <Timeline history={reserve.history} />
          </Block>
          <Block title={m.detail.handovers}>
            <Handovers handovers={reserve.handovers} />
          </Block>
          <Block title={m.detail.reports}>
            <AccidentReports reports={reserve.accidentReports} />
          </Block>
        </div>
      </div>
    </div>
  );
}
