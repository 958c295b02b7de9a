import type { PublicationState } from '@kurumatabi/contract/enums';
import { Prefecture } from '@kurumatabi/contract/enums';
import { ApiError } from '@kurumatabi/contract/client';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { formatYen } from '@/lib/format-yen';
import { useSession } from '@/lib/session';
import { spotTypesQuery, useUpdateSpot } from '../api/spots';
import { listingMessages as m, spotListingMessages as s } from '../messages';
import { ListingThumb } from '../shared/listing-thumb';
import { SubmitPanel, type SummaryRow } from '../shared/submit-panel';
import { StepCard } from '../shared/step-card';
import { PublicationBadge, VerificationBadge } from '../shared/status-badges';
import { spotEditPath, spotMissingItems } from './steps';
import type { SpotStepProps } from './step-props';

/** ⑥ 確認・審査申請 for a spot. */
export function SpotSubmitStep({ spot, onStale }: SpotStepProps) {
  const { authenticated } = useSession();
  const types = useQuery({ ...spotTypesQuery, enabled: authenticated });
  const publication = useUpdateSpot();
  const request = useUpdateSpot();
  const none = <span className="text-ink-muted">{m.submit.none}</span>;
  const typeName = types.data?.items.find((type) => type.id === spot.spotTypeId)?.name ?? spot.spotTypeId;
  const place = spot.prefecture ? `〒${spot.postalCode ?? ''} ${Prefecture.labels[spot.prefecture]}${spot.city}${spot.addressLine}` : null;

  const rows: SummaryRow[] = [
    { label: s.submit.spotType, value: typeName, step: 1 },
    { label: s.submit.place, value: place ?? none, step: 2 },
    { label: s.submit.access, value: spot.access ? <span className="whitespace-pre-wrap">{spot.access}</span> : none, step: 2 },
    {
      label: s.submit.facilities,
      value: s.submit.facilitiesValue(
        spot.basicFacilityIds.length,
        spot.surroundingFacilityIds.length,
        spot.ruleIds.length,
        spot.options.length,
      ),
      step: 3,
    },
    { label: s.submit.photos, value: spot.photos.length > 0 ? m.submit.photosCount(spot.photos.length) : none, step: 4 },
    {
      label: s.submit.plans,
      value:
        spot.plans.length > 0 ? (
          <ul className="space-y-0.5">
            {spot.plans.map((plan) => (
              <li key={plan.id}>{s.submit.planValue(plan.name, formatYen(plan.price), s.plans.priceUnits[plan.priceUnit])}</li>
            ))}
          </ul>
        ) : (
          none
        ),
      step: 5,
    },
  ];

  const onError = (error: unknown) => {
    if (error instanceof ApiError && (error.code === 'LISTING_UNDER_VERIFICATION' || error.code === 'LISTING_INCOMPLETE')) {
      toast.error(error.code === 'LISTING_UNDER_VERIFICATION' ? m.lock.stale : m.submit.incomplete);
      return onStale();
    }
    toast.error(
      error instanceof ApiError && error.code !== 'INTERNAL' && error.code !== 'NETWORK_ERROR' ? error.message : m.steps.saveFailed,
    );
  };
  const setPublication = (state: PublicationState) =>
    publication.mutate(
      { spotId: spot.id, publicationState: state },
      { onSuccess: (saved) => toast.success(state === 'Published' ? m.published(saved.title) : m.unpublished(saved.title)), onError },
    );
  const sendForVerification = () =>
    request.mutate({ spotId: spot.id, requestVerification: true }, { onSuccess: () => toast.success(m.submit.requested), onError });
  const cheapest = spot.plans.length > 0 ? Math.min(...spot.plans.map((plan) => plan.price)) : null;

  return (
    <StepCard step={6} title={s.stepTitles[5]} lead={s.stepLeads[5]}>
      <SubmitPanel
        header={
          <div className="flex gap-4">
            <ListingThumb photo={spot.photos[0]} className="w-28 shrink-0 sm:w-40" />
            <div className="min-w-0 space-y-2">
              <div className="flex flex-wrap gap-1.5">
                <VerificationBadge status={spot.verificationStatus} />
                <PublicationBadge state={spot.publicationState} />
              </div>
              <p className="text-lg leading-snug font-bold break-words">{spot.title}</p>
              {cheapest !== null && <p className="tabular font-bold text-gold">{formatYen(cheapest)}〜</p>}
            </div>
          </div>
        }
        rows={rows}
        stepNames={s.stepNames}
        stepHref={(step) => spotEditPath(spot.id, step)}
        missing={spotMissingItems(spot.missingFields)}
        status={spot.verificationStatus}
        publication={spot.publicationState}
        onPublication={setPublication}
        publicationBusy={publication.isPending}
        onRequest={sendForVerification}
        requestBusy={request.isPending}
        previewHref={`/spot/${spot.id}`}
        previewLabel={s.submit.openPreview}
      />
    </StepCard>
  );
}
