import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { ContactMessageView, contactInboxMessages as m } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/contacts/:contactMessageId`: one message, answered by mail and marked done here. */
export function Component() {
  const { contactMessageId = '' } = useParams();
  useDocumentTitle(m.detailTitle);
  return (
    <>
      <PageHeading title={m.detailTitle} />
      <div className="mt-6">
        <ContactMessageView key={contactMessageId} contactMessageId={contactMessageId} />
      </div>
    </>
  );
}
