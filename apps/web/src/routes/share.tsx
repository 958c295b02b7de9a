import { EarningsExamples } from '@/features/content/share/components/earnings-examples';
import { ShareClosing } from '@/features/content/share/components/share-closing';
import { ShareContractPoints } from '@/features/content/share/components/share-contract-points';
import { ShareHero } from '@/features/content/share/components/share-hero';
import { ShareInterviews } from '@/features/content/share/components/share-interviews';
import { ShareSteps } from '@/features/content/share/components/share-steps';
import { ShareTrust } from '@/features/content/share/components/share-trust';
import { shareMessages as m } from '@/features/content/share/messages';
import { interviewListQuery } from '@/features/content/api/list-owner-interview';
import { SHARE_INTERVIEW_LIMIT } from '@/features/content/share/share-interviews-query';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

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
      <ShareSteps />
      <ShareTrust />
      <ShareContractPoints />
      <ShareInterviews />
      <ShareClosing />
    </>
  );
}
