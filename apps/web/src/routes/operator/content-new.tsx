import { ContentKind } from '@kurumatabi/contract';
import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { NewContentForm } from '@/features/content/operator/components/new-content-form';
import { editorMessages as m } from '@/features/content/operator/messages';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/contents/new?kind=Article|News|Interview`: the first step of a new item. */
export function Component() {
  const [params] = useSearchParams();
  const given = params.get('kind');
  const kind = (ContentKind.values as readonly string[]).includes(given ?? '') ? (given as ContentKind) : 'Article';
  useDocumentTitle(m.newTitle(kind));
  return (
    <>
      <LinkButton to="/operator/contents" variant="ghost" size="sm" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.backToList}
      </LinkButton>
      <PageHeading title={m.newTitle(kind)} lead={m.newLead} className="mt-4" />
      <div className="mt-8">
        <NewContentForm key={kind} kind={kind} />
      </div>
    </>
  );
}
