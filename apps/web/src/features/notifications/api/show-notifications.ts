import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { showNotifications, type Notification, type Output } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

export type NotificationPage = Output<typeof showNotifications>;

/** How many the inbox loads at a time (the contract's default page size). */
export const INBOX_PAGE_SIZE = 20;

/** Everything under `notifications` is refreshed together after a notification is marked read. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  inboxes: ['notifications', 'inbox'] as const,
  inbox: (unreadOnly: boolean) => ['notifications', 'inbox', { unreadOnly }] as const,
};

/**
 * The bell's count: the smallest page (one item) carries `unreadCount`. Always stale, so a page
 * change or the window regaining focus asks again; the call is one indexed count.
 */
export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: ({ signal }) => callApi(showNotifications, { limit: 1, offset: 0, unreadOnly: false }, { signal }),
  select: (page) => page.unreadCount,
  staleTime: 0,
});

/** The inbox, newest first, one page of INBOX_PAGE_SIZE per もっと見る (offset paging). */
export function inboxQuery(unreadOnly: boolean) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.inbox(unreadOnly),
    queryFn: ({ pageParam, signal }) => callApi(showNotifications, { limit: INBOX_PAGE_SIZE, offset: pageParam, unreadOnly }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: NotificationPage) =>
      last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined,
  });
}

/**
 * The loaded pages as one list. A notification that arrives between two pages pushes the older
 * ones down by one, so the next page can repeat the last item of the previous one: keep it once.
 */
export function flattenPages(pages: readonly NotificationPage[]): Notification[] {
  const seen = new Set<string>();
  const items: Notification[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
