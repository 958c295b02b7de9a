import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { contentActionReason, editableContent } from './operator-dto.js';

/** Publishes now (from Draft, Scheduled or Unpublished); every replica shows it at once (ADR 0031). Audited. */
export const publishContent = defineEndpoint({
  path: '/v1/operator/publish-content',
  tag: 'content',
  summary: 'コンテンツを今すぐ公開する（運営のみ、監査ログに記録）',
  access: 'operator',
  ids: { contentId: staff('content') },
  input: z.strictObject({ contentId: z.uuid(), expectedRevision: z.number().int().min(1), reason: contentActionReason.optional() }),
  output: editableContent,
  errors: ['CONTENT_NOT_FOUND', 'CONTENT_REVISION_CONFLICT', 'CONTENT_STATUS_CONFLICT', 'CONTENT_INCOMPLETE'],
});
