import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { inquiryDetail, inquiryIdInput } from './dto.js';

/** A thread's heading: listing, reservation, both people, state, unread counts and what the viewer may do. Participants only. */
export const showInquiry = defineEndpoint({
  path: '/v1/show-inquiry',
  tag: 'inquiries',
  summary: 'やり取りの概要を取得する',
  access: 'user',
  ids: { inquiryId: participant('inquiry') },
  input: z.strictObject({ inquiryId: inquiryIdInput }),
  output: inquiryDetail,
  errors: ['USER_NOT_REGISTERED', 'INQUIRY_NOT_FOUND'],
});
