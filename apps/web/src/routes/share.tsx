import { EarningsExamples } from '@/features/content/share/components/earnings-examples';
import { ShareHero } from '@/features/content/share/components/share-hero';
import { shareMessages as m } from '@/features/content/share/messages';
import { interviewListQuery } from '@/features/content/api/list-owner-interview';
import { SHARE_INTERVIEW_LIMIT } from '@/features/content/share/share-interviews-query';
import { useDocumentTitle } from '@/lib/document-title';
import { lazyWhenVisible } from '@/lib/lazy-when-visible';
import { queryClient } from '@/lib/query-client';

/*
 * The steps, the safety, the contract's points, the owners' voices and the closing call sit below the earnings
 * examples: already in the server's HTML, their code waits for the reader's scroll (ADR 0030).
 */
const ShareMore = lazyWhenVisible(
  'share-more',
  () => import('@/features/content/share/components/share-more').then((module) => module.default),
  {
    fallback: <div aria-hidden className="min-h-[160rem] sm:min-h-[110rem]" />,
  },
);

export function loader() {
  void queryClient.prefetchQuery(interviewListQuery(1, SHARE_INTERVIEW_LIMIT));
  return null;
}

/** `share` (spec §2, ADR 0032): the invitation to car owners and RV parks to share what they have. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <ShareHero />
      <EarningsExamples />
      <ShareMore />
    </>
  );
}
