import { ArrowLeft, IdCard } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { DriverLicensePanel, driverLicenseMessages as m, RETURN_PARAM, safeReturnTo } from '@/features/driver-license';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * `/mypage/driving-license` (spec §2): the licence's status, the form with its photos, and the verification
 * request; `?returnTo=<path>` (from a car's licence notice) adds the way back to that page.
 */
export function Component() {
  useDocumentTitle(m.title);
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_PARAM));
  return (
    <>
      <PageHeading eyebrow={m.eyebrow} icon={<IdCard className="size-4" aria-hidden />} title={m.title} lead={m.lead} />
      <div className="mt-8">
        <DriverLicensePanel returnTo={returnTo} />
      </div>
      <LinkButton to="/mypage" variant="ghost" size="sm" className="mt-6" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.backToMypage}
      </LinkButton>
    </>
  );
}
