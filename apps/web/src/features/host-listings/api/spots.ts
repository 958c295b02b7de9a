import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createSpot,
  showActiveSpotAdditionalFacilities,
  showActiveSpotBasicFacilities,
  showActiveSpotRules,
  showActiveSpotSurroundingFacilities,
  showActiveSpotTypes,
  showOwnedUserSpot,
  showOwnedUserSpots,
  updateSpot,
  type Input,
  type OwnedSpot,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/** How many spots a page of スポットの管理 shows. */
export const SPOT_PAGE_SIZE = 10;

export const spotKeys = {
  all: ['host-listings', 'spots'] as const,
  list: (offset: number) => ['host-listings', 'spots', 'list', { offset }] as const,
  detail: (spotId: string) => ['host-listings', 'spots', 'detail', spotId] as const,
};

export function ownedSpotsQuery(offset: number) {
  return queryOptions({
    queryKey: spotKeys.list(offset),
    queryFn: ({ signal }) => callApi(showOwnedUserSpots, { offset, limit: SPOT_PAGE_SIZE }, { signal }),
    staleTime: 0,
  });
}

export function ownedSpotQuery(spotId: string) {
  return queryOptions({
    queryKey: spotKeys.detail(spotId),
    queryFn: ({ signal }) => callApi(showOwnedUserSpot, { spotId }, { signal }),
    staleTime: 0,
  });
}

export type CreateSpotInput = Input<typeof createSpot>;
export type UpdateSpotInput = Input<typeof updateSpot>;

function useRememberSpot() {
  const queryClient = useQueryClient();
  return async (spot: OwnedSpot) => {
    queryClient.setQueryData(spotKeys.detail(spot.id), spot);
    await queryClient.invalidateQueries({ queryKey: [...spotKeys.all, 'list'] });
  };
}

export function useCreateSpot() {
  const remember = useRememberSpot();
  return useMutation({ mutationFn: (input: CreateSpotInput) => callApi(createSpot, input), onSuccess: remember });
}

export function useUpdateSpot() {
  const remember = useRememberSpot();
  return useMutation({ mutationFn: (input: UpdateSpotInput) => callApi(updateSpot, input), onSuccess: remember });
}

const MASTER_STALE_MS = 30 * 60 * 1000;

export const spotTypesQuery = queryOptions({
  queryKey: ['host-listings', 'spot-master', 'types'],
  queryFn: ({ signal }) => callApi(showActiveSpotTypes, {}, { signal }),
  staleTime: MASTER_STALE_MS,
});

export const spotBasicFacilitiesQuery = queryOptions({
  queryKey: ['host-listings', 'spot-master', 'basic-facilities'],
  queryFn: ({ signal }) => callApi(showActiveSpotBasicFacilities, {}, { signal }),
  staleTime: MASTER_STALE_MS,
});

export const spotAdditionalFacilitiesQuery = queryOptions({
  queryKey: ['host-listings', 'spot-master', 'additional-facilities'],
  queryFn: ({ signal }) => callApi(showActiveSpotAdditionalFacilities, {}, { signal }),
  staleTime: MASTER_STALE_MS,
});

export const spotSurroundingFacilitiesQuery = queryOptions({
  queryKey: ['host-listings', 'spot-master', 'surrounding-facilities'],
  queryFn: ({ signal }) => callApi(showActiveSpotSurroundingFacilities, {}, { signal }),
  staleTime: MASTER_STALE_MS,
});

export const spotRulesQuery = queryOptions({
  queryKey: ['host-listings', 'spot-master', 'rules'],
  queryFn: ({ signal }) => callApi(showActiveSpotRules, {}, { signal }),
  staleTime: MASTER_STALE_MS,
});
