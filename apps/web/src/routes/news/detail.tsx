import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
import { newsItemQuery, useNewsItem } from '@/features/content/api/show-news';
import { DetailSkeleton } from '@/features/content/components/detail-skeleton';
import { NewsView } from '@/features/content/components/news-view';
import { LoadError } from '@/features/content/components/query-states';
import { newsMessages } from '@/features/content/news-messages';
import { isMissing } from '@/features/content/missing';
import { isContentSlug } from '@/features/content/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.newsId ?? '';
  if (isContentSlug(id)) void queryClient.prefetchQuery(newsItemQuery(id));
  return null;
}

/** `news/{newsId}` (spec §2): one published news item, named by its slug; anything else is not found. */
export function Component() {
  const { newsId = '' } = useParams();
  if (!isContentSlug(newsId)) throw new PageError('notFound');
  return <NewsPage key={newsId} slug={newsId} />;
}

function NewsPage({ slug }: { slug: string }) {
  const query = useNewsItem(slug);
  useDocumentTitle(query.data?.title ?? newsMessages.title);
  if (isMissing(query.error)) throw new PageError('notFound');
  if (query.data) return <NewsView item={query.data} />;
  if (query.isError)
    return (
      <Container className="py-10">
        <LoadError message={newsMessages.loadError} retry={() => void query.refetch()} />
      </Container>
    );
  return <DetailSkeleton label={newsMessages.loading} />;
}
