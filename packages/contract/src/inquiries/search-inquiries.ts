import { z } from 'zod';
import { singleLineText } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { filter } from '../id-rules.js';
import { pageOutput } from '../paging.js';
import { inquirySummary } from './dto.js';
import { inquiryListFields, inquirySideInput } from './list-input.js';

/**
 * Searches the caller's own threads (never anyone else's: every filter narrows them): by listing,
 * by reservation (the reservation page finds its thread with `reserveId`), by the other person's
 * name (`counterpart`, part of it), by state, and by words in the messages (`text`, part of a word
 * is enough, as in the listings' search). Without `as`, both sides. Unread first, then newest.
 */
export const searchInquiries = defineEndpoint({
  path: '/v1/search-inquiries',
  tag: 'inquiries',
  summary: '自分のやり取りを掲載・相手・状態・本文で検索する',
  access: 'user',
  ids: { listingId: filter('listing'), reserveId: filter('reserve') },
  rateLimit: 'search',
  input: z.strictObject({
    as: inquirySideInput.optional(),
    listingId: z.uuid({ error: '掲載の ID が正しくありません。' }).optional(),
    reserveId: z.uuid({ error: '予約の ID が正しくありません。' }).optional(),
    counterpart: singleLineText('相手の名前').max(50, '相手の名前は50文字以内で入力してください。').optional(),
    text: singleLineText('検索する言葉').max(100, '検索する言葉は100文字以内で入力してください。').optional(),
    ...inquiryListFields,
  }),
  output: pageOutput(inquirySummary),
  errors: ['USER_NOT_REGISTERED'],
});
