import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { notification } from './dto.js';

/** Marks one of the caller's notifications as read (another user's id is 404). Idempotent. */
export const markNotificationAsRead = defineEndpoint({
  path: '/v1/user/mark-notification-as-read',
  tag: 'notifications',
  summary: '自分のお知らせを既読にする',
  access: 'user',
  ids: { id: owned('notification') },
  input: z.strictObject({ id: z.uuid({ error: 'お知らせの ID が正しくありません。' }) }),
  output: z.object({ notification, unreadCount: z.number().int() }),
  errors: ['USER_NOT_REGISTERED', 'NOTIFICATION_NOT_FOUND'],
});
