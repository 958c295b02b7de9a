import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { pageInput, pageOutput } from '../paging.js';
import { staffSearchWord, staffUserSummary, UserRole, UserStatus } from './console-dto.js';

/** Users for staff (ADR 0033): by id, a fragment of the name or email, a role, a status; newest first. */
export const searchUsers = defineEndpoint({
  path: '/v1/operator/search-users',
  tag: 'operator',
  summary: 'ユーザーを検索する（運営のみ）',
  access: 'operator',
  ids: { userId: staff('user') },
  rateLimit: 'search',
  input: z.strictObject({
    userId: z.uuid({ error: 'ユーザー ID の形式が正しくありません。' }).optional(),
    keyword: staffSearchWord('名前・メールアドレス').optional(),
    role: z.enum(UserRole.values, { error: '役割が正しくありません。' }).optional(),
    status: z.enum(UserStatus.values, { error: '状態が正しくありません。' }).optional(),
    ...pageInput(20, 50),
  }),
  output: pageOutput(staffUserSummary),
});
