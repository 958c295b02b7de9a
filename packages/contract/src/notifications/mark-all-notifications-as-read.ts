import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/**
 * Marks every unread notification of the caller as read, in one statement (「すべて既読にする」).
 * Only the caller's own rows; idempotent: a second call marks none and answers 0 unread.
 */
export const markAllNotificationsAsRead = defineEndpoint({
  path: '/v1/user/mark-all-notifications-as-read',
  tag: 'notifications',
  summary: '自分の未読のお知らせをすべて既読にする',
  access: 'user',
  ids: {},
  input: z.strictObject({}),
  output: z.object({
    /** How many notifications this call marked (0 when none were unread). */
    marked: z.number().int(),
    unreadCount: z.number().int(),
  }),
  errors: ['USER_NOT_REGISTERED'],
});
