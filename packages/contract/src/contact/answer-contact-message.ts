import { z } from 'zod';
import { multiLineText } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { MAX_CONTACT_ANSWER_LENGTH, contactMessageDetail, contactMessageIdInput } from './dto.js';

/**
 * Answers a New message by mail to the address it came from (through the mail outbox, in the same
 * transaction): the message becomes Answered, or Done at once with `done`. One answer per
 * message; an Answered or Done one is 409 CONTACT_MESSAGE_NOT_ANSWERABLE.
 */
export const answerContactMessage = defineEndpoint({
  path: '/v1/operator/answer-contact-message',
  tag: 'operator',
  summary: 'お問い合わせにメールで回答する（運営のみ）',
  access: 'operator',
  ids: { contactMessageId: staff('contactMessage') },
  input: z.strictObject({
    contactMessageId: contactMessageIdInput,
    answer: multiLineText('回答', { typeError: '回答を入力してください。' })
      .min(1, '回答を入力してください。')
      .max(MAX_CONTACT_ANSWER_LENGTH, `回答は${MAX_CONTACT_ANSWER_LENGTH.toLocaleString('en-US')}文字以内で入力してください。`),
    done: z.boolean().default(false),
  }),
  output: contactMessageDetail,
  errors: ['CONTACT_MESSAGE_NOT_FOUND', 'CONTACT_MESSAGE_NOT_ANSWERABLE'],
});
