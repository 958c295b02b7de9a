import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { BellRing } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { newsListQuery, useNewsList } from '@/features/content/api/list-news';
import { Breadcrumbs } from '@/features/content/components/breadcrumbs';
import { NewsList } from '@/features/content/components/news-list';
import { LoadError } from '@/features/content/components/query-states';
import { contentMessages as m } from '@/features/content/messages';
import { newsMessages } from '@/features/content/news-messages';
import { pageHref, pageNumberOf } from '@/features/content/page-number';
import { NEWS_PATH } from '@/features/content/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

export function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(newsListQuery(pageNumberOf(new URL(request.url).searchParams)));
  return null;
}

/** `news` (spec §2): the marketplace's news, newest first. */
export function Component() {
  const [params] = useSearchParams();
  const page = pageNumberOf(params);
  const query = useNewsList(page);
  useDocumentTitle(newsMessages.title);
  return (
    <Container width="narrow" className="py-6 sm:py-10">
      <Breadcrumbs items={[{ label: m.site, to: '/' }, { label: newsMessages.crumb }]} className="mb-6" />
      <PageHeading
        eyebrow={newsMessages.eyebrow}
        icon={<BellRing className="size-4" aria-hidden />}
        title={newsMessages.title}
        lead={newsMessages.lead}
      />
      <div className="mt-10">
        {query.isError && !query.data ? (
          <LoadError message={newsMessages.loadError} retry={() => void query.refetch()} />
        ) : (
          <NewsList data={query.data} page={page} hrefFor={(p) => pageHref(NEWS_PATH, p)} />
        )}
      </div>
    </Container>
  );
}
