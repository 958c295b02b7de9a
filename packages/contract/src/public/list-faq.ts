import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { FaqCategory, faq } from './faq.js';

export const listFaq = defineEndpoint({
  path: '/v1/public/list-faq',
  tag: 'faq',
  summary: 'よくある質問を一覧する（カテゴリで絞り込み可）',
  access: 'public',
  ids: {},
  input: z.strictObject({
    category: z.enum(FaqCategory.values).optional(),
    ...pageInput(100, 100),
  }),
  output: pageOutput(faq),
});
