import { Link } from '@/components/link';
import { Skeleton } from '@/components/ui/skeleton';
import { usePopularArticles } from '../api/list-popular-article';
import { contentMessages as m } from '../messages';
import { articlePath } from '../paths';

/** The ranking of the most read articles of the week (a sidebar). Nothing when none were read. */
export function PopularArticles({
  headingId = 'popular-articles-title',
  headingLevel = 'h2',
}: {
  headingId?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const query = usePopularArticles();
  if (query.isError || (query.data && query.data.items.length === 0)) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-base font-bold">
        {m.articles.popular}
      </Heading>
      <ol className="mt-3 divide-y divide-line">
        {query.data
          ? query.data.items.map((article, i) => (
              <li key={article.id} className="flex gap-3 py-3">
                <span className="w-6 shrink-0 text-xl leading-tight font-bold text-gold tabular">{i + 1}</span>
                <div className="min-w-0">
                  <Link to={articlePath(article.slug)} className="text-sm leading-snug font-bold hover:text-gold-bright">
                    {article.title}
                  </Link>
                  <p className="mt-1 text-xs text-ink-soft">{article.category.name}</p>
                </div>
              </li>
            ))
          : [0, 1, 2, 3, 4].map((i) => (
              <li key={i} className="py-3">
                <Skeleton className="h-10 w-full" />
              </li>
            ))}
      </ol>
    </section>
  );
}
