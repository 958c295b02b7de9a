import { ArrowLeft, IdCard } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { DriverLicensePanel, driverLicenseMessages as m } from '@/features/driver-license';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/driving-license` (spec §2): the licence's status, the form with its photos, and the verification request. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading eyebrow={m.eyebrow} icon={<IdCard className="size-4" aria-hidden />} title={m.title} lead={m.lead} />
      <div className="mt-8">
        <DriverLicensePanel />
      </div>
      <LinkButton to="/mypage" variant="ghost" size="sm" className="mt-6" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.backToMypage}
      </LinkButton>
    </>
  );
}
