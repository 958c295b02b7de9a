import { defineEndpoint } from '../endpoint.js';
import { contactFormInput, contactReceipt } from './dto.js';

/**
 * The contact form of a visitor (not signed in): the same form and answer as /v1/send-contact,
 * counted per address in the `contact` rate-limit class, with the honeypot of contactFormInput.
 */
export const publicSendContact = defineEndpoint({
  path: '/v1/public/send-contact',
  name: 'publicSendContact',
  tag: 'contact',
  summary: '運営に問い合わせる（ログインなし）',
  access: 'public',
  ids: {},
  rateLimit: 'contact',
  input: contactFormInput,
  output: contactReceipt,
});
