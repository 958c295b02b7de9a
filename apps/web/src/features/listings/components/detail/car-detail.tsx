import type { ReactNode } from 'react';
import { Fuel, Users } from 'lucide-react';
import { CarServiceType, FuelType, labelOf, Prefecture } from '@kurumatabi/contract/enums';
import { Gallery } from '@/components/ui/gallery';
import { Tag } from '@/components/ui/tag';
import { useDocumentTitle } from '@/lib/document-title';
import { formatYen } from '@/lib/format-yen';
import type { CarDetailView } from '../../api/keys';
import type { DetailState } from '../../api/detail-state';
import { placeLabel } from '../../format';
import { sharedListingMessages as m } from '../../shared-messages';
import { detailMessages } from './detail-messages';
import { placeSearchHref, withContext, type SearchTarget } from '../../listing-links';
import { FavoriteToggle } from '../favorite-toggle';
import { carPriceRows } from './car-prices';
import { DeferredAvailabilityCalendar } from './deferred-availability-calendar';
import { DeferredCarFacts } from './deferred-facts';
import { CALENDAR_ANCHOR, PickedDates } from './picked-dates';
import { usePickedRange } from './use-picked-range';
import {
  Breadcrumbs,
  Description,
  DetailSkeleton,
  FactList,
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

/** The car's search: search-rv for car share, search-rental for rental cars. */
function searchTargetOf(car: CarDetailView): Exclude<SearchTarget, 'spot'> {
  return car.serviceType === 'CarShare' ? 'rv' : 'rental';
}

/** car/:carId once its state is known (the page turns a 404 into the not-found screen). */
export function CarDetail({
  carId,
  state,
  askHost,
  reviews,
  licenceNotice,
}: {
  carId: string;
  state: Exclude<DetailState<CarDetailView>, { status: 'notFound' }>;
  /** The page's 「オーナーに質問する」 button (the conversations feature), placed in the host's card and the booking panel. */
  askHost?: AskHostSlot;
  /** The reviews section and the host's rating (the reviews feature). */
  reviews?: ReviewSlots;
  /** What the guest still needs to book (the driving-licence feature), for the return day picked in the calendar. */
  licenceNotice?: LicenceNoticeSlot;
}) {
  useDocumentTitle(state.status === 'ready' ? state.data.title : d.carTitle);
  if (state.status === 'loading') return <DetailSkeleton />;
  if (state.status === 'incomplete') return <RareState state={state} editHref={`/mypage/cars/edit/${carId}`} />;
  if (state.status === 'error') return <RareState state={state} />;
  return <CarDetailBody car={state.data} askHost={askHost} reviews={reviews} licenceNotice={licenceNotice} />;
}

/** The licence notice for a trip ending on `endDate` (null while no return day is picked). */
export type LicenceNoticeSlot = (endDate: string | null) => ReactNode;

function CarDetailBody({
  car,
  askHost,
  reviews,
  licenceNotice,
}: {
  car: CarDetailView;
  askHost?: AskHostSlot;
  reviews?: ReviewSlots;
  licenceNotice?: LicenceNoticeSlot;
}) {
  const listed = car.listed ?? true;
  const isOwner = car.isOwner ?? false;
  const target = searchTargetOf(car);
  // The days picked in the calendar below (or brought by the search, in the address) go to the reserve page with its button.
  const { range, setRange, context } = usePickedRange();
  const reserveHref = withContext(`/car/${car.id}/reserve`, context);
  const bookable = listed && !isOwner;
  const priceRows = carPriceRows(car);

  const price = (
    <p className="tabular">
      <span className="text-2xl font-bold text-gold">{formatYen(car.pricePerDay)}</span>
      <span className="ml-1 text-sm text-ink-muted">{m.card.perDay}</span>
    </p>
  );

  return (
    <>
      {isOwner && !listed && <PreviewBanner text={d.previewCar} />}
      <Breadcrumbs
        items={[
          { label: m.search[target].title, to: placeSearchHref(target) },
          {
            label: Prefecture.labels[car.place.prefecture],
            to: placeSearchHref(target, car.place.prefecture),
          },
        ]}
      />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0 space-y-8">
          <Gallery images={car.photos} title={car.title} placeholder="car" priority />
          <ListingHeading
            title={car.title}
            place={placeLabel(car.place)}
            rating={car.rating}
            tags={
              <>
                <Tag tone="gold">{labelOf(CarServiceType, car.serviceType)}</Tag>
                {car.carKind && <Tag tone="brown">{car.carKind.name}</Tag>}
                <Tag icon={<Users aria-hidden />}>{m.card.seats(car.seats)}</Tag>
                {car.sleepingCapacity > 0 && <Tag>{m.card.sleeping(car.sleepingCapacity)}</Tag>}
                <Tag icon={<Fuel aria-hidden />}>{labelOf(FuelType, car.fuelType)}</Tag>
              </>
            }
            heart={listed && <FavoriteToggle target="car" id={car.id} isFavorite={car.isFavorite} className="shrink-0 lg:hidden" />}
          />
          {listed && !isOwner && licenceNotice?.(range?.to ?? null)}
          <Description text={car.description} />
          <DeferredCarFacts car={car} />
          <Section title={d.calendar} id={CALENDAR_ANCHOR}>
            <p className="mb-4 text-sm text-ink-soft">{listed && !isOwner ? d.calendarPickLead : d.calendarLead}</p>
            <DeferredAvailabilityCalendar
              target="car"
              targetId={car.id}
              enabled={listed}
              pickedRange={range}
              onPickRange={listed && !isOwner ? setRange : undefined}
              rangeUnit="day"
            />
          </Section>
          {listed && reviews && (
            <Section title={d.reviews} id={REVIEWS_ANCHOR}>
              {reviews.section}
            </Section>
          )}
          <Section title={d.host.car}>
            <HostCard host={car.host} target="car" rating={listed ? reviews?.hostRating : undefined} />
            {listed && !isOwner && askHost && <div className="mt-4">{askHost('host')}</div>}
          </Section>
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-24 space-y-4 rounded-(--radius-card) border border-line bg-surface p-6 shadow-lift">
            {price}
            <FactList columns={1} rows={priceRows.slice(1, 3)} />
            {bookable && <PickedDates range={range} people={context.people} />}
            <ReserveAction href={reserveHref} listed={listed} isOwner={isOwner} />
            {listed && !isOwner && askHost?.('aside')}
            {listed && <FavoriteToggle target="car" id={car.id} isFavorite={car.isFavorite} variant="labelled" className="w-full" />}
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
