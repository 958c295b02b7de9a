import { PageHeading } from '@/components/ui/page-heading';
import { ContactInbox, contactInboxMessages as m } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/contacts`: the contact form's messages by state (未対応 first, oldest first). */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <ContactInbox />
      </div>
    </>
  );
}
