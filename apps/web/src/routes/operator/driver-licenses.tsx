import { PageHeading } from '@/components/ui/page-heading';
import { LicenseRequestList, operatorMessages as m } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/driver-licenses`: the licences waiting for verification (other statuses one tab away). */
export function Component() {
  useDocumentTitle(m.listTitle);
  return (
    <>
      <PageHeading title={m.listTitle} lead={m.listLead} />
      <div className="mt-8">
        <LicenseRequestList />
      </div>
    </>
  );
}
