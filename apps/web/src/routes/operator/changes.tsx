import { PageHeading } from '@/components/ui/page-heading';
import { ListingRevisionList, revisionMessages as r } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/changes`: changes to verified cars and spots waiting for verification (ADR 0023). */
export function Component() {
  useDocumentTitle(r.title);
  return (
    <>
      <PageHeading title={r.title} lead={r.lead} />
      <div className="mt-8">
        <ListingRevisionList />
      </div>
    </>
  );
}
