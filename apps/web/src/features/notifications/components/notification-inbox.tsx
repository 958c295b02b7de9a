import { useInfiniteQuery } from '@tanstack/react-query';
import { BellOff, CheckCheck, Inbox, Settings } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { useSession } from '@/lib/session';
import { useMarkAllNotificationsAsRead } from '../api/mark-all-notifications-as-read';
import { useMarkNotificationAsRead } from '../api/mark-notification-as-read';
import { flattenPages, inboxQuery } from '../api/show-notifications';
import { notificationMessages as m } from '../messages';
import { SETTINGS_PATH } from '../paths';
import { NotificationItem } from './notification-item';

const UNREAD_FILTER = 'unread';

/**
 * The inbox: newest first, すべて / 未読のみ (kept in the URL), もっと見る for older pages, and
 * すべて既読にする (disabled while nothing is unread).
 */
export function NotificationInbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const unreadOnly = searchParams.get('filter') === UNREAD_FILTER;
  // A user data query: like useUserQuery, it waits for the session (infinite queries have no wrapper).
  const { authenticated } = useSession();
  const query = useInfiniteQuery({ ...inboxQuery(unreadOnly), enabled: authenticated });
  const markAsRead = useMarkNotificationAsRead();
  const markAllAsRead = useMarkAllNotificationsAsRead();

  const setFilter = (unread: boolean) =>
    setSearchParams(
      (params) => {
        if (unread) params.set('filter', UNREAD_FILTER);
        else params.delete('filter');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const pages = query.data?.pages ?? [];
  const items = flattenPages(pages);
  const first = pages[0];
  const total = pages.at(-1)?.total ?? 0;
  const now = new Date();

  return (
    <section aria-label={m.inboxTitle} className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={m.filterLabel} className="inline-flex rounded-full border border-line bg-surface p-1">
          {[
            { unread: false, label: m.filterAll },
            { unread: true, label: m.filterUnread },
          ].map((option) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={unreadOnly === option.unread}
              onClick={() => setFilter(option.unread)}
              className={cx(
                'h-9 rounded-full px-4 text-sm font-bold transition-colors duration-150',
                unreadOnly === option.unread ? 'bg-gold text-canvas' : 'text-ink-soft hover:text-ink',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <LinkButton to={SETTINGS_PATH} variant="ghost" size="sm" icon={<Settings className="size-4" aria-hidden />}>
          {m.toSettings}
        </LinkButton>
      </div>

      {first && first.total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-ink-soft">
            {m.unreadSummary(first.unreadCount)}
          </p>
          <Button
            variant="outline"
            size="sm"
            icon={<CheckCheck className="size-4" aria-hidden />}
            disabled={first.unreadCount === 0}
            loading={markAllAsRead.isPending}
            onClick={() => markAllAsRead.mutate()}
          >
            {m.markAllAsRead}
          </Button>
        </div>
      )}

      {query.isPending ? (
        <InboxSkeleton />
      ) : query.isError ? (
        <Alert tone="error">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <EmptyInbox unreadOnly={unreadOnly} onShowAll={() => setFilter(false)} />
      ) : (
        <>
          <ul className="space-y-3">
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  now={now}
                  onMarkAsRead={(id) => markAsRead.mutate(id)}
                  marking={markAsRead.isPending && markAsRead.variables === notification.id}
                />
              </li>
            ))}
          </ul>
          <div className="flex flex-col items-center gap-3 pt-2">
            <p className="tabular text-xs text-ink-muted">{m.shownOfTotal(items.length, Math.max(total, items.length))}</p>
            {query.isFetchNextPageError && <Alert tone="error">{m.loadFailed}</Alert>}
            {query.hasNextPage && (
              <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {m.more}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function InboxSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-(--radius-card) border border-line bg-surface p-4 sm:p-5">
          <div className="flex gap-3">
            <span className="block h-5 w-28 overflow-hidden rounded-full">
              <Skeleton className="size-full" />
            </span>
            <Skeleton className="h-5 w-16" />
          </div>
          <Skeleton className="mt-3 h-5 w-3/4" />
          <Skeleton className="mt-2 h-4 w-full" />
        </div>
      ))}
    </div>
  );
}

function EmptyInbox({ unreadOnly, onShowAll }: { unreadOnly: boolean; onShowAll: () => void }) {
  const Icon = unreadOnly ? Inbox : BellOff;
  return (
    <div className="flex flex-col items-center rounded-(--radius-card) border border-dashed border-line-strong px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-raised text-gold">
        <Icon className="size-7" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-bold">{unreadOnly ? m.emptyUnreadTitle : m.emptyTitle}</h2>
      <p className="mt-2 max-w-md text-sm text-ink-soft">{unreadOnly ? m.emptyUnreadBody : m.emptyBody}</p>
      {unreadOnly && (
        <Button variant="outline" size="sm" className="mt-5" onClick={onShowAll}>
          {m.showAll}
        </Button>
      )}
    </div>
  );
}
