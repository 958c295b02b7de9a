import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { markNotificationAsRead, type Notification } from '@kurumatabi/contract';
import { toast } from 'react-toastify';
import { callApi } from '@/lib/api-client';
import { notificationMessages as m } from '../messages';
import { notificationKeys, type NotificationPage } from './show-notifications';

/**
 * mark-notification-as-read (idempotent). The answer updates the bell and the inbox at once; the
 * callbacks live on the mutation, not on mutate(), so they still run when the click navigated away
 * (a notification's link). Then everything under `notifications` is fetched again.
 */
export function useMarkNotificationAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(markNotificationAsRead, { id }),
    onSuccess: async ({ notification, unreadCount }) => {
      queryClient.setQueryData<NotificationPage>(notificationKeys.unreadCount, (page) => (page ? { ...page, unreadCount } : page));
      queryClient.setQueriesData<InfiniteData<NotificationPage>>({ queryKey: notificationKeys.inboxes }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, unreadCount, items: replace(page.items, notification) })) } : data,
      );
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    // The notification stays unread and can be opened or marked again.
    onError: () => toast.error(m.markAsReadFailed),
  });
}

function replace(items: Notification[], updated: Notification): Notification[] {
  return items.map((item) => (item.id === updated.id ? updated : item));
}
