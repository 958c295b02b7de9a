import { ArrowRight } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { useNewArticles } from '../../api/list-new-article';
import { contentMessages as m } from '../../messages';
import { contentHomeMessages } from '../../home-messages';
import { ARTICLES_PATH } from '../../paths';
import { ArticleCard } from '../article-card';
import { PopularArticles } from '../popular-articles';
import { CardGridSkeleton } from '../query-states';

/** The newest articles as cards beside the week's most read (the home page's reading corner). */
export function HomeArticles() {
  const latest = useNewArticles();
  if (latest.isError || (latest.data && latest.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="home-articles-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="home-articles-title" className="text-2xl font-bold sm:text-3xl">
          {m.articles.title}
        </h2>
        <LinkButton to={ARTICLES_PATH} variant="ghost" icon={<ArrowRight className="size-4" aria-hidden />}>
          {contentHomeMessages.articlesMore}
        </LinkButton>
      </div>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <h3 className="mb-4 text-base font-bold text-ink-soft">{m.articles.latest}</h3>
          {latest.data ? (
            <ul aria-label={m.articles.latest} className="grid gap-x-6 gap-y-8 sm:grid-cols-2">
              {latest.data.items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} headingLevel="h3" />
                </li>
              ))}
            </ul>
          ) : (
            <CardGridSkeleton count={4} label={m.articles.loading} />
          )}
        </div>
        <div className="lg:border-l lg:border-line lg:pl-8">
          <PopularArticles headingId="home-popular-articles" headingLevel="h3" />
        </div>
      </div>
    </section>
  );
}
