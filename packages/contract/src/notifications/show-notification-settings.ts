import { emptyInput } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { notificationSettings } from './dto.js';

export const showNotificationSettings = defineEndpoint({
  path: '/v1/show-notification-settings',
  tag: 'notifications',
  summary: '通知設定（種類ごとのメール通知の有無）を取得する',
  access: 'user',
  ids: {},
  input: emptyInput,
  output: notificationSettings,
  errors: ['USER_NOT_REGISTERED'],
});
