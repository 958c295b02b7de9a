import type { LoaderFunctionArgs } from 'react-router';
import { useParams, useSearchParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { tagArticlesQuery, useTagArticles } from '@/features/content/api/list-article-by-tag';
import { ArticleGrid } from '@/features/content/components/article-grid';
import { ArticlesFrame } from '@/features/content/components/articles-frame';
import { contentMessages as m } from '@/features/content/messages';
import { isMissing } from '@/features/content/missing';
import { pageHref, pageNumberOf } from '@/features/content/page-number';
import { ARTICLES_PATH, isContentSlug, tagPath } from '@/features/content/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

export function loader({ request, params }: LoaderFunctionArgs) {
  const name = params.name ?? '';
  if (isContentSlug(name)) void queryClient.prefetchQuery(tagArticlesQuery(name, pageNumberOf(new URL(request.url).searchParams)));
  return null;
}

/** `articles/tag/{name}`: the articles carrying one tag (the name is the tag's URL slug); unknown: not found. */
export function Component() {
  const { name = '' } = useParams();
  if (!isContentSlug(name)) throw new PageError('notFound');
  return <TagPage key={name} slug={name} />;
}

function TagPage({ slug }: { slug: string }) {
  const [params] = useSearchParams();
  const page = pageNumberOf(params);
  const query = useTagArticles(slug, page);
  const tag = query.data?.tag;
  useDocumentTitle(tag ? m.articles.tag(tag.name) : m.articles.title);
  if (isMissing(query.error)) throw new PageError('notFound');
  return (
    <ArticlesFrame
      crumbs={[{ label: m.articles.crumb, to: ARTICLES_PATH }, { label: tag ? m.articles.tagCrumb(tag.name) : '…' }]}
      title={tag ? m.articles.tag(tag.name) : m.articles.title}
      lead={tag ? m.articles.tagLead(tag.articleCount) : undefined}
    >
      <ArticleGrid query={query} page={page} hrefFor={(p) => pageHref(tagPath(slug), p)} label={tag?.name ?? m.articles.title} />
    </ArticlesFrame>
  );
}
