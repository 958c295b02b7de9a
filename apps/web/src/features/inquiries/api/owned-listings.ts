import { queryOptions } from '@tanstack/react-query';
import { showOwnedUserCars, showOwnedUserSpots } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

/** The most listings the host's filter offers (the owned lists' largest page). */
const MAX_LISTINGS = 50;

/** The host's cars or spots by title, for the list's "by listing" filter. */
export function ownedListingsQuery(kind: 'car' | 'spot') {
  return queryOptions({
    queryKey: ['inquiries', 'owned-listings', kind] as const,
    queryFn: async ({ signal }): Promise<{ id: string; title: string }[]> => {
      const page =
        kind === 'car'
          ? await callApi(showOwnedUserCars, { offset: 0, limit: MAX_LISTINGS }, { signal })
          : await callApi(showOwnedUserSpots, { offset: 0, limit: MAX_LISTINGS }, { signal });
      return page.items.map(({ id, title }) => ({ id, title }));
    },
  });
}

export function useOwnedListings(kind: 'car' | 'spot' | null) {
  return useUserQuery({ ...ownedListingsQuery(kind ?? 'car'), enabled: kind !== null });
}
