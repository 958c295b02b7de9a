import { defineEndpoint } from '../endpoint.js';
import { notificationSettings } from './dto.js';

/** Replaces the settings as a whole (every kind is sent). */
export const updateNotificationSettings = defineEndpoint({
  path: '/v1/update-notification-settings',
  tag: 'notifications',
  summary: '通知設定を更新する',
  access: 'user',
  ids: {},
  input: notificationSettings,
  output: notificationSettings,
  errors: ['USER_NOT_REGISTERED'],
});
