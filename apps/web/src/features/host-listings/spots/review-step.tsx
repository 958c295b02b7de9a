import type { PublicationState } from '@kurumatabi/contract/enums';
import { Prefecture } from '@kurumatabi/contract/enums';
import { ApiError } from '@kurumatabi/contract/client';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { formatYen } from '@/lib/format';
import { useSession } from '@/lib/session';
import { spotTypesQuery, useUpdateSpot } from '../api/spots';
import { listingMessages as m, spotListingMessages as s } from '../messages';
import { ListingThumb } from '../shared/listing-thumb';
import { ReviewPanel, type SummaryRow } from '../shared/review-panel';
import { StepCard } from '../shared/step-card';
import { PublicationBadge, VerificationBadge } from '../shared/status-badges';
import { spotEditPath, spotMissingItems } from './steps';
import type { SpotStepProps } from './step-props';

/** ⑥ 確認・審査申請 for a spot. */
export function SpotReviewStep({ spot, onStale }: SpotStepProps) {
  const { authenticated } = useSession();
  const types = useQuery({ ...spotTypesQuery, enabled: authenticated });
  const publication = useUpdateSpot();
  const request = useUpdateSpot();
  const none = <span className="text-ink-muted">{m.review.none}</span>;
  const typeName = types.data?.items.find((type) => type.id === spot.spotTypeId)?.name ?? spot.spotTypeId;
  const place = spot.prefecture ? `〒${spot.postalCode ?? ''} ${Prefecture.labels[spot.prefecture]}${spot.city}${spot.addressLine}` : null;

  const rows: SummaryRow[] = [
    { label: s.review.spotType, value: typeName, step: 1 },
    { label: s.review.place, value: place ?? none, step: 2 },
    { label: s.review.access, value: spot.access ? <span className="whitespace-pre-wrap">{spot.access}</span> : none, step: 2 },
    {
      label: s.review.facilities,
      value: s.review.facilitiesValue(
        spot.basicFacilityIds.length,
        spot.surroundingFacilityIds.length,
        spot.ruleIds.length,
        spot.options.length,
      ),
      step: 3,
    },
    { label: s.review.photos, value: spot.photos.length > 0 ? m.review.photosCount(spot.photos.length) : none, step: 4 },
    {
      label: s.review.plans,
      value:
        spot.plans.length > 0 ? (
          <ul className="space-y-0.5">
            {spot.plans.map((plan) => (
              <li key={plan.id}>{s.review.planValue(plan.name, formatYen(plan.price), s.plans.priceUnits[plan.priceUnit])}</li>
            ))}
          </ul>
        ) : (
          none
        ),
      step: 5,
    },
  ];

  const onError = (error: unknown) => {
    if (error instanceof ApiError && (error.code === 'LISTING_UNDER_REVIEW' || error.code === 'LISTING_INCOMPLETE')) {
      toast.error(error.code === 'LISTING_UNDER_REVIEW' ? m.lock.stale : m.review.incomplete);
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
  const requestReview = () =>
    request.mutate({ spotId: spot.id, requestVerification: true }, { onSuccess: () => toast.success(m.review.requested), onError });
  const cheapest = spot.plans.length > 0 ? Math.min(...spot.plans.map((plan) => plan.price)) : null;

  return (
    <StepCard step={6} title={s.stepTitles[5]} lead={s.stepLeads[5]}>
      <ReviewPanel
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
        onRequest={requestReview}
        requestBusy={request.isPending}
        previewHref={`/spot/${spot.id}`}
        previewLabel={s.review.openPreview}
      />
    </StepCard>
  );
}
