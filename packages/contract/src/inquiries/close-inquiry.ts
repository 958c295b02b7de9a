import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { inquiryDetail, inquiryIdInput } from './dto.js';

/**
 * Either participant closes a thread that is done; closing a closed one answers it unchanged. A
 * reservation's thread stays open while the reservation is active (409 INQUIRY_RESERVATION_ACTIVE).
 */
export const closeInquiry = defineEndpoint({
  path: '/v1/close-inquiry',
  tag: 'inquiries',
  summary: 'やり取りを終了する',
  access: 'user',
  ids: { inquiryId: participant('inquiry') },
  input: z.strictObject({ inquiryId: inquiryIdInput }),
  output: inquiryDetail,
  errors: ['USER_NOT_REGISTERED', 'INQUIRY_NOT_FOUND', 'INQUIRY_RESERVATION_ACTIVE'],
});
