import type { ReviewRing } from '@kurumatabi/contract';
import { ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { OPERATOR_QUEUE_PAGE_SIZE, useReviewRings } from '../api/return-disputes';
import { reviewRingMessages as m } from '../return-messages';
import { LoadFailed, LoadingRows } from './console/query-states';
import { pageFromSearch } from '../verification-search';

/** `/operator/review-rings`: pairs of accounts whose reviews of each other look arranged (ADR 0046), the most suspicious first. */
export function ReviewRingList() {
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const query = useReviewRings(page);
  const data = query.data;

  if (query.isError && !data) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!data) {
    return <LoadingRows className="h-24" />;
  }
  if (data.items.length === 0)
    return <EmptyState icon={<ShieldCheck aria-hidden />} titleAs="h2" title={m.emptyTitle} message={m.emptyBody} />;

  return (
    <section aria-label={m.title} className="space-y-4">
      <p role="status" className="tabular text-sm text-ink-soft">
        {m.count(data.total)}
      </p>
      <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        {data.items.map((ring) => (
          <li key={`${ring.users[0].id}-${ring.users[1].id}`}>
            <ReviewRingRow ring={ring} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(data.total / OPERATOR_QUEUE_PAGE_SIZE))}
        hrefFor={(target) => (target > 1 ? `/operator/review-rings?page=${target}` : '/operator/review-rings')}
        className="pt-2"
      />
    </section>
  );
}

/** One pair: the two accounts (to their staff pages), what makes them suspicious, the latest review (exported for its test). */
export function ReviewRingRow({ ring }: { ring: ReviewRing }) {
  const [a, b] = ring.users;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={`${a.name} ${b.name}`} className="space-y-2">
        <h2 className="flex flex-wrap gap-x-3 font-bold text-ink">
          {[a, b].map((user) => (
            <Link
              key={user.id}
              to={`/operator/users/${user.id}`}
              aria-label={m.openUser(user.name)}
              className="text-gold hover:text-gold-bright"
            >
              {user.name}
            </Link>
          ))}
        </h2>
        <p className="tabular flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
          {ring.sameClient > 0 && <span className="font-bold text-danger">{m.sameClient(ring.sameClient)}</span>}
          {ring.reciprocalFiveStars > 0 && <span className="font-bold text-warning">{m.reciprocal(ring.reciprocalFiveStars)}</span>}
          <span className="text-ink-soft">{m.reviews(ring.reviews)}</span>
        </p>
        <p className="tabular text-xs text-ink-muted">
          {m.lastReviewedAt} {formatDateTime(ring.lastReviewedAt)}
        </p>
      </article>
    </Card>
  );
}
