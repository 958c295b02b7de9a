import type { NewsCard } from '@kurumatabi/contract';
import { BellRing } from 'lucide-react';
import { Link } from '@/components/link';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { newsMessages } from '../news-messages';
import { pageCountOf } from '../page-number';
import { newsItemPath } from '../paths';

/** One news item as a row: date, title, summary. */
export function NewsRow({ item, headingLevel = 'h2' }: { item: NewsCard; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col gap-1 py-5 sm:flex-row sm:gap-6">
      <p className="w-40 shrink-0 text-sm text-gold tabular">
        <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
      </p>
      <div className="min-w-0">
        <Heading className="leading-snug font-bold">
          <Link to={newsItemPath(item.slug)} className="after:absolute after:inset-0 group-hover:text-gold-bright">
            {item.title}
          </Link>
        </Heading>
        {item.summary && <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{item.summary}</p>}
      </div>
    </article>
  );
}

/** A page of news, newest first; skeleton rows while loading; what to do when there is none. */
export function NewsList({
  data,
  page,
  hrefFor,
}: {
  data: { items: NewsCard[]; total: number; limit: number } | undefined;
  page: number;
  hrefFor: (page: number) => string;
}) {
  if (!data)
    return (
      <div role="status" aria-label={newsMessages.loading} className="divide-y divide-line">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="py-5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="mt-2 h-5 w-3/4" />
          </div>
        ))}
      </div>
    );
  if (data.items.length === 0)
    return (
      <EmptyState
        icon={<BellRing aria-hidden />}
        title={newsMessages.empty}
        message={newsMessages.emptyBody}
        action={
          <LinkButton to="/" variant="outline">
            トップページへ
          </LinkButton>
        }
      />
    );
  return (
    <>
      <ul className="divide-y divide-line border-y border-line">
        {data.items.map((item) => (
          <li key={item.id}>
            <NewsRow item={item} />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={pageCountOf(data.total, data.limit)} hrefFor={hrefFor} className="mt-10" />
    </>
  );
}
