import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { SpotVerificationDetail, listingVerificationMessages as l } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/spots/:spotId`: one spot with its photos and facts, to verify or send back. */
export function Component() {
  const { spotId = '' } = useParams();
  useDocumentTitle(l.spotVerification);
  return (
    <>
      <PageHeading title={l.spotVerification} />
      <div className="mt-8">
        <SpotVerificationDetail key={spotId} spotId={spotId} />
      </div>
    </>
  );
}
