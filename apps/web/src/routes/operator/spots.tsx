import { PageHeading } from '@/components/ui/page-heading';
import { ListingReviewList, listingReviewMessages as l } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/spots`: spots waiting for review (other statuses one tab away). */
export function Component() {
  useDocumentTitle(l.spotReview);
  return (
    <>
      <PageHeading title={l.spotReview} lead={l.spotListLead} />
      <div className="mt-8">
        <ListingReviewList kind="spot" />
      </div>
    </>
  );
}
