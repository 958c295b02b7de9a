import { ArrowRight, BellRing } from 'lucide-react';
import { Link } from '@/components/link';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useLatestNews } from '../../api/show-latest-news';
import { contentHomeMessages } from '../../home-messages';
import { NEWS_PATH, newsItemPath } from '../../paths';

/** 最新のお知らせ: the three newest news items, one line each. */
export function HomeNews() {
  const query = useLatestNews();
  if (query.isError || (query.data && query.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="home-news-title" className="rounded-(--radius-card) border border-line bg-surface p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="home-news-title" className="flex items-center gap-2 text-lg font-bold">
          <BellRing className="size-5 text-gold" aria-hidden />
          {contentHomeMessages.news}
        </h2>
        <Link to={NEWS_PATH} className="flex items-center gap-1 text-sm text-ink-soft hover:text-gold-bright">
          {contentHomeMessages.newsMore}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <ul className="mt-3 divide-y divide-line">
        {query.data
          ? query.data.items.map((item) => (
              <li key={item.id} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-5">
                <time dateTime={item.publishedAt} className="shrink-0 text-sm text-gold tabular">
                  {formatDate(item.publishedAt)}
                </time>
                <Link to={newsItemPath(item.slug)} className="text-[0.9375rem] leading-snug hover:text-gold-bright">
                  {item.title}
                </Link>
              </li>
            ))
          : [0, 1, 2].map((i) => (
              <li key={i} className="py-3">
                <Skeleton className="h-5 w-full" />
              </li>
            ))}
      </ul>
    </section>
  );
}
