import { useQueryClient } from '@tanstack/react-query';
import type { ReserveDetail } from '@kurumatabi/contract';

/**
 * The cache keys of reservations. Everything a reservation's change can touch is named here, so a
 * mutation invalidates it in one place (`useReserveChanged`).
 */
export const reserveKeys = {
  all: ['reserves'] as const,
  detail: (reserveId: string) => ['reserves', 'detail', reserveId] as const,
  lists: ['reserves', 'list'] as const,
  mine: (scope: string, page: number) => ['reserves', 'list', 'mine', scope, page] as const,
  quotes: ['reserves', 'quote'] as const,
  quote: (target: 'car' | 'spot', input: object) => ['reserves', 'quote', target, input] as const,
  /**
   * The calendars of free days share the listings feature's prefix (its `listingKeys.schedules`):
   * features do not import each other, and one invalidation must refresh the detail page's
   * calendar and the reserve page's alike.
   */
  schedules: ['listing-schedules'] as const,
  schedule: (target: 'car' | 'spot', input: object) => ['listing-schedules', target, input] as const,
};

/**
 * Other screens' caches that a reservation's change makes stale: the owners' dashboards, lists,
 * calendars and sales (the host-reserves feature) and the listings' search results (a booked car
 * leaves the searches for its dates). Named by prefix for the same reason as the schedules.
 */
const otherStaleKeys = [['host-reserves'], ['listings', 'car', 'search'], ['listings', 'spot', 'search']] as const;

/**
 * After a reservation was created or moved: its detail becomes the answer, and every list,
 * calendar, quote and owner's page that may show it is asked again when next shown.
 */
export function useReserveChanged() {
  const queryClient = useQueryClient();
  return async (reserve: ReserveDetail) => {
    queryClient.setQueryData(reserveKeys.detail(reserve.id), reserve);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reserveKeys.lists }),
      queryClient.invalidateQueries({ queryKey: reserveKeys.quotes }),
      queryClient.invalidateQueries({ queryKey: reserveKeys.schedules }),
      ...otherStaleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
    ]);
  };
}
