import { PageHeading } from '@/components/ui/page-heading';
import { moneyMessages, PaymentSearch } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

const m = moneyMessages.payments;

/** `/operator/payments`: any reservation's payment, found by reservation, guest, state, method and day; 要対応 for follow-ups. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <PaymentSearch />
      </div>
    </>
  );
}
