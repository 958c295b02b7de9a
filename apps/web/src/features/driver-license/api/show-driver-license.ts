import { queryOptions } from '@tanstack/react-query';
import { showDriverLicense } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { signedUrlRefreshDelay } from '@/lib/upload-image';

/**
 * The owner's own licence for the edit form (`view: 'edit'`: the full number). The photos' signed
 * URLs expire, so the query is asked again shortly before they do.
 */
export const ownDriverLicenseQuery = queryOptions({
  queryKey: ['driver-license', 'edit'],
  queryFn: ({ signal }) => callApi(showDriverLicense, { view: 'edit' }, { signal }),
  select: (answer) => answer.driverLicense,
  refetchInterval: (query) => {
    const licence = query.state.data?.driverLicense;
    return signedUrlRefreshDelay([licence?.frontImage, licence?.backImage]);
  },
});

/**
 * The signed-in guest's licence as the car pages need it (status, expiry, a rejection's reason; the
 * number masked, no photos shown). Its key names 'driver-license', so a save marks it stale.
 */
export const licenceStatusQuery = queryOptions({
  queryKey: ['driver-license', 'masked'],
  queryFn: ({ signal }) => callApi(showDriverLicense, { view: 'masked' }, { signal }),
  select: (answer) => answer.driverLicense,
});
