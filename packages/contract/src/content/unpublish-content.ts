import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { editableContent, requiredContentActionReason } from './operator-dto.js';

/** Takes a published or scheduled item down, at once on every replica (ADR 0031); the reason is required. Audited. */
export const unpublishContent = defineEndpoint({
  path: '/v1/operator/unpublish-content',
  tag: 'content',
  summary: 'コンテンツを非公開にする（理由必須、運営のみ、監査ログに記録）',
  access: 'operator',
  ids: { contentId: staff('content') },
  input: z.strictObject({ contentId: z.uuid(), reason: requiredContentActionReason }),
  output: editableContent,
  errors: ['CONTENT_NOT_FOUND', 'CONTENT_STATUS_CONFLICT'],
});
