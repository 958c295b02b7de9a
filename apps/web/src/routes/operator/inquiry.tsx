import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { inquiryMessages as m, OperatorThread } from '@/features/inquiries';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/inquiries/:inquiryId`: a thread read by an operator (read only, audited). */
export function Component() {
  const { inquiryId = '' } = useParams();
  useDocumentTitle(m.operator.title);
  return (
    <>
      <PageHeading title={m.operator.title} />
      <div className="mt-6">
        <OperatorThread key={inquiryId} target={{ inquiryId }} />
      </div>
    </>
  );
}
