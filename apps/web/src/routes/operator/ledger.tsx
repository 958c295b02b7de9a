import { PageHeading } from '@/components/ui/page-heading';
import { LedgerReportView, moneyMessages } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

const m = moneyMessages.ledger;

/** `/operator/ledger`: each account's totals over a period and the books' invariants, checked live. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <LedgerReportView />
      </div>
    </>
  );
}
