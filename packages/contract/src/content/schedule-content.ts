import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { contentActionReason, editableContent } from './operator-dto.js';

/**
 * Schedules publication at `publishAt` (in the future, within a year): the item becomes visible at
 * that time without anyone acting (the public reads compare with the clock). Audited.
 */
export const scheduleContent = defineEndpoint({
  path: '/v1/operator/schedule-content',
  tag: 'content',
  summary: 'コンテンツの公開日時を予約する（運営のみ、監査ログに記録）',
  access: 'operator',
  ids: { contentId: staff('content') },
  input: z.strictObject({
    contentId: z.uuid(),
    expectedRevision: z.number().int().min(1),
    publishAt: z.iso.datetime({ offset: true }),
    reason: contentActionReason.optional(),
  }),
  output: editableContent,
  errors: ['CONTENT_NOT_FOUND', 'CONTENT_REVISION_CONFLICT', 'CONTENT_STATUS_CONFLICT', 'CONTENT_INCOMPLETE', 'CONTENT_SCHEDULE_INVALID'],
});
