import { queryOptions } from '@tanstack/react-query';
import { showNotificationSettings } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/** Email on or off per kind (kept apart from `notifications`, which marking read refreshes). */
export const notificationSettingsQuery = queryOptions({
  queryKey: ['notification-settings'],
  queryFn: ({ signal }) => callApi(showNotificationSettings, {}, { signal }),
});
