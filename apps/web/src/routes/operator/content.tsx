import { ApiError } from '@kurumatabi/contract/client';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { useEditableContent } from '@/features/content/operator/api/show-content';
import { ContentEditor } from '@/features/content/operator/components/content-editor';
import { editorMessages as m } from '@/features/content/operator/messages';
import { useDocumentTitle } from '@/lib/document-title';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/operator/contents/:contentId`: the editor of one article, news item or interview. */
export function Component() {
  const { contentId = '' } = useParams();
  if (!uuid.test(contentId)) throw new PageError('invalidUrl');
  return <EditorPage key={contentId} contentId={contentId} />;
}

function EditorPage({ contentId }: { contentId: string }) {
  const query = useEditableContent(contentId);
  useDocumentTitle(query.data ? `${query.data.title}を編集` : m.listTitle);
  if (query.error instanceof ApiError && query.error.status === 404) throw new PageError('notFound');
  if (query.error) throw query.error;
  return (
    <>
      <LinkButton to="/operator/contents" variant="ghost" size="sm" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.backToList}
      </LinkButton>
      {query.data ? (
        <>
          <PageHeading title={query.data.title} eyebrow={m.kinds[query.data.kind]} className="mt-4" />
          <div className="mt-8">
            <ContentEditor initial={query.data} />
          </div>
        </>
      ) : (
        <div role="status" aria-label={m.loading} className="mt-6 space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-96 w-full" />
        </div>
      )}
    </>
  );
}
