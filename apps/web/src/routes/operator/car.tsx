import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { CarReviewDetail, listingReviewMessages as l } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/cars/:carId`: one car with its photos and facts, to verify or send back. */
export function Component() {
  const { carId = '' } = useParams();
  useDocumentTitle(l.carReview);
  return (
    <>
      <PageHeading title={l.carReview} />
      <div className="mt-8">
        <CarReviewDetail key={carId} carId={carId} />
      </div>
    </>
  );
}
