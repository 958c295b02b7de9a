import { PageHeading } from '@/components/ui/page-heading';
import { AuditLogSearch, consoleMessages } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

const m = consoleMessages.audit;

/** `/operator/audit`: the operator audit log, newest first. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <AuditLogSearch />
      </div>
    </>
  );
}
