import { LegalDocumentPage } from '@/features/legal/components/legal-document-page';
import { legalDocumentQuery } from '@/features/legal/api/legal-document';
import { queryClient } from '@/lib/query-client';

/** Starts the request with the page's code; the page shows skeletons until it answers. */
export function loader() {
  void queryClient.prefetchQuery(legalDocumentQuery('PrivacyPolicy'));
  return null;
}

export function Component() {
  return <LegalDocumentPage kind="PrivacyPolicy" />;
}
