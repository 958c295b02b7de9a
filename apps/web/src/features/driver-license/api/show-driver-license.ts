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
