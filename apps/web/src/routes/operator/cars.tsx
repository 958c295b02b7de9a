import { PageHeading } from '@/components/ui/page-heading';
import { ListingVerificationList, listingVerificationMessages as l } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/cars`: cars waiting for verification (other statuses one tab away). */
export function Component() {
  useDocumentTitle(l.carVerification);
  return (
    <>
      <PageHeading title={l.carVerification} lead={l.carListLead} />
      <div className="mt-8">
        <ListingVerificationList kind="car" />
      </div>
    </>
  );
}
