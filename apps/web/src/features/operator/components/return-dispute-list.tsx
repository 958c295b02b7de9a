import { useState } from 'react';
import { ReturnDisputeQueue, type ReturnDispute } from '@kurumatabi/contract';
import { ClipboardCheck, ExternalLink, MessageSquareWarning } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { OPERATOR_QUEUE_PAGE_SIZE, useResolveReturnDispute, useReturnDisputes } from '../api/return-disputes';
import { refusalText } from '../refusal-text';
import { returnDisputeMessages as m } from '../return-messages';
import { LoadFailed, LoadingRows } from './console/query-states';
import { pageFromSearch } from '../verification-search';
import { ReasonDialog } from './reason-dialog';

function queueFrom(params: URLSearchParams): ReturnDisputeQueue {
  return params.get('queue') === 'Resolved' ? 'Resolved' : 'Open';
}

/** `/operator/return-disputes`: the guests' disputes of returns (ADR 0046), open or resolved, as tabs in the URL, paged. */
export function ReturnDisputeList() {
  const [params, setParams] = useSearchParams();
  const queue = queueFrom(params);
  const page = pageFromSearch(params);
  const query = useReturnDisputes(queue, page);
  const resolve = useResolveReturnDispute();
  const data = query.data;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    return `/operator/return-disputes?${next.toString()}`;
  };

  return (
    <section aria-label={m.title} className="space-y-5">
      <div role="group" aria-label={m.queueNav} className="inline-flex rounded-full border border-line bg-surface p-1">
        {ReturnDisputeQueue.values.map((tab) => (
          <button
            key={tab}
            type="button"
            aria-pressed={queue === tab}
            onClick={() =>
              setParams(
                (next) => {
                  if (tab === 'Open') next.delete('queue');
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
            {m.queues[tab]}
          </button>
        ))}
      </div>
      {query.isError && !data ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <LoadingRows className="h-32" />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<ClipboardCheck aria-hidden />}
          titleAs="h2"
          title={queue === 'Open' ? m.emptyTitle : m.emptyResolved}
          message={m.emptyBody}
        />
      ) : (
        <>
          <p role="status" className="tabular text-sm text-ink-soft">
            {m.count(data.total)}
          </p>
          <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            {data.items.map((dispute) => (
              <li key={dispute.reserveId}>
                <ReturnDisputeRow
                  dispute={dispute}
                  busy={resolve.isPending && resolve.variables?.reserveId === dispute.reserveId}
                  onResolve={(resolution) =>
                    resolve.mutateAsync({ reserveId: dispute.reserveId, resolution }).then(
                      () => {
                        toast.success(m.resolved);
                        return true;
                      },
                      (error: unknown) => {
                        toast.error(refusalText(error, m.resolveFailed));
                        return false;
                      },
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.max(1, Math.ceil(data.total / OPERATOR_QUEUE_PAGE_SIZE))}
            hrefFor={hrefFor}
            className="pt-2"
          />
        </>
      )}
    </section>
  );
}

/** One dispute: the stay, its people, the guest's reason; 対応を記録する while it is open (exported for its test). */
export function ReturnDisputeRow({
  dispute,
  busy,
  onResolve,
}: {
  dispute: ReturnDispute;
  busy: boolean;
  onResolve: (resolution: string) => Promise<boolean>;
}) {
  const [resolving, setResolving] = useState(false);
  const open = dispute.resolvedAt === null;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={`${dispute.listingTitle} ${dispute.guest.name}`} className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 space-y-1">
            <h2 className="font-bold break-words text-ink">{dispute.listingTitle}</h2>
            <p className="text-sm text-ink-soft">
              {m.guest} {dispute.guest.name}・{m.host} {dispute.host.name}
            </p>
            <p className="tabular flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-ink-muted">
              <span>
                {m.period} {dispute.startDate}〜{dispute.endDate}
              </span>
              <span>
                {m.returnedAt} {formatDateTime(dispute.returnedAt)}
              </span>
              <span>
                {m.disputedAt} {formatDateTime(dispute.disputedAt)}
              </span>
            </p>
          </div>
          {open && (
            <Button
              size="sm"
              loading={busy}
              icon={<MessageSquareWarning className="size-4" aria-hidden />}
              onClick={() => setResolving(true)}
              className="shrink-0"
            >
              {m.resolve}
            </Button>
          )}
        </div>
        <div className="rounded-lg border border-line bg-canvas/50 px-3 py-2 text-sm">
          <p className="font-bold text-ink-soft">{m.reason}</p>
          <p className="whitespace-pre-wrap text-ink">{dispute.reason}</p>
          {dispute.reasonMasked && <p className="mt-1 text-xs text-ink-muted">{m.masked}</p>}
        </div>
        {dispute.resolvedAt && (
          <div className="text-sm">
            <p className="font-bold text-ink-soft">
              {m.resolution}（{m.resolvedAt} {formatDateTime(dispute.resolvedAt)}）
            </p>
            <p className="whitespace-pre-wrap text-ink">{dispute.resolution}</p>
          </div>
        )}
        <Link
          to={`/operator/reserves/${dispute.reserveId}`}
          className="inline-flex items-center gap-1 text-sm font-bold text-gold hover:text-gold-bright"
        >
          {m.openReserve}
          <ExternalLink className="size-3.5" aria-hidden />
        </Link>
      </article>
      <ReasonDialog
        open={resolving}
        onClose={() => setResolving(false)}
        busy={busy}
        texts={m.dialog}
        tone="primary"
        onConfirm={onResolve}
      />
    </Card>
  );
}
