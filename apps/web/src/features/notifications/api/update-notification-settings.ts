import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateNotificationSettings, type NotificationSettings } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { notificationSettingsQuery } from './show-notification-settings';

/** update-notification-settings replaces the settings whole; the answer becomes the cached settings. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => callApi(updateNotificationSettings, settings),
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQuery.queryKey, saved),
  });
}
