import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { ContactCategory, ContactState, contactMessageSummary } from './dto.js';

/** The contact inbox: by state (all when left out), oldest first among the unanswered, newest first otherwise; counts per state. Operators only. */
export const listContactMessages = defineEndpoint({
  path: '/v1/operator/list-contact-messages',
  tag: 'operator',
  summary: 'お問い合わせの一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({
    state: z.enum(ContactState.values, { error: '状態が正しくありません。' }).optional(),
    category: z.enum(ContactCategory.values, { error: 'お問い合わせの種類が正しくありません。' }).optional(),
    ...pageInput(20, 100),
  }),
  output: pageOutput(contactMessageSummary).extend({
    counts: z.object({ New: z.number().int(), Answered: z.number().int(), Done: z.number().int() }),
  }),
});
