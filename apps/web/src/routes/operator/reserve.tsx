import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { consoleMessages, ReserveStaffDetail } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

const m = consoleMessages.reserve;

/** `/operator/reserves/:reserveId`: one reservation for staff, with 運営として取り消す. */
export function Component() {
  const { reserveId = '' } = useParams();
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} />
      <div className="mt-8">
        <ReserveStaffDetail key={reserveId} reserveId={reserveId} />
      </div>
    </>
  );
}
