import { queryOptions, useQuery } from '@tanstack/react-query';
import { showSpot, userShowSpot } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { detailState } from './detail-state';
import { listingKeys, type SpotDetailView, type Viewer } from './keys';

export function spotDetailQuery(viewer: Viewer, spotId: string) {
  return queryOptions({
    queryKey: listingKeys.detail('spot', viewer, spotId),
    queryFn: ({ signal }): Promise<SpotDetailView> =>
      viewer === 'user' ? callApi(userShowSpot, { spotId }, { signal }) : callApi(showSpot, { spotId }, { signal }),
  });
}

/** spot/:spotId, as useCarDetail. */
export function useSpotDetail(spotId: string) {
  const { ready, authenticated } = useSession();
  const signedIn = ready && authenticated;
  const publicQuery = useQuery({ ...spotDetailQuery('public', spotId), enabled: !signedIn });
  const userQuery = useQuery({ ...spotDetailQuery('user', spotId), enabled: signedIn, placeholderData: publicQuery.data });
  return detailState(signedIn ? userQuery : publicQuery, ready);
}
