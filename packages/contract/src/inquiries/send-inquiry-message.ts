import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { inquiryClientKey, inquiryIdInput, inquiryMessage, inquiryMessageBody } from './dto.js';

/**
 * Writes in a thread the caller is a participant of (operators never post as a user: a thread they
 * are not part of is 404). A closed thread is 409 INQUIRY_CLOSED (it does not reopen: the guest
 * asks again from the listing). To a deactivated or a suspended person it is 409
 * (INQUIRY_COUNTERPART_DEACTIVATED, INQUIRY_COUNTERPART_UNAVAILABLE: ADR 0047, which does not say
 * why). The other participant is notified (in-app, and by mail per their
 * settings, gathered per thread). The answer is the message as stored, masked contact details
 * already replaced (`masked`).
 */
export const sendInquiryMessage = defineEndpoint({
  path: '/v1/send-inquiry-message',
  tag: 'inquiries',
  summary: 'やり取りにメッセージを送る',
  access: 'user',
  ids: { inquiryId: participant('inquiry') },
  rateLimit: 'message',
  input: z.strictObject({ inquiryId: inquiryIdInput, body: inquiryMessageBody, clientKey: inquiryClientKey.optional() }),
  output: inquiryMessage,
  errors: [
    'USER_NOT_REGISTERED',
    'INQUIRY_NOT_FOUND',
    'INQUIRY_CLOSED',
    'INQUIRY_COUNTERPART_DEACTIVATED',
    'INQUIRY_COUNTERPART_UNAVAILABLE',
  ],
});
