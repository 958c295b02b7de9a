import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { articleListQuery, useArticleList } from '@/features/content/api/list-article';
import { ArticleGrid } from '@/features/content/components/article-grid';
import { ArticlesFrame } from '@/features/content/components/articles-frame';
import { contentMessages as m } from '@/features/content/messages';
import { pageHref, pageNumberOf } from '@/features/content/page-number';
import { ARTICLES_PATH } from '@/features/content/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

export function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(articleListQuery(pageNumberOf(new URL(request.url).searchParams)));
  return null;
}

/** `articles` (spec §2): every published article, newest first, with the categories, tags and the popular ones. */
export function Component() {
  const [params] = useSearchParams();
  const page = pageNumberOf(params);
  const query = useArticleList(page);
  useDocumentTitle(m.articles.title);
  return (
    <ArticlesFrame crumbs={[{ label: m.articles.crumb }]} title={m.articles.title} lead={m.articles.lead}>
      <ArticleGrid query={query} page={page} hrefFor={(p) => pageHref(ARTICLES_PATH, p)} label={m.articles.latest} />
    </ArticlesFrame>
  );
}
