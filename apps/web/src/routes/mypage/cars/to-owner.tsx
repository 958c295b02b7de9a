import { CarFront } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { BecomeHost, becomeHostMessages, shareContractQuery } from '@/features/become-host';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

const copy = becomeHostMessages.roles.carOwner;

/** The contract is public: its request starts with the page's code, whoever is signed in. */
export function loader() {
  void queryClient.prefetchQuery(shareContractQuery);
  return null;
}

/** `/mypage/cars/to-owner` (spec §2): what a car owner does, the share contract, the agreement. */
export function Component() {
  useDocumentTitle(copy.title);
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={copy.eyebrow} icon={<CarFront className="size-4" aria-hidden />} title={copy.title} lead={copy.lead} />
      <BecomeHost role="carOwner" />
    </div>
  );
}
