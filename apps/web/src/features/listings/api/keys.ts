import type { CarCard, CarDetail, SpotCard, SpotDetail } from '@kurumatabi/contract';
import { useSession } from '@/lib/session';

/**
 * Who is asking: a visitor calls the public variants, a signed-in user the /v1/user/ ones, which
 * answer the same documents plus the viewer's facts (isFavorite, isOwner). Until the first sign-in
 * check is over, the public ones (a signed-in user's hearts fill in when the session is known).
 */
export type Viewer = 'public' | 'user';

export function useViewer(): Viewer {
  const { ready, authenticated } = useSession();
  return ready && authenticated ? 'user' : 'public';
}

/** The viewer's facts, present on the signed-in variants only. */
export interface ViewerFacts {
  isFavorite?: boolean;
  isOwner?: boolean;
}

export type CarCardView = CarCard & ViewerFacts;
export type SpotCardView = SpotCard & ViewerFacts;
export type CarDetailView = CarDetail & ViewerFacts & { listed?: boolean };
export type SpotDetailView = SpotDetail & ViewerFacts & { listed?: boolean };

export type ListingTarget = 'car' | 'spot';

/**
 * Every listing document a page shows sits under `['listings', target]`, so a favourite's toggle can
 * mark it everywhere at once (search pages, popular rows, the detail, the favourites list).
 */
export const listingKeys = {
  all: ['listings'] as const,
  target: (target: ListingTarget) => ['listings', target] as const,
  search: (target: ListingTarget, viewer: Viewer, input: object) => ['listings', target, 'search', viewer, input] as const,
  popular: (target: ListingTarget, viewer: Viewer, input: object) => ['listings', target, 'popular', viewer, input] as const,
  detail: (target: ListingTarget, viewer: Viewer, id: string) => ['listings', target, 'detail', viewer, id] as const,
  favorites: (target: ListingTarget) => ['listings', target, 'favorites'] as const,
  favoritePage: (target: ListingTarget, page: number) => ['listings', target, 'favorites', page] as const,
  schedules: (target: ListingTarget, input: object) => ['listing-schedules', target, input] as const,
  master: (name: string) => ['listing-master', name] as const,
};

/** The answer of a search or a favourites page, with the viewer's facts when signed in. */
export interface ListingPage<T> {
  items: T[];
  total: number;
  totalIsLowerBound?: boolean;
  limit: number;
  offset: number;
}
