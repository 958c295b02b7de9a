import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { pageInput, pageOutput } from '../paging.js';
import { contentRevision } from './operator-dto.js';

/** The history of one content item, the newest revision first (operators only). */
export const listContentRevisions = defineEndpoint({
  path: '/v1/operator/list-content-revisions',
  tag: 'content',
  summary: 'コンテンツの編集履歴を取得する（運営のみ）',
  access: 'operator',
  ids: { contentId: staff('content') },
  input: z.strictObject({ contentId: z.uuid(), ...pageInput(20, 100) }),
  output: pageOutput(contentRevision),
  errors: ['CONTENT_NOT_FOUND'],
});
