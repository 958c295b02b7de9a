import { useQueryClient } from '@tanstack/react-query';
import type { HostKind } from '../messages';

/**
 * The cache keys of the owners' and providers' screens, all under `['host-reserves']`: the guest
 * side's mutations (the reserves feature) invalidate that prefix when a reservation moves, without
 * importing this file (features do not import each other).
 */
export const hostReserveKeys = {
  all: ['host-reserves'] as const,
  summaries: (kind: HostKind) => ['host-reserves', kind, 'summaries'] as const,
  overviews: (kind: HostKind, input: object) => ['host-reserves', kind, 'overviews', input] as const,
  list: (kind: HostKind, input: object) => ['host-reserves', kind, 'list', input] as const,
  period: (kind: HostKind, input: object) => ['host-reserves', kind, 'period', input] as const,
  unavailable: (kind: HostKind, listingId: string) => ['host-reserves', kind, 'unavailable', listingId] as const,
  listing: (kind: HostKind, listingId: string) => ['host-reserves', kind, 'listing', listingId] as const,
  sales: (kind: HostKind, year: number) => ['host-reserves', kind, 'sales', year] as const,
  listingSales: (kind: HostKind, listingId: string, year: number) => ['host-reserves', kind, 'sales', year, listingId] as const,
};

/**
 * Prefixes of other features' caches that a host's change makes stale: the guest side's
 * reservations (`['reserves']`), the public calendars of free days (`['listing-schedules']`) and the
 * searches, which read the same `busy` days.
 */
const otherStaleKeys = [['reserves'], ['listing-schedules'], ['listings', 'car', 'search'], ['listings', 'spot', 'search']] as const;

/** How many reservations each list of the dashboard shows (its count says how many there are). */
export const DASHBOARD_LIST_SIZE = 5;

/** After an approval or a calendar save: every owner's screen and every calendar is asked again when shown. */
export function useHostReservesChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [hostReserveKeys.all, ...otherStaleKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
    );
  };
}
