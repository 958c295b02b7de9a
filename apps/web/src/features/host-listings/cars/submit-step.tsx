import type { PublicationState } from '@kurumatabi/contract/enums';
import { CarServiceType, FuelType, Transmission } from '@kurumatabi/contract/enums';
import { ApiError } from '@kurumatabi/contract/client';
import { toast } from 'react-toastify';
import { formatYen } from '@/lib/format-yen';
import { useUserQuery } from '@/lib/user-query';
import { useUpdateCar } from '../api/cars';
import { ownerLocationsQuery } from '../api/locations';
import { carListingMessages as c, listingMessages as m } from '../messages';
import { ListingThumb } from '../shared/listing-thumb';
import { SubmitPanel, type SummaryRow } from '../shared/submit-panel';
import { StepCard } from '../shared/step-card';
import { hhmm } from '../shared/steps';
import { PublicationBadge, VerificationBadge } from '../shared/status-badges';
import { carEditPath, carMissingItems } from './steps';
import type { CarStepProps } from './step-props';

/** ⑥ 確認・審査申請: the summary, what is missing (with links to its step), the publish switch, the request. */
export function CarSubmitStep({ car, onStale }: CarStepProps) {
  const locations = useUserQuery(ownerLocationsQuery);
  const publication = useUpdateCar();
  const request = useUpdateCar();
  const location = locations.data?.items.find((item) => item.id === car.locationId);
  const none = <span className="text-ink-muted">{m.submit.none}</span>;

  const rows: SummaryRow[] = [
    { label: c.submit.serviceType, value: CarServiceType.labels[car.serviceType], step: 1 },
    {
      label: c.submit.specs,
      value: `${c.submit.specsValue(car.seats, car.sleepingCapacity)}・${Transmission.labels[car.transmission]}・${FuelType.labels[car.fuelType]}`,
      step: 2,
    },
    {
      label: c.submit.equipment,
      value: c.submit.equipmentValue(car.basicFacilityIds.length, car.options.length, car.ruleIds.length),
      step: 3,
    },
    { label: c.submit.photos, value: car.photos.length > 0 ? m.submit.photosCount(car.photos.length) : none, step: 4 },
    { label: c.submit.location, value: location ? `${location.name}（${location.city}）` : car.locationId ? '…' : none, step: 5 },
    {
      label: c.submit.price,
      value:
        car.pricePerDay === null
          ? none
          : c.submit.priceValue(formatYen(car.pricePerDay), formatYen(car.insurancePricePerDay), formatYen(car.cleaningFee)),
      step: 5,
    },
    { label: c.submit.period, value: c.submit.periodValue(car.minDays, car.maxDays, hhmm(car.pickupTime), hhmm(car.returnTime)), step: 5 },
  ];

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'LISTING_UNDER_VERIFICATION') {
      toast.error(m.lock.stale);
      return onStale();
    }
    if (error instanceof ApiError && error.code === 'LISTING_INCOMPLETE') {
      toast.error(m.submit.incomplete);
      return onStale();
    }
    toast.error(
      error instanceof ApiError && error.code !== 'INTERNAL' && error.code !== 'NETWORK_ERROR' ? error.message : m.steps.saveFailed,
    );
  };

  const setPublication = (state: PublicationState) =>
    publication.mutate(
      { carId: car.id, publicationState: state },
      { onSuccess: (saved) => toast.success(state === 'Published' ? m.published(saved.title) : m.unpublished(saved.title)), onError },
    );
  const sendForVerification = () =>
    request.mutate({ carId: car.id, requestVerification: true }, { onSuccess: () => toast.success(m.submit.requested), onError });

  return (
    <StepCard step={6} title={c.stepTitles[5]} lead={c.stepLeads[5]}>
      <SubmitPanel
        header={
          <div className="flex gap-4">
            <ListingThumb photo={car.photos[0]} className="w-28 shrink-0 sm:w-40" />
            <div className="min-w-0 space-y-2">
              <div className="flex flex-wrap gap-1.5">
                <VerificationBadge status={car.verificationStatus} />
                <PublicationBadge state={car.publicationState} />
              </div>
              <p className="text-lg leading-snug font-bold break-words">{car.title}</p>
              {car.pricePerDay !== null && <p className="tabular font-bold text-gold">{m.pricePerDay(formatYen(car.pricePerDay))}</p>}
            </div>
          </div>
        }
        rows={rows}
        stepNames={c.stepNames}
        stepHref={(step) => carEditPath(car.id, step)}
        missing={carMissingItems(car.missingFields)}
        status={car.verificationStatus}
        publication={car.publicationState}
        onPublication={setPublication}
        publicationBusy={publication.isPending}
        onRequest={sendForVerification}
        requestBusy={request.isPending}
        previewHref={`/car/${car.id}`}
        previewLabel={c.submit.openPreview}
      />
    </StepCard>
  );
}
