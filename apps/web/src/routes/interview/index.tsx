import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { Mic } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { interviewListQuery, useInterviewList } from '@/features/content/api/list-owner-interview';
import { Breadcrumbs } from '@/features/content/components/breadcrumbs';
import { InterviewGrid } from '@/features/content/components/interview-grid';
import { LoadError } from '@/features/content/components/query-states';
import { contentMessages as m } from '@/features/content/messages';
import { interviewMessages } from '@/features/content/interview-messages';
import { pageHref, pageNumberOf } from '@/features/content/page-number';
import { INTERVIEWS_PATH } from '@/features/content/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

export function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(interviewListQuery(pageNumberOf(new URL(request.url).searchParams)));
  return null;
}

/** `interview` (spec §2): owner interviews, newest first. */
export function Component() {
  const [params] = useSearchParams();
  const page = pageNumberOf(params);
  const query = useInterviewList(page);
  useDocumentTitle(interviewMessages.title);
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumbs items={[{ label: m.site, to: '/' }, { label: interviewMessages.crumb }]} className="mb-6" />
      <PageHeading
        eyebrow={interviewMessages.eyebrow}
        icon={<Mic className="size-4" aria-hidden />}
        title={interviewMessages.title}
        lead={interviewMessages.lead}
      />
      <div className="mt-10">
        {query.isError && !query.data ? (
          <LoadError message={interviewMessages.loadError} retry={() => void query.refetch()} />
        ) : (
          <InterviewGrid data={query.data} page={page} hrefFor={(p) => pageHref(INTERVIEWS_PATH, p)} />
        )}
      </div>
    </Container>
  );
}
