import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { inquiryIdInput, inquiryMessagesPage, inquiryMessagesPageFields } from './dto.js';

/**
 * A page of a thread's messages, oldest first so the newest is at the bottom: without a cursor the
 * newest `limit`; `beforeSeq` pages back; `afterSeq` gives what arrived since (the web polls with it
 * while the thread is open). Reading marks the thread read for the caller up to the newest message
 * of the page (a page of older messages marks nothing), so the other side's read marks move.
 */
export const showInquiryMessages = defineEndpoint({
  path: '/v1/show-inquiry-messages',
  tag: 'inquiries',
  summary: 'やり取りのメッセージを取得する（古い順、既読つき）',
  access: 'user',
  ids: { inquiryId: participant('inquiry') },
  input: z
    .strictObject({ inquiryId: inquiryIdInput, ...inquiryMessagesPageFields })
    .refine((v) => v.beforeSeq === undefined || v.afterSeq === undefined, {
      path: ['afterSeq'],
      message: 'beforeSeq と afterSeq は同時に指定できません。',
    }),
  output: inquiryMessagesPage,
  errors: ['USER_NOT_REGISTERED', 'INQUIRY_NOT_FOUND'],
});
