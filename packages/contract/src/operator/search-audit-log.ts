import { z } from 'zod';
import { singleLineText } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { calendarDate } from '../listings/dto.js';
import { pageInput, pageOutput } from '../paging.js';
import { auditEntry } from './console-dto.js';

/** The operator audit log (ADR 0033): by operator, action, target and Japan calendar days; newest first. */
export const searchAuditLog = defineEndpoint({
  path: '/v1/operator/search-audit-log',
  tag: 'operator',
  summary: '運営の操作記録を検索する（運営のみ）',
  access: 'operator',
  ids: { operatorUserId: staff('user'), targetId: staff('auditTarget') },
  rateLimit: 'search',
  input: z
    .strictObject({
      operatorUserId: z.uuid({ error: '運営スタッフの ID の形式が正しくありません。' }).optional(),
      /** An action such as `user.suspend`, or its prefix `user.` (letters, digits and dots only). */
      action: singleLineText('操作の種類')
        .regex(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9]*)?$/, '操作の種類が正しくありません。')
        .max(60, '操作の種類が正しくありません。')
        .optional(),
      targetId: z.uuid({ error: '対象の ID の形式が正しくありません。' }).optional(),
      from: calendarDate.optional(),
      to: calendarDate.optional(),
      ...pageInput(30, 100),
    })
    .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: '終了日は開始日以降の日付を指定してください。' }),
  output: pageOutput(auditEntry),
});
