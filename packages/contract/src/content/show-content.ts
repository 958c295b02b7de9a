import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { editableContent } from './operator-dto.js';

/** One content item as the editor loads it, whatever its status (operators only). */
export const showContent = defineEndpoint({
  path: '/v1/operator/show-content',
  tag: 'content',
  summary: '編集用にコンテンツを取得する（運営のみ）',
  access: 'operator',
  ids: { contentId: staff('content') },
  input: z.strictObject({ contentId: z.uuid() }),
  output: editableContent,
  errors: ['CONTENT_NOT_FOUND'],
});
