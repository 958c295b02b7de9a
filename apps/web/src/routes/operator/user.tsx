import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { consoleMessages, UserStaffDetail } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

const m = consoleMessages.user;

/** `/operator/users/:userId`: one user's standing, with 利用停止 and its lifting. */
export function Component() {
  const { userId = '' } = useParams();
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} />
      <div className="mt-8">
        <UserStaffDetail key={userId} userId={userId} />
      </div>
    </>
  );
}
