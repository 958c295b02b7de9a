import type { QueryClient } from '@tanstack/react-query';
import { updateCarFavoriteStatus, updateSpotFavoriteStatus } from '@kurumatabi/contract';
import { toast } from 'react-toastify';
import { callApi } from '@/lib/api-client';
import { listingMessages as m } from '../messages';
import { listingKeys, type ListingTarget } from './keys';
import { markFavorite } from './mark-favorite';

interface Toggle {
  id: string;
  favorite: boolean;
}

/**
 * update-car-favorite-status / update-spot-favorite-status, optimistic: every cached document of the
 * listing (search pages, popular rows, the detail, favourites) shows the new heart at once, and
 * goes back if the call fails. The favourites lists are marked stale: they show the change (a
 * removed one disappears) the next time they are opened, not under the user's finger.
 *
 * Run as a mutation of the query client's cache, as `useMutation` would run it (the same options,
 * the client's defaults), without the hook: this module is fetched when a signed-in user's hearts
 * appear (favorite-toggle.tsx), never for a visitor, whose heart leads to sign-in (ADR 0030, fourth
 * pass). Resolves when the call is over, successful or not (a failure is shown as a toast).
 */
export function toggleFavorite(queryClient: QueryClient, target: ListingTarget, toggle: Toggle): Promise<void> {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: async ({ id, favorite }: Toggle): Promise<{ isFavorite: boolean }> =>
      target === 'car'
        ? callApi(updateCarFavoriteStatus, { carId: id, favorite })
        : callApi(updateSpotFavoriteStatus, { spotId: id, favorite }),
    onMutate: ({ id, favorite }: Toggle) => {
      const key = listingKeys.target(target);
      const before = queryClient.getQueriesData({ queryKey: key });
      queryClient.setQueriesData({ queryKey: key }, (data: unknown) => markFavorite(data, id, favorite));
      return { before };
    },
    onError: (_error: unknown, _toggle: Toggle, context: { before: [readonly unknown[], unknown][] } | undefined) => {
      context?.before.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data));
      toast.error(m.favorites.toggleFailed);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.favorites(target), refetchType: 'none' }),
  });
  return mutation.execute(toggle).then(
    () => {},
    () => {},
  );
}
