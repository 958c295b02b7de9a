import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  listCarVerifications,
  listSpotVerifications,
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
  type CarVerification,
  type SpotVerification,
} from '@kurumatabi/contract';
import { VerificationStatus } from '@kurumatabi/contract/enums';
import { callApi } from '@/lib/api-client';

/** How many listings a verification list page shows. */
export const LISTING_VERIFICATION_PAGE_SIZE = 20;
/** The largest page the list call gives: used when looking one listing up by id. */
const LOOKUP_PAGE_SIZE = 100;
const LOOKUP_MAX_PAGES = 20;

export type ListingKind = 'car' | 'spot';

export const listingVerificationKeys = {
  all: (kind: ListingKind) => ['operator', `${kind}-verifications`] as const,
  list: (kind: ListingKind, status: VerificationStatus, offset: number) =>
    ['operator', `${kind}-verifications`, 'list', { status, offset }] as const,
  detail: (kind: ListingKind, id: string) => ['operator', `${kind}-verifications`, 'detail', id] as const,
};

export function carVerificationListQuery(status: VerificationStatus, offset: number) {
  return queryOptions({
    queryKey: listingVerificationKeys.list('car', status, offset),
    queryFn: ({ signal }) => callApi(listCarVerifications, { status, limit: LISTING_VERIFICATION_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
  });
}

export function spotVerificationListQuery(status: VerificationStatus, offset: number) {
  return queryOptions({
    queryKey: listingVerificationKeys.list('spot', status, offset),
    queryFn: ({ signal }) => callApi(listSpotVerifications, { status, limit: LISTING_VERIFICATION_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
  });
}

/**
 * The verification calls have no single-listing read: one listing is found in the lists, waiting ones
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

export function carVerificationQuery(carId: string) {
  return queryOptions({
    queryKey: listingVerificationKeys.detail('car', carId),
    queryFn: ({ signal }) =>
      findInLists<CarVerification>(
        (status, offset, s) => callApi(listCarVerifications, { status, limit: LOOKUP_PAGE_SIZE, offset }, { signal: s }),
        (verification) => verification.car.id === carId,
        signal,
      ),
    staleTime: 0,
  });
}

export function spotVerificationQuery(spotId: string) {
  return queryOptions({
    queryKey: listingVerificationKeys.detail('spot', spotId),
    queryFn: ({ signal }) =>
      findInLists<SpotVerification>(
        (status, offset, s) => callApi(listSpotVerifications, { status, limit: LOOKUP_PAGE_SIZE, offset }, { signal: s }),
        (verification) => verification.spot.id === spotId,
        signal,
      ),
    staleTime: 0,
  });
}

/** A row opened from the list is already known: the detail shows it at once (and asks again). */
export function seedVerification(
  queryClient: QueryClient,
  kind: ListingKind,
  id: string,
  verification: CarVerification | SpotVerification,
) {
  if (!queryClient.getQueryData(listingVerificationKeys.detail(kind, id)))
    queryClient.setQueryData(listingVerificationKeys.detail(kind, id), verification);
}

export type ListingDecision = { decision: 'verify' } | { decision: 'reject'; reason: string };

export function useCarDecision(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingDecision): Promise<CarVerification> =>
      input.decision === 'verify' ? callApi(verifyCar, { carId }) : callApi(rejectCar, { carId, reason: input.reason }),
    onSuccess: async (verification) => {
      queryClient.setQueryData(listingVerificationKeys.detail('car', carId), verification);
      await queryClient.invalidateQueries({ queryKey: [...listingVerificationKeys.all('car'), 'list'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: listingVerificationKeys.detail('car', carId) }),
  });
}

export function useSpotDecision(spotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingDecision): Promise<SpotVerification> =>
      input.decision === 'verify' ? callApi(verifySpot, { spotId }) : callApi(rejectSpot, { spotId, reason: input.reason }),
    onSuccess: async (verification) => {
      queryClient.setQueryData(listingVerificationKeys.detail('spot', spotId), verification);
      await queryClient.invalidateQueries({ queryKey: [...listingVerificationKeys.all('spot'), 'list'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: listingVerificationKeys.detail('spot', spotId) }),
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
