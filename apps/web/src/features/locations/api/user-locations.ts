import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createUserLocation, MAX_USER_LOCATIONS, showUserLocations, updateUserLocation } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import type { LocationFormOutput } from '../location-form-schema';

/** show-user-locations: all of them in one page (a user keeps at most MAX_USER_LOCATIONS). */
export const userLocationsQuery = queryOptions({
  queryKey: ['user-locations'],
  queryFn: ({ signal }) => callApi(showUserLocations, { limit: MAX_USER_LOCATIONS }, { signal }),
});

/** The location to replace (update-user-location), or none to add one (create-user-location). */
export interface SaveLocationInput {
  id: string | null;
  fields: LocationFormOutput;
}

/** create-user-location / update-user-location; the list is fetched again afterwards (and after a 404). */
export function useSaveUserLocation(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: SaveLocationInput) =>
      id === null ? callApi(createUserLocation, fields) : callApi(updateUserLocation, { id, ...fields }),
    onSuccess: () => onSaved?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userLocationsQuery.queryKey }),
  });
}
