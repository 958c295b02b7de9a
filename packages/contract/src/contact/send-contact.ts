import { defineEndpoint } from '../endpoint.js';
import { contactFormInput, contactReceipt } from './dto.js';

/**
 * The contact form of a signed-in user (spec §7's path): stored with their account, so operators
 * see who wrote. A visitor sends the same form to /v1/public/send-contact (spec §6: visitors use
 * the calls under /v1/public). Budget: the `contact` rate-limit class.
 */
export const sendContact = defineEndpoint({
  path: '/v1/send-contact',
  tag: 'contact',
  summary: '運営に問い合わせる（ログイン中）',
  access: 'user',
  ids: {},
  rateLimit: 'contact',
  input: contactFormInput,
  output: contactReceipt,
  errors: ['USER_NOT_REGISTERED'],
});
