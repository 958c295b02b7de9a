import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { OwnerInvitation } from '@/features/home/components/owner-invitation';
import { SearchEntry } from '@/features/home/components/search-entry';
import { TrustSection } from '@/features/home/components/trust-section';
import { QuickSearch } from '@/features/listings/components/quick-search/quick-search';
import { PopularListingsFallback } from '@/features/listings/components/popular/popular-layout';
import { useDocumentTitle } from '@/lib/document-title';
import { lazyWhenVisible } from '@/lib/lazy-when-visible';

/*
 * The popular rows (cards, galleries, the favourite toggle) sit below the hero: the server renders
 * them with their data, and their code waits until the reader scrolls near them (ADR 0030).
 */
const PopularListings = lazyWhenVisible(
  'popular-listings',
  () => import('@/features/listings/components/popular/popular-listings').then((module) => module.default),
  { fallback: <PopularListingsFallback /> },
);
/*
 * The news, articles and an owner interview (issue 15): below the fold and already in the server's HTML, so their
 * code waits for the reader's scroll like the popular rows.
 */
const HomeContentSections = lazyWhenVisible(
  'home-content',
  () => import('@/features/content/components/home/home-content-sections').then((module) => module.default),
  { fallback: <div aria-hidden className="min-h-[60rem] sm:min-h-[48rem]" /> },
);

/** Home: the hero, the entry to the three searches, what is popular now, how it works, news and articles, and why it is safe. */
export function Component() {
  useDocumentTitle();
  return (
    <>
      <Hero search={<QuickSearch className="mt-6 max-w-5xl" />} />
      <SearchEntry />
      <PopularListings />
      <HowItWorks />
      <HomeContentSections />
      <TrustSection />
      <OwnerInvitation />
    </>
  );
}
