import { PageHeading } from '@/components/ui/page-heading';
import { InvoiceList, invoiceMessages as m } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/invoices`: the invoices of 請求書払い, open, overdue and paid, and their reconciliation (ADR 0040). */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <InvoiceList />
      </div>
    </>
  );
}
