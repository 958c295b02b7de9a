import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { notification } from './dto.js';

/** The caller's notifications, newest first, with the number of unread ones (for the header's bell). */
export const showNotifications = defineEndpoint({
  path: '/v1/user/show-notifications',
  tag: 'notifications',
  summary: '自分のお知らせを新しい順に取得する（未読件数つき）',
  access: 'user',
  ids: {},
  input: z.strictObject({ ...pageInput(20, 100), unreadOnly: z.boolean().default(false) }),
  output: pageOutput(notification).extend({ unreadCount: z.number().int() }),
  errors: ['USER_NOT_REGISTERED'],
});
