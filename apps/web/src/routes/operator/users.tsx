import { PageHeading } from '@/components/ui/page-heading';
import { consoleMessages, UserSearch } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

const m = consoleMessages.users;

/** `/operator/users`: users by name, email, id, role and status. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <UserSearch />
      </div>
    </>
  );
}
