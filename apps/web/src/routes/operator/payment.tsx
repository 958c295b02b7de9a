import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { moneyMessages, PaymentStaffDetail } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

const m = moneyMessages.payment;

/** `/operator/payments/:reserveId`: one payment for staff, with 返金する (and its approval above the threshold). */
export function Component() {
  const { reserveId = '' } = useParams();
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} />
      <div className="mt-8">
        <PaymentStaffDetail key={reserveId} reserveId={reserveId} />
      </div>
    </>
  );
}
