import { PageHeading } from '@/components/ui/page-heading';
import { ReturnDisputeList, returnDisputeMessages as m } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/return-disputes`: the guests' disputes of returns (ADR 0046), to resolve. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <ReturnDisputeList />
      </div>
    </>
  );
}
