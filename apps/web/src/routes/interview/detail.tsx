import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
import { interviewQuery, useInterview } from '@/features/content/api/show-owner-interview';
import { DetailSkeleton } from '@/features/content/components/detail-skeleton';
import { InterviewView } from '@/features/content/components/interview-view';
import { LoadError } from '@/features/content/components/query-states';
import { interviewMessages } from '@/features/content/interview-messages';
import { isMissing } from '@/features/content/missing';
import { isContentSlug } from '@/features/content/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (isContentSlug(id)) void queryClient.prefetchQuery(interviewQuery(id));
  return null;
}

/** `interview/{id}` (spec §2): one published owner interview, named by its slug; anything else is not found. */
export function Component() {
  const { id = '' } = useParams();
  if (!isContentSlug(id)) throw new PageError('notFound');
  return <InterviewPage key={id} slug={id} />;
}

function InterviewPage({ slug }: { slug: string }) {
  const query = useInterview(slug);
  useDocumentTitle(query.data?.title ?? interviewMessages.title);
  if (isMissing(query.error)) throw new PageError('notFound');
  if (query.data) return <InterviewView interview={query.data} />;
  if (query.isError)
    return (
      <Container className="py-10">
        <LoadError message={interviewMessages.loadError} retry={() => void query.refetch()} />
      </Container>
    );
  return <DetailSkeleton label={interviewMessages.loading} />;
}
