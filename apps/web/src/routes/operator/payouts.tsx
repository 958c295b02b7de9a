import { PageHeading } from '@/components/ui/page-heading';
import { payoutMessages as m, StaffPayoutMonth } from '@/features/payouts';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/payouts` (ADR 0039): a month's payouts, its close, the Zengin transfer file and "sent". */
export function Component() {
  useDocumentTitle(m.staff.title);
  return (
    <>
      <PageHeading title={m.staff.title} lead={m.staff.lead} />
      <div className="mt-8">
        <StaffPayoutMonth />
      </div>
    </>
  );
}
