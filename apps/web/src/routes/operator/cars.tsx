import { PageHeading } from '@/components/ui/page-heading';
import { ListingReviewList, listingReviewMessages as l } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/cars`: cars waiting for review (other statuses one tab away). */
export function Component() {
  useDocumentTitle(l.carReview);
  return (
    <>
      <PageHeading title={l.carReview} lead={l.carListLead} />
      <div className="mt-8">
        <ListingReviewList kind="car" />
      </div>
    </>
  );
}
