import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { contactMessageDetail, contactMessageIdInput } from './dto.js';

export const showContactMessage = defineEndpoint({
  path: '/v1/operator/show-contact-message',
  tag: 'operator',
  summary: 'お問い合わせの内容を取得する（運営のみ）',
  access: 'operator',
  ids: { contactMessageId: staff('contactMessage') },
  input: z.strictObject({ contactMessageId: contactMessageIdInput }),
  output: contactMessageDetail,
  errors: ['CONTACT_MESSAGE_NOT_FOUND'],
});
