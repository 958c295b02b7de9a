import type { LoaderFunctionArgs } from 'react-router';
import { useParams, useSearchParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { categoryArticlesQuery, useCategoryArticles } from '@/features/content/api/list-article-by-category';
import { ArticleGrid } from '@/features/content/components/article-grid';
import { ArticlesFrame } from '@/features/content/components/articles-frame';
import { contentMessages as m } from '@/features/content/messages';
import { isMissing } from '@/features/content/missing';
import { pageHref, pageNumberOf } from '@/features/content/page-number';
import { ARTICLES_PATH, categoryPath, isContentSlug } from '@/features/content/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

export function loader({ request, params }: LoaderFunctionArgs) {
  const name = params.name ?? '';
  if (isContentSlug(name)) void queryClient.prefetchQuery(categoryArticlesQuery(name, pageNumberOf(new URL(request.url).searchParams)));
  return null;
}

/** `articles/category/{name}`: one category's articles (the name is the category's URL slug); unknown: not found. */
export function Component() {
  const { name = '' } = useParams();
  if (!isContentSlug(name)) throw new PageError('notFound');
  return <CategoryPage key={name} slug={name} />;
}

function CategoryPage({ slug }: { slug: string }) {
  const [params] = useSearchParams();
  const page = pageNumberOf(params);
  const query = useCategoryArticles(slug, page);
  const category = query.data?.category;
  useDocumentTitle(category ? m.articles.category(category.name) : m.articles.title);
  if (isMissing(query.error)) throw new PageError('notFound');
  return (
    <ArticlesFrame
      crumbs={[{ label: m.articles.crumb, to: ARTICLES_PATH }, { label: category?.name ?? '…' }]}
      title={category ? m.articles.category(category.name) : m.articles.title}
      lead={category?.description}
    >
      <ArticleGrid query={query} page={page} hrefFor={(p) => pageHref(categoryPath(slug), p)} label={category?.name ?? m.articles.title} />
    </ArticlesFrame>
  );
}
