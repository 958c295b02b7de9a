import { useEffect, useState, type FormEvent } from 'react';
import { CALENDAR_FEEDS_MAX, CALENDAR_SYNC_INTERVAL_MINUTES, type CalendarFeed, type CalendarSync } from '@kurumatabi/contract';
import { Link2, Plus, RefreshCw, Trash2, TriangleAlert } from 'lucide-react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { formatDate, formatDateTime } from '@/lib/format';
import { useCalendarSync, useSyncCalendarFeeds, useUpdateCalendarFeeds, type FeedInput } from '../../api/calendar-sync';
import { hostReserveMessages, type HostKind } from '../../messages';
import { CalendarExportCard, syncErrorMessage as messageOf } from './calendar-export-card';

const m = hostReserveMessages.calendarSync;

const asInput = (feeds: readonly CalendarFeed[]): FeedInput[] => feeds.map((feed) => ({ url: feed.url, label: feed.label }));

/**
 * カレンダー連携 of one listing (ADR 0057), under its calendar: the secret export address to give other sites, and
 * the other sites' feeds imported here, each with its last sync, its error and the days it overlaps a reservation.
 */
export function CalendarSyncPanel({ kind, listingId }: { kind: HostKind; listingId: string }) {
  const query = useCalendarSync(kind, listingId);
  return (
    <section aria-labelledby="calendar-sync-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="calendar-sync-title" className="flex items-center gap-2 text-xl font-bold text-ink">
          <Link2 className="size-5 text-gold" aria-hidden />
          {m.title}
        </h2>
        <p className="text-sm leading-relaxed text-ink-soft">{m.lead}</p>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={hostReserveMessages.loading} className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : query.isError || !query.data ? (
        <Alert tone="error">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {hostReserveMessages.retry}
          </Button>
        </Alert>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
          <CalendarExportCard kind={kind} listingId={listingId} sync={query.data} />
          <ImportCard kind={kind} listingId={listingId} sync={query.data} />
        </div>
      )}
    </section>
  );
}

function ImportCard({ kind, listingId, sync }: { kind: HostKind; listingId: string; sync: CalendarSync }) {
  const update = useUpdateCalendarFeeds(kind, listingId);
  const syncNow = useSyncCalendarFeeds(kind, listingId);
  const [url, setUrl] = useState('');
  const [label, setLabel] = useState('');
  const [urlError, setUrlError] = useState<string | undefined>();
  const waitUntil = useWaitUntil(sync.syncNowAvailableAt);
  const full = sync.feeds.length >= CALENDAR_FEEDS_MAX;

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    setUrlError(undefined);
    try {
      await update.mutateAsync([...asInput(sync.feeds), { url: url.trim(), label: label.trim() }]);
      setUrl('');
      setLabel('');
      toast.success(m.added);
    } catch (error) {
      setUrlError(messageOf(error));
    }
  };
  const onRemove = async (feed: CalendarFeed) => {
    if (!window.confirm(m.removeConfirm(feed.label || m.unnamed))) return;
    try {
      await update.mutateAsync(asInput(sync.feeds.filter((other) => other.id !== feed.id)));
      toast.success(m.removed);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  const onSyncNow = async () => {
    try {
      await syncNow.mutateAsync(undefined);
      toast.success(m.synced);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-bold text-ink">{m.importTitle}</h3>
        {sync.feeds.length > 0 && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void onSyncNow()}
            loading={syncNow.isPending}
            disabled={waitUntil !== null}
            icon={<RefreshCw className="size-4" aria-hidden />}
          >
            {syncNow.isPending ? m.syncing : m.syncNow}
          </Button>
        )}
      </div>
      <p className="text-sm leading-relaxed text-ink-soft">{m.importLead(CALENDAR_FEEDS_MAX, CALENDAR_SYNC_INTERVAL_MINUTES)}</p>
      {waitUntil && <p className="text-xs text-ink-muted">{m.syncWait(formatDateTime(waitUntil))}</p>}
      {sync.feeds.length === 0 ? (
        <p className="rounded-[10px] border border-dashed border-line px-4 py-3 text-sm text-ink-muted">{m.empty}</p>
      ) : (
        <ul aria-label={m.feedsLabel} className="divide-y divide-line rounded-[10px] border border-line">
          {sync.feeds.map((feed) => (
            <FeedRow key={feed.id} feed={feed} busy={update.isPending} onRemove={() => void onRemove(feed)} />
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-ink-muted">{m.full(CALENDAR_FEEDS_MAX)}</p>
      ) : (
        <form onSubmit={(event) => void onAdd(event)} className="space-y-3" noValidate>
          <TextField
            label={m.labelField}
            placeholder={m.labelPlaceholder}
            value={label}
            maxLength={40}
            onChange={(e) => setLabel(e.target.value)}
          />
          <TextField
            label={m.urlField}
            placeholder={m.urlPlaceholder}
            value={url}
            inputMode="url"
            autoComplete="off"
            required
            error={urlError}
            onChange={(e) => {
              setUrl(e.target.value);
              setUrlError(undefined);
            }}
          />
          <Button
            type="submit"
            size="sm"
            loading={update.isPending}
            disabled={url.trim() === ''}
            icon={<Plus className="size-4" aria-hidden />}
          >
            {update.isPending ? m.adding : m.add}
          </Button>
        </form>
      )}
    </Card>
  );
}

function FeedRow({ feed, busy, onRemove }: { feed: CalendarFeed; busy: boolean; onRemove: () => void }) {
  const name = feed.label || m.unnamed;
  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <p className="font-bold text-ink">{name}</p>
          <p className="truncate text-xs text-ink-muted" title={feed.url}>
            {feed.url}
          </p>
        </div>
        <Button
          size="sm"
          variant="ghost"
          aria-label={m.removeLabel(name)}
          disabled={busy}
          onClick={onRemove}
          icon={<Trash2 className="size-4" aria-hidden />}
        >
          {m.remove}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-soft">
        <span>{feed.lastSyncedAt ? m.lastSynced(formatDateTime(feed.lastSyncedAt)) : m.neverSynced}</span>
        <Tag tone="neutral">{m.blockedDays(feed.blockedDays)}</Tag>
        {feed.stale && (
          <Tag tone="warning" icon={<TriangleAlert aria-hidden />}>
            {m.stale}
          </Tag>
        )}
      </div>
      {feed.lastError && <p className="text-xs text-danger">{m.lastError(feed.lastError)}</p>}
      {feed.overlapDates.length > 0 && (
        <Alert tone="error" className="py-2 text-xs">
          {m.overlap(feed.overlapDates.map(formatDate).join('、'))}
        </Alert>
      )}
    </li>
  );
}

/** The instant 「今すぐ同期」 may run again while it is in the future; null once it has passed. */
function useWaitUntil(availableAt: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  const until = availableAt ? Date.parse(availableAt) : null;
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = window.setTimeout(() => setNow(Date.now()), until - Date.now() + 50);
    return () => window.clearTimeout(timer);
  }, [until]);
  return until !== null && until > now ? availableAt : null;
}
