import { PageHeading } from '@/components/ui/page-heading';
import { StaffRequestList, staffRequestMessages } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

const m = staffRequestMessages.list;

/** `/operator/staff-requests`: staff acts on operators' accounts waiting for a second operator (ADR 0045). */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <StaffRequestList />
      </div>
    </>
  );
}
