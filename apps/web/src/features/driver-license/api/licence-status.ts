import { queryOptions } from '@tanstack/react-query';
import { showDriverLicense } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/**
 * The signed-in guest's licence as the car pages need it (status, expiry, a rejection's reason; the
 * number masked, no photos shown). Its key names 'driver-license', so a save marks it stale.
 * Apart from the edit form's query (show-driver-license.ts), whose signed photo URLs bring the upload code: this one
 * is on a car's page (ADR 0056).
 */
export const licenceStatusQuery = queryOptions({
  queryKey: ['driver-license', 'masked'],
  queryFn: ({ signal }) => callApi(showDriverLicense, { view: 'masked' }, { signal }),
  select: (answer) => answer.driverLicense,
});
