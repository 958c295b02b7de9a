import { PageHeading } from '@/components/ui/page-heading';
import { consoleMessages, ReserveSearch } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

const m = consoleMessages.reserves;

/** `/operator/reserves`: any reservation, found by id, people, listing, state and days. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <ReserveSearch />
      </div>
    </>
  );
}
