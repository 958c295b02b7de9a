import { PageHeading } from '@/components/ui/page-heading';
import { FailedMailList, failedMailMessages as m } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/mails`: the mails the job engine gave up on, to send again once the cause is fixed. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <FailedMailList />
      </div>
    </>
  );
}
