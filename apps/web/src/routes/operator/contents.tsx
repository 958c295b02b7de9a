import { PageHeading } from '@/components/ui/page-heading';
import { ContentList } from '@/features/content/operator/components/content-list';
import { editorMessages as m } from '@/features/content/operator/messages';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/contents`: articles, news and owner interviews with their status; the way to write a new one. */
export function Component() {
  useDocumentTitle(m.listTitle);
  return (
    <>
      <PageHeading title={m.listTitle} lead={m.listLead} />
      <div className="mt-8">
        <ContentList />
      </div>
    </>
  );
}
