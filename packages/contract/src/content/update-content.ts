import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { contentSaveErrors } from './content-errors.js';
import { contentActionReason, contentFields, editableContent } from './operator-dto.js';

/**
 * Saves the editor's fields as the next revision. `expectedRevision` is the revision the editor
 * loaded: another save in between answers 409 CONTENT_REVISION_CONFLICT instead of overwriting it.
 * `autosave` marks the editor's periodic save of a draft (a published item changes only on an
 * explicit save, ADR 0031). Audited.
 */
export const updateContent = defineEndpoint({
  path: '/v1/operator/update-content',
  tag: 'content',
  summary: 'コンテンツを保存する（下書きの自動保存を含む、運営のみ、監査ログに記録）',
  access: 'operator',
  ids: { contentId: staff('content'), coverImageId: staff('image'), listingId: staff('listing') },
  input: z.strictObject({
    contentId: z.uuid(),
    expectedRevision: z.number().int().min(1),
    autosave: z.boolean().default(false),
    ...contentFields,
    reason: contentActionReason.optional(),
  }),
  output: editableContent,
  errors: ['CONTENT_NOT_FOUND', 'CONTENT_REVISION_CONFLICT', 'CONTENT_AUTOSAVE_PUBLISHED', ...contentSaveErrors],
});
