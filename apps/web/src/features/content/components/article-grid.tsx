import type { ArticleCard as Article } from '@kurumatabi/contract';
import { BookOpen } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { contentMessages as m } from '../messages';
import { pageCountOf } from '../page-number';
import { ARTICLES_PATH } from '../paths';
import { ArticleCard } from './article-card';
import { CardGridSkeleton, LoadError } from './query-states';

export interface ArticlePageState {
  data: { items: Article[]; total: number; limit: number } | undefined;
  isError: boolean;
  refetch: () => void;
}

/**
 * A page of articles: skeletons while loading, the cards, page links, or what to do when there are
 * none. `empty` overrides the empty state (a search without results says so in its own words).
 */
export function ArticleGrid({
  query,
  page,
  hrefFor,
  label,
  empty,
}: {
  query: ArticlePageState;
  page: number;
  hrefFor: (page: number) => string;
  /** The results' region name (e.g. 記事一覧). */
  label: string;
  empty?: { title: string; body: string };
}) {
  if (query.isError && !query.data) return <LoadError message={m.articles.loadError} retry={query.refetch} />;
  if (!query.data) return <CardGridSkeleton label={m.articles.loading} />;
  const { items, total, limit } = query.data;
  if (items.length === 0)
    return (
      <EmptyState
        icon={<BookOpen aria-hidden />}
        title={empty?.title ?? m.articles.empty}
        message={empty?.body ?? m.articles.emptyBody}
        action={
          <LinkButton to={ARTICLES_PATH} variant="outline">
            {m.articles.backToList}
          </LinkButton>
        }
      />
    );
  return (
    <section aria-label={label}>
      <p className="mb-5 text-sm text-ink-soft tabular">{m.articles.count(total)}</p>
      <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((article, i) => (
          <li key={article.id}>
            <ArticleCard article={article} eager={page === 1 && i < 2} />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={pageCountOf(total, limit)} hrefFor={hrefFor} className="mt-12" />
    </section>
  );
}
