import { PageHeading } from '@/components/ui/page-heading';
import { ConsoleDashboard, consoleMessages } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

const m = consoleMessages.dashboard;

/** `/operator`: the console's dashboard — what waits in each queue, and the lookups (ADR 0033). */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <ConsoleDashboard />
      </div>
    </>
  );
}
