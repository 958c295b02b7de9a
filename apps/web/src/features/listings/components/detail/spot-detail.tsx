import { useCallback, useState } from 'react';
import { Users } from 'lucide-react';
import { labelOf, Prefecture, SpotKind } from '@kurumatabi/contract/enums';
import type { DateRange } from '@/components/ui/calendar-rules';
import { Gallery } from '@/components/ui/gallery';
import { Tag } from '@/components/ui/tag';
import { cx } from '@/lib/cx';
import { useDocumentTitle } from '@/lib/document-title';
import { formatYen } from '@/lib/format-yen';
import type { DetailState } from '../../api/detail-state';
import type { SpotDetailView } from '../../api/keys';
import { placeLabel } from '../../format';
import { sharedListingMessages as m } from '../../shared-messages';
import { detailMessages } from './detail-messages';
import { contextQuery, placeSearchHref } from '../../listing-links';
import { FavoriteToggle } from '../favorite-toggle';
import { DeferredAvailabilityCalendar } from './deferred-availability-calendar';
import { DeferredSpotFacts } from './deferred-facts';
import { CALENDAR_ANCHOR, PickedDates } from './picked-dates';
import { usePickedRange } from './use-picked-range';
import {
  Breadcrumbs,
  Description,
  DetailSkeleton,
  HostCard,
  ListingHeading,
  MobileBookingBar,
  PreviewBanner,
  RareState,
  ReserveAction,
  Section,
  type AskHostSlot,
  REVIEWS_ANCHOR,
  type ReviewSlots,
} from './detail-parts';

const d = detailMessages;

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
  if (state.status === 'incomplete') return <RareState state={state} editHref={`/mypage/spots/edit/${spotId}`} />;
  if (state.status === 'error') return <RareState state={state} />;
  return <SpotDetailBody spot={state.data} askHost={askHost} reviews={reviews} />;
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
          { label: m.search.spot.title, to: placeSearchHref('spot') },
          {
            label: Prefecture.labels[spot.place.prefecture],
            to: placeSearchHref('spot', spot.place.prefecture),
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
          <DeferredSpotFacts spot={spot} />
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
