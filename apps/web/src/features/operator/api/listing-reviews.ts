import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  listCarReviews,
  listSpotReviews,
  rejectCar,
  rejectSpot,
  showActiveCarAdditionalFacilities,
  showActiveCarBasicFacilities,
  showActiveCarKinds,
  showActiveCarRules,
  showActiveSpotAdditionalFacilities,
  showActiveSpotBasicFacilities,
  showActiveSpotRules,
  showActiveSpotSurroundingFacilities,
  showActiveSpotTypes,
  verifyCar,
  verifySpot,
  type CarReview,
  type SpotReview,
} from '@kurumatabi/contract';
import { VerificationStatus } from '@kurumatabi/contract/enums';
import { callApi } from '@/lib/api-client';

/** How many listings a review list page shows. */
export const LISTING_REVIEW_PAGE_SIZE = 20;
/** The largest page the list call gives: used when looking one listing up by id. */
const LOOKUP_PAGE_SIZE = 100;
const LOOKUP_MAX_PAGES = 20;

export type ListingKind = 'car' | 'spot';

export const listingReviewKeys = {
  all: (kind: ListingKind) => ['operator', `${kind}-reviews`] as const,
  list: (kind: ListingKind, status: VerificationStatus, offset: number) =>
    ['operator', `${kind}-reviews`, 'list', { status, offset }] as const,
  detail: (kind: ListingKind, id: string) => ['operator', `${kind}-reviews`, 'detail', id] as const,
};

export function carReviewListQuery(status: VerificationStatus, offset: number) {
  return queryOptions({
    queryKey: listingReviewKeys.list('car', status, offset),
    queryFn: ({ signal }) => callApi(listCarReviews, { status, limit: LISTING_REVIEW_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
  });
}

export function spotReviewListQuery(status: VerificationStatus, offset: number) {
  return queryOptions({
    queryKey: listingReviewKeys.list('spot', status, offset),
    queryFn: ({ signal }) => callApi(listSpotReviews, { status, limit: LISTING_REVIEW_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
  });
}

/**
 * The review calls have no single-listing read: one listing is found in the lists, waiting ones
 * first (the usual case), then the other statuses, page by page. Not found is null.
 */
async function findInLists<T>(
  list: (status: VerificationStatus, offset: number, signal: AbortSignal) => Promise<{ items: T[]; total: number }>,
  matches: (item: T) => boolean,
  signal: AbortSignal,
): Promise<T | null> {
  const order: VerificationStatus[] = ['VerificationRequest', ...VerificationStatus.values.filter((s) => s !== 'VerificationRequest')];
  for (const status of order) {
    for (let page = 0; page < LOOKUP_MAX_PAGES; page += 1) {
      const answer = await list(status, page * LOOKUP_PAGE_SIZE, signal);
      const found = answer.items.find(matches);
      if (found) return found;
      if ((page + 1) * LOOKUP_PAGE_SIZE >= answer.total) break;
    }
  }
  return null;
}

export function carReviewQuery(carId: string) {
  return queryOptions({
    queryKey: listingReviewKeys.detail('car', carId),
    queryFn: ({ signal }) =>
      findInLists<CarReview>(
        (status, offset, s) => callApi(listCarReviews, { status, limit: LOOKUP_PAGE_SIZE, offset }, { signal: s }),
        (review) => review.car.id === carId,
        signal,
      ),
    staleTime: 0,
  });
}

export function spotReviewQuery(spotId: string) {
  return queryOptions({
    queryKey: listingReviewKeys.detail('spot', spotId),
    queryFn: ({ signal }) =>
      findInLists<SpotReview>(
        (status, offset, s) => callApi(listSpotReviews, { status, limit: LOOKUP_PAGE_SIZE, offset }, { signal: s }),
        (review) => review.spot.id === spotId,
        signal,
      ),
    staleTime: 0,
  });
}

/** A row opened from the list is already known: the detail shows it at once (and asks again). */
export function seedReview(queryClient: QueryClient, kind: ListingKind, id: string, review: CarReview | SpotReview) {
  if (!queryClient.getQueryData(listingReviewKeys.detail(kind, id))) queryClient.setQueryData(listingReviewKeys.detail(kind, id), review);
}

export type ListingDecision = { decision: 'verify' } | { decision: 'reject'; reason: string };

export function useCarDecision(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingDecision): Promise<CarReview> =>
      input.decision === 'verify' ? callApi(verifyCar, { carId }) : callApi(rejectCar, { carId, reason: input.reason }),
    onSuccess: async (review) => {
      queryClient.setQueryData(listingReviewKeys.detail('car', carId), review);
      await queryClient.invalidateQueries({ queryKey: [...listingReviewKeys.all('car'), 'list'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: listingReviewKeys.detail('car', carId) }),
  });
}

export function useSpotDecision(spotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingDecision): Promise<SpotReview> =>
      input.decision === 'verify' ? callApi(verifySpot, { spotId }) : callApi(rejectSpot, { spotId, reason: input.reason }),
    onSuccess: async (review) => {
      queryClient.setQueryData(listingReviewKeys.detail('spot', spotId), review);
      await queryClient.invalidateQueries({ queryKey: [...listingReviewKeys.all('spot'), 'list'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: listingReviewKeys.detail('spot', spotId) }),
  });
}

// ---- Master names, to show a listing's facts in words -------------------------------------------

const MASTER_STALE_MS = 30 * 60 * 1000;
const master = <T>(name: string, fetch: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey: ['operator', 'master', name], queryFn: ({ signal }) => fetch(signal), staleTime: MASTER_STALE_MS });

export const carMasterQueries = {
  kinds: master('car-kinds', (signal) => callApi(showActiveCarKinds, {}, { signal })),
  basic: master('car-basic', (signal) => callApi(showActiveCarBasicFacilities, {}, { signal })),
  additional: master('car-additional', (signal) => callApi(showActiveCarAdditionalFacilities, {}, { signal })),
  rules: master('car-rules', (signal) => callApi(showActiveCarRules, {}, { signal })),
};

export const spotMasterQueries = {
  types: master('spot-types', (signal) => callApi(showActiveSpotTypes, {}, { signal })),
  basic: master('spot-basic', (signal) => callApi(showActiveSpotBasicFacilities, {}, { signal })),
  surrounding: master('spot-surrounding', (signal) => callApi(showActiveSpotSurroundingFacilities, {}, { signal })),
  additional: master('spot-additional', (signal) => callApi(showActiveSpotAdditionalFacilities, {}, { signal })),
  rules: master('spot-rules', (signal) => callApi(showActiveSpotRules, {}, { signal })),
};
