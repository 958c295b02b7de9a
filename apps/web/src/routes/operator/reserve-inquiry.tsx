import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { inquiryMessages as m, OperatorThread } from '@/features/inquiries';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/reserves/:reserveId/inquiry`: a reservation's thread read by an operator (read only, audited). */
export function Component() {
  const { reserveId = '' } = useParams();
  useDocumentTitle(m.operator.title);
  return (
    <>
      <PageHeading title={m.operator.title} />
      <div className="mt-6">
        <OperatorThread key={reserveId} target={{ reserveId }} backHref={`/reserves/${reserveId}`} />
      </div>
    </>
  );
}
