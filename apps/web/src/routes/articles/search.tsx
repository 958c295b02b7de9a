import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { articleSearchQuery, useArticleSearch } from '@/features/content/api/search-articles';
import { ArticleGrid } from '@/features/content/components/article-grid';
import { ArticlesFrame } from '@/features/content/components/articles-frame';
import { contentMessages as m } from '@/features/content/messages';
import { pageHref, pageNumberOf } from '@/features/content/page-number';
import { ARTICLES_PATH, ARTICLE_SEARCH_PATH } from '@/features/content/paths';
import { keywordOf } from '@/features/content/search-keyword';
import { useDocumentTitle } from '@/lib/document-title';
import { queryClient } from '@/lib/query-client';

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const keyword = keywordOf(params);
  if (keyword) void queryClient.prefetchQuery(articleSearchQuery(keyword, pageNumberOf(params)));
  return null;
}

/** `articles/search?q=…`: articles whose title or body contain the keyword; without one, an invitation to search. */
export function Component() {
  const [params] = useSearchParams();
  const keyword = keywordOf(params);
  const page = pageNumberOf(params);
  const query = useArticleSearch(keyword, page);
  const title = keyword && query.data ? m.search.results(keyword, query.data.total) : m.search.title;
  useDocumentTitle(keyword ? `「${keyword}」の記事検索` : m.search.title);
  return (
    <ArticlesFrame
      crumbs={[{ label: m.articles.crumb, to: ARTICLES_PATH }, { label: m.search.title }]}
      title={m.search.title}
      keyword={keyword}
    >
      {keyword ? (
        <>
          <h2 className="mb-4 text-lg font-bold" aria-live="polite">
            {title}
          </h2>
          <ArticleGrid
            query={query}
            page={page}
            hrefFor={(p) => pageHref(ARTICLE_SEARCH_PATH, p, { q: keyword })}
            label={m.search.title}
            empty={{ title: m.search.none(keyword), body: m.search.noneBody }}
          />
        </>
      ) : (
        <EmptyState icon={<Search aria-hidden />} title={m.search.prompt} message={m.search.promptBody} />
      )}
    </ArticlesFrame>
  );
}
