import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { articleQuery, useArticle } from '@/features/content/api/show-article';
import { ArticleView } from '@/features/content/components/article-view';
import { DetailSkeleton } from '@/features/content/components/detail-skeleton';
import { LoadError } from '@/features/content/components/query-states';
import { contentMessages as m } from '@/features/content/messages';
import { isMissing } from '@/features/content/missing';
import { isContentSlug } from '@/features/content/paths';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (isContentSlug(id)) void queryClient.prefetchQuery(articleQuery(id));
  return null;
}

/** `article/{id}` (spec §2): one published article, named by its slug; anything else is not found. */
export function Component() {
  const { id = '' } = useParams();
  if (!isContentSlug(id)) throw new PageError('notFound');
  return <ArticlePage key={id} slug={id} />;
}

function ArticlePage({ slug }: { slug: string }) {
  const query = useArticle(slug);
  useDocumentTitle(query.data?.title ?? m.articles.title);
  if (isMissing(query.error)) throw new PageError('notFound');
  if (query.data) return <ArticleView article={query.data} />;
  if (query.isError)
    return (
      <Container className="py-10">
        <LoadError message={m.articles.loadError} retry={() => void query.refetch()} />
      </Container>
    );
  return <DetailSkeleton label={m.articles.loading} />;
}
