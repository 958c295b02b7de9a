import { ReviewModerationQueue } from '@kurumatabi/contract';
import { ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { cx } from '@/lib/cx';
import { MODERATION_PAGE_SIZE, useModerationQueue } from '../../api/moderation';
import { reviewModerationMessages } from '../../moderation-messages';
import { LoadFailed } from '../load-failed';
import { ReviewListSkeleton } from '../review-list-states';
import { ModerationRow } from './moderation-row';

const m = reviewModerationMessages.moderation;

function queueFrom(params: URLSearchParams): ReviewModerationQueue {
  const queue = params.get('queue');
  return (ReviewModerationQueue.values as readonly string[]).includes(queue ?? '') ? (queue as ReviewModerationQueue) : 'New';
}

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 5000 ? page : 1;
}

/** 運営管理 › レビューの確認: the queues (新着・通報あり・公開待ち・削除済み) as tabs in the URL, paged. */
export function ModerationQueue() {
  const [params, setParams] = useSearchParams();
  const queue = queueFrom(params);
  const page = pageFrom(params);
  const query = useModerationQueue(queue, page);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE));
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    return `?${next.toString()}`;
  };

  return (
    <section aria-label={m.title} className="space-y-5">
      <div className="-mx-5 overflow-x-auto px-5 [scrollbar-width:none] sm:mx-0 sm:px-0">
        <div role="group" aria-label={m.queues} className="inline-flex rounded-full border border-line bg-surface p-1">
          {ReviewModerationQueue.values.map((tab) => (
            <button
              key={tab}
              type="button"
              aria-pressed={queue === tab}
              onClick={() =>
                setParams(
                  (next) => {
                    if (tab === 'New') next.delete('queue');
                    else next.set('queue', tab);
                    next.delete('page');
                    return next;
                  },
                  { preventScrollReset: true },
                )
              }
              className={cx(
                'h-9 rounded-full px-4 text-sm font-bold whitespace-nowrap transition-colors duration-150',
                queue === tab ? 'bg-gold text-canvas' : 'text-ink-soft hover:text-ink',
              )}
            >
              {ReviewModerationQueue.labels[tab]}
            </button>
          ))}
        </div>
      </div>
      {query.isError && !query.data ? (
        <LoadFailed message={m.loadFailed} retry={() => void query.refetch()} />
      ) : !query.data ? (
        <ReviewListSkeleton />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={<ShieldCheck aria-hidden />}
          title={m.emptyTitle(ReviewModerationQueue.labels[queue])}
          message={m.emptyBody}
          titleAs="h2"
        />
      ) : (
        <>
          <p role="status" className="tabular text-sm text-ink-soft">
            {m.count(total)}
          </p>
          <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            {query.data.items.map((review) => (
              <li key={review.id}>
                <ModerationRow review={review} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={pages} hrefFor={hrefFor} className="pt-2" />
        </>
      )}
    </section>
  );
}
