import { PageHeading } from '@/components/ui/page-heading';
import { ListingVerificationList, listingVerificationMessages as l } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/spots`: spots waiting for verification (other statuses one tab away). */
export function Component() {
  useDocumentTitle(l.spotVerification);
  return (
    <>
      <PageHeading title={l.spotVerification} lead={l.spotListLead} />
      <div className="mt-8">
        <ListingVerificationList kind="spot" />
      </div>
    </>
  );
}
