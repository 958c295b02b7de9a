import { useCallback, useState } from 'react';
import { Clock, Users } from 'lucide-react';
import type { SpotPlan } from '@kurumatabi/contract';
import { labelOf, Prefecture, PriceUnit, SpotKind } from '@kurumatabi/contract/enums';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { DateRange } from '@/components/ui/calendar-rules';
import { Gallery } from '@/components/ui/gallery';
import { Tag } from '@/components/ui/tag';
import { cx } from '@/lib/cx';
import { useDocumentTitle } from '@/lib/document-title';
import { formatYen } from '@/lib/format';
import type { DetailState } from '../../api/detail-state';
import type { SpotDetailView } from '../../api/keys';
import { placeLabel } from '../../format';
import { listingMessages as m } from '../../messages';
import { contextQuery, emptyFilters, searchHref } from '../../search-params';
import { FavoriteToggle } from '../favorite-toggle';
import { DeferredAvailabilityCalendar } from './deferred-availability-calendar';
import { CALENDAR_ANCHOR, PickedDates } from './picked-dates';
import { usePickedRange } from './use-picked-range';
import {
  Breadcrumbs,
  Description,
  DetailSkeleton,
  HostCard,
  IncompletePreview,
  ListingHeading,
  MobileBookingBar,
  NameChips,
  OptionTable,
  PreviewBanner,
  ReserveAction,
  RuleList,
  Section,
  type AskHostSlot,
  REVIEWS_ANCHOR,
  type ReviewSlots,
} from './detail-parts';

const d = m.detail;

/** spot/:spotId once its state is known (the page turns a 404 into the not-found screen). */
export function SpotDetail({
  spotId,
  state,
  askHost,
  reviews,
}: {
  spotId: string;
  state: Exclude<DetailState<SpotDetailView>, { status: 'notFound' }>;
  /** The page's 「掲載者に質問する」 button (the conversations feature), placed in the host's card and the booking panel. */
  askHost?: AskHostSlot;
  /** The reviews section and the host's rating (the reviews feature). */
  reviews?: ReviewSlots;
}) {
  useDocumentTitle(state.status === 'ready' ? state.data.title : d.spotTitle);
  if (state.status === 'loading') return <DetailSkeleton />;
  if (state.status === 'incomplete') return <IncompletePreview editHref={`/mypage/spots/edit/${spotId}`} />;
  if (state.status === 'error') {
    return (
      <Alert tone="error">
        <p>{d.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={state.retry}>
          {m.retry}
        </Button>
      </Alert>
    );
  }
  return <SpotDetailBody spot={state.data} askHost={askHost} reviews={reviews} />;
}

/** `15:00〜10:00` for a stay, `1時間30分` for an activity. */
function planTimes(plan: SpotPlan): { label: string; value: string }[] {
  if (plan.durationMinutes !== null) return [{ label: d.duration, value: d.durationValue(plan.durationMinutes) }];
  return [
    ...(plan.checkInTime ? [{ label: d.checkIn, value: plan.checkInTime }] : []),
    ...(plan.checkOutTime ? [{ label: d.checkOut, value: plan.checkOutTime }] : []),
  ];
}

function PlanCard({ plan }: { plan: SpotPlan }) {
  return (
    <li className="rounded-(--radius-card) border border-line bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-bold text-ink">{plan.name}</h3>
        <p className="tabular">
          <span className="text-lg font-bold text-gold">{formatYen(plan.price)}</span>
          <span className="ml-1 text-sm text-ink-muted">{labelOf(PriceUnit, plan.priceUnit)}</span>
        </p>
      </div>
      {plan.description && <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-soft">{plan.description}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Tag icon={<Users aria-hidden />}>{d.planMaxPeople(plan.maxPeople)}</Tag>
        <Tag>{d.planCapacity(plan.capacityPerDay)}</Tag>
        {planTimes(plan).map((time) => (
          <Tag key={time.label} icon={<Clock aria-hidden />}>
            {time.label} {time.value}
          </Tag>
        ))}
      </div>
    </li>
  );
}

function SpotDetailBody({ spot, askHost, reviews }: { spot: SpotDetailView; askHost?: AskHostSlot; reviews?: ReviewSlots }) {
  const listed = spot.listed ?? true;
  const isOwner = spot.isOwner ?? false;
  const [calendarPlan, setCalendarPlan] = useState<string | undefined>(undefined);
  // The plan and the days picked in the calendar below (or brought by the search, in the address) go to the
  // reserve page with its button, with the search's people.
  const { range, setRange, context } = usePickedRange();
  const activity = spot.spotKind === 'Activity';
  // An activity is one day: the first click is the whole range. Stable, so the calendar below the fold keeps its server HTML.
  const pickRange = useCallback(
    (next: DateRange | null) => setRange(activity && next && next.to === null ? { from: next.from, to: next.from } : next),
    [activity, setRange],
  );
  const reserveQuery = [calendarPlan ? new URLSearchParams({ plan: calendarPlan }).toString() : '', contextQuery(context)]
    .filter(Boolean)
    .join('&');
  const bookable = listed && !isOwner;
  const reserveHref = `/spot/${spot.id}/reserve${reserveQuery ? `?${reserveQuery}` : ''}`;

  const price = (
    <p className="tabular">
      <span className="text-2xl font-bold text-gold">{d.priceFrom(formatYen(spot.priceFrom))}</span>
      <span className="ml-1 text-sm text-ink-muted">{m.card.unit[spot.priceUnit]}</span>
    </p>
  );

  return (
    <>
      {isOwner && !listed && <PreviewBanner text={d.previewSpot} />}
      <Breadcrumbs
        items={[
          { label: m.search.spot.title, to: searchHref('spot', emptyFilters) },
          {
            label: Prefecture.labels[spot.place.prefecture],
            to: searchHref('spot', { ...emptyFilters, prefecture: spot.place.prefecture }),
          },
        ]}
      />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0 space-y-8">
          <Gallery images={spot.photos} title={spot.title} placeholder="spot" priority />
          <ListingHeading
            title={spot.title}
            place={placeLabel(spot.place)}
            rating={spot.rating}
            tags={
              <>
                <Tag tone="gold">{labelOf(SpotKind, spot.spotKind)}</Tag>
                <Tag tone="brown">{spot.spotType.name}</Tag>
                <Tag icon={<Users aria-hidden />}>{m.card.maxPeople(spot.maxPeople)}</Tag>
              </>
            }
            heart={listed && <FavoriteToggle target="spot" id={spot.id} isFavorite={spot.isFavorite} className="shrink-0 lg:hidden" />}
          />
          <Description text={spot.description} />
          <Section title={d.plans}>
            <ul className="space-y-3">
              {spot.plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} />
              ))}
            </ul>
            {spot.options.length > 0 && (
              <div className="mt-6">
                <h3 className="text-base font-bold text-ink">{d.paidServices}</h3>
                <OptionTable options={spot.options.map((o) => ({ name: o.name, price: o.price, unit: labelOf(PriceUnit, o.priceUnit) }))} />
              </div>
            )}
          </Section>
          <Section title={d.spotFacilities}>
            <NameChips names={spot.basicFacilities.map((f) => f.name)} />
          </Section>
          <Section title={d.surrounding}>
            <NameChips names={spot.surroundingFacilities.map((f) => f.name)} />
          </Section>
          <Section title={d.rules}>
            <RuleList names={spot.rules.map((r) => r.name)} />
          </Section>
          {spot.access && (
            <Section title={d.access}>
              <p className="leading-loose whitespace-pre-line text-ink-soft">{spot.access}</p>
            </Section>
          )}
          <Section title={d.calendar} id={CALENDAR_ANCHOR}>
            <p className="mb-4 text-sm text-ink-soft">{listed && !isOwner ? d.calendarPickLead : d.calendarLead}</p>
            {listed && spot.plans.length > 1 && (
              <div role="group" aria-label={d.calendarPlan} className="mb-5 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
                {[{ id: undefined, name: d.calendarAllPlans }, ...spot.plans].map((plan) => (
                  <button
                    key={plan.id ?? 'all'}
                    type="button"
                    aria-pressed={calendarPlan === plan.id}
                    onClick={() => setCalendarPlan(plan.id)}
                    className={cx(
                      'h-9 shrink-0 rounded-full border px-4 text-sm font-bold whitespace-nowrap transition-colors duration-150',
                      calendarPlan === plan.id
                        ? 'border-gold bg-gold text-canvas'
                        : 'border-line text-ink-soft hover:border-line-strong hover:text-ink',
                    )}
                  >
                    {plan.name}
                  </button>
                ))}
              </div>
            )}
            <DeferredAvailabilityCalendar
              target="spot"
              targetId={spot.id}
              enabled={listed}
              spotPlanId={calendarPlan}
              pickedRange={range}
              onPickRange={listed && !isOwner ? pickRange : undefined}
              rangeUnit={activity ? 'day' : 'night'}
            />
          </Section>
          {listed && reviews && (
            <Section title={d.reviews} id={REVIEWS_ANCHOR}>
              {reviews.section}
            </Section>
          )}
          <Section title={d.host.spot}>
            <HostCard host={spot.host} target="spot" rating={listed ? reviews?.hostRating : undefined} />
            {listed && !isOwner && askHost && <div className="mt-4">{askHost('host')}</div>}
          </Section>
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-24 space-y-4 rounded-(--radius-card) border border-line bg-surface p-6 shadow-lift">
            {price}
            <p className="text-sm text-ink-soft">{d.planMaxPeople(spot.maxPeople)}</p>
            {bookable && <PickedDates range={range} people={context.people} />}
            <ReserveAction href={reserveHref} listed={listed} isOwner={isOwner} />
            {listed && !isOwner && askHost?.('aside')}
            {listed && <FavoriteToggle target="spot" id={spot.id} isFavorite={spot.isFavorite} variant="labelled" className="w-full" />}
          </div>
        </aside>
      </div>
      <MobileBookingBar
        price={
          <>
            {price}
            {bookable && <PickedDates range={range} people={context.people} compact />}
          </>
        }
        action={<ReserveAction href={reserveHref} listed={listed} isOwner={isOwner} />}
      />
    </>
  );
}
