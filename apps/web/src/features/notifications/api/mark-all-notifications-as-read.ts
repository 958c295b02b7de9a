import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { markAllNotificationsAsRead, type Notification } from '@kurumatabi/contract';
import { toast } from 'react-toastify';
import { callApi } from '@/lib/api-client';
import { notificationMessages as m } from '../messages';
import { notificationKeys, type NotificationPage } from './show-notifications';

/** The loaded notifications once all are read: the unread ones read now, the others as they were. */
export function readAll(items: readonly Notification[], at: string): Notification[] {
  return items.map((item) => (item.readAt === null ? { ...item, readAt: at } : item));
}

/**
 * mark-all-notifications-as-read (「すべて既読にする」, idempotent). The answer's count goes into the
 * header's bell and the loaded inbox pages show every notice read at once; then everything under
 * `notifications` is fetched again (the 未読のみ list empties, the server's times replace ours).
 */
export function useMarkAllNotificationsAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(markAllNotificationsAsRead, {}),
    onSuccess: async ({ unreadCount }) => {
      const at = new Date().toISOString();
      queryClient.setQueryData<NotificationPage>(notificationKeys.unreadCount, (page) => (page ? { ...page, unreadCount } : page));
      queryClient.setQueriesData<InfiniteData<NotificationPage>>({ queryKey: notificationKeys.inboxes }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, unreadCount, items: readAll(page.items, at) })) } : data,
      );
      toast.success(m.markedAllAsRead);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    // Nothing changed: the notices stay unread and the button stays offered.
    onError: () => toast.error(m.markAllAsReadFailed),
  });
}
