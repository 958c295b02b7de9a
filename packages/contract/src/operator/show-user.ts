import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffUserDetail } from './console-dto.js';

/** A user's standing for staff: roles, listings, reservation counts, status and the staff actions on the account. */
export const showUser = defineEndpoint({
  path: '/v1/operator/show-user',
  tag: 'operator',
  summary: 'ユーザーの詳細を取得する（運営のみ）',
  access: 'operator',
  ids: { userId: staff('user') },
  input: z.strictObject({ userId: z.uuid({ error: 'ユーザー ID の形式が正しくありません。' }) }),
  output: staffUserDetail,
  errors: ['USER_NOT_FOUND'],
});
