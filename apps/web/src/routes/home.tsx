import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { OwnerInvitation } from '@/features/home/components/owner-invitation';
import { SearchEntry } from '@/features/home/components/search-entry';
import { TrustSection } from '@/features/home/components/trust-section';
import { useDocumentTitle } from '@/lib/document-title';

/** Home: the hero, the entry to the three searches, how it works and why it is safe. */
export function Component() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <SearchEntry />
      <HowItWorks />
      <TrustSection />
      <OwnerInvitation />
    </>
  );
}
