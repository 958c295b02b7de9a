import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { CarVerificationDetail, listingVerificationMessages as l } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/cars/:carId`: one car with its photos and facts, to verify or send back. */
export function Component() {
  const { carId = '' } = useParams();
  useDocumentTitle(l.carVerification);
  return (
    <>
      <PageHeading title={l.carVerification} />
      <div className="mt-8">
        <CarVerificationDetail key={carId} carId={carId} />
      </div>
    </>
  );
}
