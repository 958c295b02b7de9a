import { lazy, Suspense } from 'react';
import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { OwnerInvitation } from '@/features/home/components/owner-invitation';
import { SearchEntry } from '@/features/home/components/search-entry';
import { TrustSection } from '@/features/home/components/trust-section';
import { PopularListingsFallback } from '@/features/listings/components/popular/popular-layout';
import { useDocumentTitle } from '@/lib/document-title';

/* The popular rows need the API contract (zod): a lazy chunk, so the first load stays within budget. */
const PopularListings = lazy(() => import('@/features/listings/components/popular/popular-listings'));
/**
 * The news, articles and an owner interview (issue 15): below the fold and already in the server's HTML, so
 * their chunk is fetched once the page has loaded and the browser is idle (it only hydrates them).
 */
const afterLoad = () =>
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const idle = () =>
          setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : resolve()), 1000);
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      });
const HomeContentSections = lazy(() => afterLoad().then(() => import('@/features/content/components/home/home-content-sections')));

/** Home: the hero, the entry to the three searches, what is popular now, how it works, news and articles, and why it is safe. */
export function Component() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <SearchEntry />
      <Suspense fallback={<PopularListingsFallback />}>
        <PopularListings />
      </Suspense>
      <HowItWorks />
      <Suspense fallback={<div aria-hidden className="min-h-[60rem] sm:min-h-[48rem]" />}>
        <HomeContentSections />
      </Suspense>
      <TrustSection />
      <OwnerInvitation />
    </>
  );
}
