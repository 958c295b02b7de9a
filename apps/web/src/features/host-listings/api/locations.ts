import { queryOptions } from '@tanstack/react-query';
import { MAX_USER_LOCATIONS, showUserLocations } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/** show-user-locations, for the car form's pickup select (the same cache entry as the locations page). */
export const ownerLocationsQuery = queryOptions({
  queryKey: ['user-locations'],
  queryFn: ({ signal }) => callApi(showUserLocations, { limit: MAX_USER_LOCATIONS }, { signal }),
});
