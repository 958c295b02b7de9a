import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { SpotReviewDetail, listingReviewMessages as l } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/spots/:spotId`: one spot with its photos and facts, to verify or send back. */
export function Component() {
  const { spotId = '' } = useParams();
  useDocumentTitle(l.spotReview);
  return (
    <>
      <PageHeading title={l.spotReview} />
      <div className="mt-8">
        <SpotReviewDetail key={spotId} spotId={spotId} />
      </div>
    </>
  );
}
