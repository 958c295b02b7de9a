import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { contentSaveErrors } from './content-errors.js';
import { ContentKind } from './kinds.js';
import { contentActionReason, contentFields, editableContent } from './operator-dto.js';

/** A new draft (revision 1). Articles need a category; interview fields belong to interviews only. Audited. */
export const createContent = defineEndpoint({
  path: '/v1/operator/create-content',
  tag: 'content',
  summary: '記事・お知らせ・インタビューの下書きを作成する（運営のみ、監査ログに記録）',
  access: 'operator',
  ids: { coverImageId: staff('image'), listingId: staff('listing') },
  input: z.strictObject({ kind: z.enum(ContentKind.values), ...contentFields, reason: contentActionReason.optional() }),
  output: editableContent,
  errors: contentSaveErrors,
});
