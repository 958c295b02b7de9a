import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createCar,
  showActiveCarAdditionalFacilities,
  showActiveCarBasicFacilities,
  showActiveCarKinds,
  showActiveCarManufacturers,
  showActiveCarModelsByCarManufacturer,
  showActiveCarRules,
  showActiveCarsByCarModel,
  showOwnedUserCar,
  showOwnedUserCars,
  updateCar,
  type Input,
  type OwnedCar,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/** How many cars a page of 車両の管理 shows. */
export const CAR_PAGE_SIZE = 10;

export const carKeys = {
  all: ['host-listings', 'cars'] as const,
  list: (offset: number) => ['host-listings', 'cars', 'list', { offset }] as const,
  detail: (carId: string) => ['host-listings', 'cars', 'detail', carId] as const,
};

/** show-owned-user-cars: a page of the owner's cars, newest change first (asked again when shown). */
export function ownedCarsQuery(offset: number) {
  return queryOptions({
    queryKey: carKeys.list(offset),
    queryFn: ({ signal }) => callApi(showOwnedUserCars, { offset, limit: CAR_PAGE_SIZE }, { signal }),
    staleTime: 0,
  });
}

/** show-owned-user-car: one of the owner's cars with every field, for the form. */
export function ownedCarQuery(carId: string) {
  return queryOptions({
    queryKey: carKeys.detail(carId),
    queryFn: ({ signal }) => callApi(showOwnedUserCar, { carId }, { signal }),
    staleTime: 0,
  });
}

export type CreateCarInput = Input<typeof createCar>;
export type UpdateCarInput = Input<typeof updateCar>;

/** The answer becomes the cached car; the list is asked again when next shown. */
function useRememberCar() {
  const queryClient = useQueryClient();
  return async (car: OwnedCar) => {
    queryClient.setQueryData(carKeys.detail(car.id), car);
    await queryClient.invalidateQueries({ queryKey: [...carKeys.all, 'list'] });
  };
}

/** create-car: the draft of the first step. */
export function useCreateCar() {
  const remember = useRememberCar();
  return useMutation({ mutationFn: (input: CreateCarInput) => callApi(createCar, input), onSuccess: remember });
}

/** update-car: a step's fields, the publication switch, or the request for verification. */
export function useUpdateCar() {
  const remember = useRememberCar();
  return useMutation({ mutationFn: (input: UpdateCarInput) => callApi(updateCar, input), onSuccess: remember });
}

// ---- The car master (ADR 0014): curated lists that rarely change ------------------------------

const MASTER_STALE_MS = 30 * 60 * 1000;

export const carManufacturersQuery = queryOptions({
  queryKey: ['host-listings', 'car-master', 'manufacturers'],
  queryFn: ({ signal }) => callApi(showActiveCarManufacturers, {}, { signal }),
  staleTime: MASTER_STALE_MS,
});

export function carModelsQuery(carManufacturerId: string) {
  return queryOptions({
    queryKey: ['host-listings', 'car-master', 'models', carManufacturerId],
    queryFn: ({ signal }) => callApi(showActiveCarModelsByCarManufacturer, { carManufacturerId }, { signal }),
    staleTime: MASTER_STALE_MS,
  });
}

export function carVariantsQuery(carModelId: string) {
  return queryOptions({
    queryKey: ['host-listings', 'car-master', 'variants', carModelId],
    queryFn: ({ signal }) => callApi(showActiveCarsByCarModel, { carModelId }, { signal }),
    staleTime: MASTER_STALE_MS,
  });
}

export const carKindsQuery = queryOptions({
  queryKey: ['host-listings', 'car-master', 'kinds'],
  queryFn: ({ signal }) => callApi(showActiveCarKinds, {}, { signal }),
  staleTime: MASTER_STALE_MS,
});

export const carBasicFacilitiesQuery = queryOptions({
  queryKey: ['host-listings', 'car-master', 'basic-facilities'],
  queryFn: ({ signal }) => callApi(showActiveCarBasicFacilities, {}, { signal }),
  staleTime: MASTER_STALE_MS,
});

export const carAdditionalFacilitiesQuery = queryOptions({
  queryKey: ['host-listings', 'car-master', 'additional-facilities'],
  queryFn: ({ signal }) => callApi(showActiveCarAdditionalFacilities, {}, { signal }),
  staleTime: MASTER_STALE_MS,
});

export const carRulesQuery = queryOptions({
  queryKey: ['host-listings', 'car-master', 'rules'],
  queryFn: ({ signal }) => callApi(showActiveCarRules, {}, { signal }),
  staleTime: MASTER_STALE_MS,
});
