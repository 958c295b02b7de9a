import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { materialFieldLabel, type ListingPhoto, type ListingRevision, type ListingRevisionStatus } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { Check, ExternalLink, ImageOff, Undo2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { variantUrl } from '@/components/ui/image-variants';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { REVISION_PAGE_SIZE, revisionListQuery, useRevisionDecision, type RevisionDecision } from '../api/listing-revisions';
import { operatorMessages as m, revisionMessages as r } from '../messages';
import { pageFromSearch } from '../verification-search';
import { OwnRecordNotice, useIsOwnRecord } from './own-record-notice';
import { ReasonDialog } from './reason-dialog';

const TABS = ['Pending', 'Verified', 'Rejected'] as const satisfies readonly ListingRevisionStatus[];
type Tab = (typeof TABS)[number];

function tabFromSearch(params: URLSearchParams): Tab {
  const value = params.get('status');
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'Pending';
}

/** `/operator/changes`: changes to verified cars and spots, old beside new, each decided where it stands. */
export function ListingRevisionList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = tabFromSearch(searchParams);
  const page = pageFromSearch(searchParams);
  const { authenticated } = useSession();
  const query = useQuery({
    ...revisionListQuery(status, (page - 1) * REVISION_PAGE_SIZE),
    enabled: authenticated,
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / REVISION_PAGE_SIZE));
  const setStatus = (next: Tab) =>
    setSearchParams(
      (params) => {
        if (next === 'Pending') params.delete('status');
        else params.set('status', next);
        params.delete('page');
        return params;
      },
      { preventScrollReset: true },
    );
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const text = params.toString();
    return text ? `?${text}` : '?';
  };

  return (
    <section aria-label={r.title} className="space-y-5">
      <div role="group" aria-label={m.statusFilter} className="inline-flex rounded-full border border-line bg-surface p-1">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            aria-pressed={status === tab}
            onClick={() => setStatus(tab)}
            className={cx(
              'h-9 rounded-full px-4 text-sm font-bold whitespace-nowrap transition-colors duration-150',
              status === tab ? 'bg-gold text-canvas' : 'text-ink-soft hover:text-ink',
            )}
          >
            {r.tabs[tab]}
          </button>
        ))}
      </div>

      {query.isPending ? (
        <div role="status" aria-label={m.loading} className="space-y-3">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : query.isError ? (
        <Alert tone="error">
          <p>{r.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : query.data.items.length === 0 ? (
        <EmptyState title={r.emptyTitle(r.tabs[status])} message={status === 'Pending' ? r.emptyPending : r.emptyOther} titleAs="h2" />
      ) : (
        <>
          <p role="status" className="tabular text-sm text-ink-soft">
            {m.count(total)}
          </p>
          <ul className={cx('space-y-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            {query.data.items.map((revision) => (
              <li key={revision.id}>
                <RevisionCard revision={revision} />
              </li>
            ))}
          </ul>
          {pages > 1 && <Pagination page={page} totalPages={pages} hrefFor={hrefFor} className="pt-2" />}
        </>
      )}
    </section>
  );
}

function RevisionCard({ revision }: { revision: ListingRevision }) {
  const own = useIsOwnRecord(revision.owner.id);
  const decision = useRevisionDecision();
  const [rejecting, setRejecting] = useState(false);
  const pending = revision.status === 'Pending';
  const href = `/${revision.listingKind === 'car' ? 'car' : 'spot'}/${revision.listingId}`;

  const decide = async (input: RevisionDecision): Promise<boolean> => {
    try {
      await decision.mutateAsync(input);
      toast.success(input.decision === 'verify' ? r.verified(revision.title) : r.rejected(revision.title));
      setRejecting(false);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError && error.code !== 'INTERNAL' ? error.message : m.decisionFailed);
      if (error instanceof ApiError && error.code === 'REVISION_NOT_PENDING') setRejecting(false);
      return false;
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <article aria-label={revision.title} data-testid="listing-revision" className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <Tag tone={revision.listingKind === 'car' ? 'gold' : 'brown'}>{r.kinds[revision.listingKind]}</Tag>
          <Tag tone={pending ? 'info' : revision.status === 'Verified' ? 'success' : 'danger'}>
            {(r.tabs as Record<string, string>)[revision.status] ?? revision.status}
          </Tag>
          <span className="tabular text-xs text-ink-muted">
            {r.submittedAt} {formatDateTime(revision.submittedAt)}
            {revision.decidedAt && `・${r.decidedAt} ${formatDateTime(revision.decidedAt)}`}
          </span>
        </div>
        <div>
          <h2 className="text-xl leading-snug font-bold break-words">{revision.title}</h2>
          <p className="mt-1 text-sm break-all text-ink-soft">
            {r.owner}：{revision.owner.name}（{revision.owner.email}）
          </p>
          <Link to={href} target="_blank" className="mt-1 inline-flex items-center gap-1.5 text-sm text-gold hover:text-gold-bright">
            <ExternalLink className="size-4" aria-hidden />
            {r.openListing}
          </Link>
        </div>

        {revision.changes.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse text-sm">
              <thead>
                <tr className="border-b border-line text-left text-ink-muted">
                  <th scope="col" className="w-40 py-2 pr-3 font-bold">
                    {r.field}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-bold">
                    {r.before}
                  </th>
                  <th scope="col" className="py-2 font-bold">
                    {r.after}
                  </th>
                </tr>
              </thead>
              <tbody>
                {revision.changes.map((change) => (
                  <tr key={change.field} className="border-b border-line align-top">
                    <th scope="row" className="py-2 pr-3 text-left font-bold text-ink-soft">
                      {materialFieldLabel(change.field)}
                    </th>
                    <td className="py-2 pr-3 break-words whitespace-pre-wrap text-ink-muted">{change.before}</td>
                    <td className="py-2 break-words whitespace-pre-wrap text-ink">{change.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {revision.photos && (
          <div className="grid gap-4 sm:grid-cols-2">
            <PhotoStrip label={`${r.photos}（${r.before}）`} photos={revision.photos.before} />
            <PhotoStrip label={`${r.photos}（${r.after}）`} photos={revision.photos.after} />
          </div>
        )}

        {revision.rejectionReason && (
          <p className="text-sm">
            <span className="font-bold text-ink-muted">{r.rejectionReason}：</span>
            {revision.rejectionReason}
          </p>
        )}

        {pending &&
          (own ? (
            <OwnRecordNotice />
          ) : (
            <div className="space-y-3 border-t border-line pt-4">
              <p className="text-sm leading-relaxed text-ink-soft">{r.decisionNote}</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button
                  onClick={() => void decide({ revisionId: revision.id, decision: 'verify' })}
                  loading={decision.isPending && decision.variables?.decision === 'verify'}
                  disabled={decision.isPending}
                  icon={<Check className="size-4" aria-hidden />}
                >
                  {r.verify}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => setRejecting(true)}
                  disabled={decision.isPending}
                  icon={<Undo2 className="size-4" aria-hidden />}
                >
                  {r.reject}
                </Button>
              </div>
            </div>
          ))}
      </article>
      <ReasonDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        busy={decision.isPending}
        texts={{ ...m.rejectReasonDialog, label: r.rejectLabel, lead: r.rejectLead, placeholder: r.reasonPlaceholder }}
        tone="danger"
        rows={5}
        onConfirm={(reason) => decide({ revisionId: revision.id, decision: 'reject', reason })}
      />
    </Card>
  );
}

function PhotoStrip({ label, photos }: { label: string; photos: readonly ListingPhoto[] }) {
  return (
    <figure className="space-y-2">
      <figcaption className="text-xs font-bold text-ink-muted">{label}</figcaption>
      {photos.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <ImageOff className="size-4" aria-hidden />
          {r.noPhotos}
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-2">
          {photos.map((photo) => (
            <li key={photo.id} className="aspect-[4/3] overflow-hidden rounded-lg border border-line bg-raised">
              <img src={variantUrl(photo.variants, 320)} alt="" loading="lazy" className="size-full object-cover" />
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
