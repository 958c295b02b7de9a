import type { QueryClient } from '@tanstack/react-query';
import {
  listCar,
  listFaq,
  listReview,
  listSpot,
  showCar,
  showPopularCars,
  showPopularSpots,
  showPrivacyPolicy,
  showReview,
  showReviewSummary,
  showShareContract,
  showSpot,
  showTerms,
  type Endpoint,
  type Input,
  type Output,
} from '@kurumatabi/contract';
import { faqListQuery } from '@/features/faq/api/list-faq';
import { legalDocumentQuery } from '@/features/legal/api/legal-document';
import { carSearchQuery } from '@/features/listings/api/list-car';
import { spotSearchQuery } from '@/features/listings/api/list-spot';
import { carDetailQuery } from '@/features/listings/api/show-car';
import { POPULAR_LIMIT, popularCarsQuery } from '@/features/listings/api/show-popular-cars';
import { popularSpotsQuery } from '@/features/listings/api/show-popular-spots';
import { spotDetailQuery } from '@/features/listings/api/show-spot';
import { targetKindOf } from '@/features/reviews/api/keys';
import { reviewListQuery } from '@/features/reviews/api/list-review';
import { reviewQuery } from '@/features/reviews/api/show-review';
import { reviewSummaryQuery } from '@/features/reviews/api/show-review-summary';
import { listingReviewListInput, reviewFiltersFrom, reviewListInput, reviewPageFrom } from '@/features/reviews/review-search';
import { carSearchInput, parseSearch, spotSearchInput, type SearchTarget } from '@/features/listings/search-params';
import { todayInTokyo } from '@/lib/date-range';
import { prefetchContentPage, prefetchHomeContent } from './prefetch-content';

/**
 * A public call answered in the server's process (ADR 0029): the API hands in its own services, so
 * the page's data never goes over HTTP to itself. Rejects with the API's error (a 404 …).
 */
export type ServerCall = <E extends Endpoint>(endpoint: E, input: Input<E>) => Promise<Output<E>>;

/** The query a page shows, filled by the server's call under the key the client's hook reads. */
function fill<E extends Endpoint>(
  client: QueryClient,
  options: { queryKey: readonly unknown[] },
  call: ServerCall,
  endpoint: E,
  input: Input<E>,
) {
  return client.prefetchQuery({ queryKey: options.queryKey, queryFn: () => call(endpoint, input) });
}

/** A car's or a spot's page data, as a visitor's detail hook reads it (its page and its reviews page). */
function fillListingDetail(client: QueryClient, target: 'car' | 'spot', id: string, call: ServerCall) {
  return target === 'car'
    ? fill(client, carDetailQuery('public', id), call, showCar, { carId: id })
    : fill(client, spotDetailQuery('public', id), call, showSpot, { spotId: id });
}

const searchTargets: Record<string, SearchTarget> = { '/search-rv': 'rv', '/search-rental': 'rental', '/search-spot': 'spot' };
const legalKinds = { '/terms': 'Terms', '/privacy-policy': 'PrivacyPolicy', '/share-contract': 'ShareContract' } as const;
const legalEndpoints = { Terms: showTerms, PrivacyPolicy: showPrivacyPolicy, ShareContract: showShareContract } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The data a public page shows before anything else, fetched on the server into the request's query
 * cache with the keys of the client's hooks (a visitor's, `public`), so hydration needs no second
 * request. What is not here (a detail's reviews section, the filters' master lists) loads on the client.
 */
export async function prefetchPage(client: QueryClient, url: URL, call: ServerCall): Promise<void> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  const [, first, id] = path.split('/');
  if (path === '/') {
    await Promise.all([
      fill(client, popularCarsQuery('public', 'CarShare'), call, showPopularCars, { serviceType: 'CarShare', limit: POPULAR_LIMIT }),
      fill(client, popularCarsQuery('public', 'RentalCar'), call, showPopularCars, { serviceType: 'RentalCar', limit: POPULAR_LIMIT }),
      fill(client, popularSpotsQuery('public'), call, showPopularSpots, { limit: POPULAR_LIMIT }),
      prefetchHomeContent(client, call),
    ]);
    return;
  }
  const target = searchTargets[path];
  if (target) {
    const filters = parseSearch(url.searchParams, target, todayInTokyo());
    if (target === 'spot') {
      const input = spotSearchInput(filters);
      await fill(client, spotSearchQuery('public', input), call, listSpot, input);
    } else {
      const input = carSearchInput(target, filters);
      await fill(client, carSearchQuery('public', input), call, listCar, input);
    }
    return;
  }
  const listing = first === 'car' || first === 'spot' ? first : null;
  if (listing && id && UUID.test(id) && path === `/${listing}/${id}`) {
    await fillListingDetail(client, listing, id, call);
    return;
  }
  if (path === '/reviews' || path === '/review') {
    const input = reviewListInput(reviewFiltersFrom(url.searchParams));
    await fill(client, reviewListQuery(input), call, listReview, input);
    return;
  }
  if (first === 'reviews' && id && UUID.test(id) && path === `/reviews/${id}`) {
    await fill(client, reviewQuery(id), call, showReview, { reviewId: id });
    return;
  }
  if (listing && id && UUID.test(id) && path === `/${listing}/${id}/reviews`) {
    const input = listingReviewListInput(targetKindOf(listing), id, reviewPageFrom(url.searchParams));
    await Promise.all([
      fillListingDetail(client, listing, id, call),
      fill(client, reviewSummaryQuery(listing, id), call, showReviewSummary, { targetKind: targetKindOf(listing), listingId: id }),
      fill(client, reviewListQuery(input), call, listReview, input),
    ]);
    return;
  }
  if (path === '/faq') {
    await fill(client, faqListQuery, call, listFaq, { limit: 100 });
    return;
  }
  if (await prefetchContentPage(client, url, path, call)) return;
  const legal = legalKinds[path as keyof typeof legalKinds];
  if (legal) await fill(client, legalDocumentQuery(legal), call, legalEndpoints[legal], {});
}
