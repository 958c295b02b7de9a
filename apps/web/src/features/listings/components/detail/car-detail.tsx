import type { ReactNode } from 'react';
import { Fuel, Users } from 'lucide-react';
import { CarFacilityCategory } from '@kurumatabi/contract';
import {
  CarServiceType,
  CarSizeClass,
  DoorCount,
  FuelType,
  labelOf,
  Prefecture,
  PriceUnit,
  SteeringSide,
  Transmission,
} from '@kurumatabi/contract/enums';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Gallery } from '@/components/ui/gallery';
import { Tag } from '@/components/ui/tag';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDeliveryBands } from '@/lib/delivery-bands';
import { formatYen } from '@/lib/format';
import type { CarDetailView } from '../../api/keys';
import type { DetailState } from '../../api/detail-state';
import { groupDigits, placeLabel } from '../../format';
import { listingMessages as m } from '../../messages';
import { emptyFilters, searchHref, withContext, type SearchTarget } from '../../search-params';
import { FavoriteToggle } from '../favorite-toggle';
import { DeferredAvailabilityCalendar } from './deferred-availability-calendar';
import { CALENDAR_ANCHOR, PickedDates } from './picked-dates';
import { usePickedRange } from './use-picked-range';
import {
  Breadcrumbs,
  Description,
  DetailSkeleton,
  FactList,
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

/** The car's search: search-rv for car share, search-rental for rental cars. */
function searchTargetOf(car: CarDetailView): Exclude<SearchTarget, 'spot'> {
  return car.serviceType === 'CarShare' ? 'rv' : 'rental';
}

function unitLabel(unit: PriceUnit): string {
  return labelOf(PriceUnit, unit);
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
  if (state.status === 'incomplete') return <IncompletePreview editHref={`/mypage/cars/edit/${carId}`} />;
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
  const mm = (value: number | null) => (value === null ? d.unknown : groupDigits(value));

  const facilityGroups = CarFacilityCategory.values
    .map((category) => ({ category, names: car.basicFacilities.filter((f) => f.category === category).map((f) => f.name) }))
    .filter((group) => group.names.length > 0);

  const priceRows = [
    { label: d.basePrice, value: `${formatYen(car.pricePerDay)} / ${d.perDay}` },
    {
      label: d.insurance,
      value: car.insurancePricePerDay > 0 ? `${formatYen(car.insurancePricePerDay)} / ${d.perDay}` : d.insuranceIncluded,
    },
    { label: d.cleaningFee, value: car.cleaningFee > 0 ? `${formatYen(car.cleaningFee)} / ${d.perTime}` : d.free },
    // A car whose host set delivery bands is brought to the guest and collected (both ways, priced per way).
    ...(car.deliveryBands.length > 0 ? [{ label: d.delivery, value: d.deliveryBands(formatDeliveryBands(car.deliveryBands)) }] : []),
    { label: d.days, value: d.daysRange(car.minDays, car.maxDays) },
    { label: d.pickupTime, value: car.pickupTime },
    { label: d.returnTime, value: car.returnTime },
  ];

  const specRows = [
    { label: d.manufacturer, value: car.manufacturerName },
    { label: d.model, value: car.modelName },
    { label: d.variant, value: car.variantName },
    { label: d.kind, value: car.carKind?.name ?? d.unknown },
    { label: d.sizeClass, value: labelOf(CarSizeClass, car.sizeClass) },
    { label: d.doors, value: labelOf(DoorCount, car.doorCount) },
    { label: d.steering, value: labelOf(SteeringSide, car.steeringSide) },
    { label: d.transmission, value: labelOf(Transmission, car.transmission) },
    { label: d.fuel, value: labelOf(FuelType, car.fuelType) },
    { label: d.seats, value: d.persons(car.seats) },
    { label: d.sleeping, value: d.persons(car.sleepingCapacity) },
    { label: d.dimensions, value: d.dimensionsValue(mm(car.lengthMm), mm(car.widthMm), mm(car.heightMm)) },
    { label: d.modelYear, value: car.modelYear === null ? d.unknown : d.year(car.modelYear) },
  ];

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
          { label: m.search[target].title, to: searchHref(target, emptyFilters) },
          {
            label: Prefecture.labels[car.place.prefecture],
            to: searchHref(target, { ...emptyFilters, prefecture: car.place.prefecture }),
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
          <Section title={d.prices}>
            <FactList rows={priceRows} />
            {car.options.length > 0 && (
              <div className="mt-6">
                <h3 className="text-base font-bold text-ink">{d.options}</h3>
                <OptionTable options={car.options.map((o) => ({ name: o.name, price: o.price, unit: unitLabel(o.priceUnit) }))} />
              </div>
            )}
          </Section>
          <Section title={d.specs}>
            <FactList rows={specRows} />
          </Section>
          <Section title={d.facilities}>
            {facilityGroups.length === 0 ? (
              <NameChips names={[]} />
            ) : (
              <div className="space-y-5">
                {facilityGroups.map((group) => (
                  <div key={group.category}>
                    <h3 className="mb-2 text-sm font-bold text-ink-soft">{CarFacilityCategory.labels[group.category]}</h3>
                    <NameChips names={group.names} />
                  </div>
                ))}
              </div>
            )}
          </Section>
          <Section title={d.rules}>
            <RuleList names={car.rules.map((r) => r.name)} />
          </Section>
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
