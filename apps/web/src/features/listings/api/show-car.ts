import { queryOptions, useQuery } from '@tanstack/react-query';
import { showCar, userShowCar } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { listingKeys, type CarDetailView, type Viewer } from './keys';
import { detailState } from './detail-state';

export function carDetailQuery(viewer: Viewer, carId: string) {
  return queryOptions({
    queryKey: listingKeys.detail('car', viewer, carId),
    queryFn: ({ signal }): Promise<CarDetailView> =>
      viewer === 'user' ? callApi(userShowCar, { carId }, { signal }) : callApi(showCar, { carId }, { signal }),
  });
}

/**
 * car/:carId. A visitor reads the public document; a signed-in user the user variant (favourite,
 * the owner's preview of an unlisted car). The public one is asked at once, before the sign-in
 * check is over, and shown until the user variant answers.
 */
export function useCarDetail(carId: string) {
  const { ready, authenticated } = useSession();
  const signedIn = ready && authenticated;
  const publicQuery = useQuery({ ...carDetailQuery('public', carId), enabled: !signedIn });
  const userQuery = useQuery({ ...carDetailQuery('user', carId), enabled: signedIn, placeholderData: publicQuery.data });
  return detailState(signedIn ? userQuery : publicQuery, ready);
}
