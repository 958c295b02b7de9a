import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { LicenseRequestDetail, operatorMessages as m } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/driver-licenses/:driverLicenseId`: one licence with its photos, to verify or send back. */
export function Component() {
  const { driverLicenseId = '' } = useParams();
  useDocumentTitle(m.licenseVerification);
  return (
    <>
      <PageHeading title={m.licenseVerification} />
      <div className="mt-8">
        <LicenseRequestDetail key={driverLicenseId} driverLicenseId={driverLicenseId} />
      </div>
    </>
  );
}
