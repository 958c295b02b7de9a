import { z } from 'zod';
import { singleLineText } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { ContentKind, ContentStatus } from './kinds.js';
import { contentSummary } from './operator-dto.js';

/** Every content item, drafts included, the most recently edited first (operators only). */
export const listContents = defineEndpoint({
  path: '/v1/operator/list-contents',
  tag: 'content',
  summary: '記事・お知らせ・インタビューを下書きも含めて一覧する（運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({
    kind: z.enum(ContentKind.values).optional(),
    status: z.enum(ContentStatus.values).optional(),
    /** A part of the title or the slug. */
    keyword: singleLineText('キーワード').max(50, 'キーワードは50文字以内で入力してください。').optional(),
    ...pageInput(20, 100),
  }),
  output: pageOutput(contentSummary),
});
