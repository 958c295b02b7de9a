import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { contactMessageDetail, contactMessageIdInput } from './dto.js';

/** Marks a message Done (answered, answered elsewhere, or nothing to answer: spam); marking a Done one again answers it unchanged. */
export const markContactMessageDone = defineEndpoint({
  path: '/v1/operator/mark-contact-message-done',
  tag: 'operator',
  summary: 'お問い合わせを対応完了にする（運営のみ）',
  access: 'operator',
  ids: { contactMessageId: staff('contactMessage') },
  input: z.strictObject({ contactMessageId: contactMessageIdInput }),
  output: contactMessageDetail,
  errors: ['CONTACT_MESSAGE_NOT_FOUND'],
});
