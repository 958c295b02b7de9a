import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TargetKind } from '../enums.js';
import { participant, visible } from '../id-rules.js';
import { inquiryClientKey, inquiryDetail, inquiryMessageBody } from './dto.js';

/**
 * Asks the host of a car or a spot (`targetKind` + `listingId`), or writes in a reservation's thread
 * (`reserveId`, either participant), with the first message in the same call. Only a guest starts
 * a thread about a listing: there is no way to name a guest, so a host never writes to a stranger
 * (their own listing is 422 INQUIRY_OWN_LISTING). A listing that is not published and verified is
 * 404, as if it did not exist. When the guest already has an open thread about the listing without
 * a reservation, the message joins it (one thread per guest and listing); a closed one is left
 * closed and a new thread starts. With `reserveId`, the listing fields may be left out; given,
 * they must name the reservation's listing (422 INQUIRY_LISTING_MISMATCH). A suspended host's
 * listings are unlisted (404); a thread whose other person is suspended is 409
 * INQUIRY_COUNTERPART_UNAVAILABLE (ADR 0047).
 */
export const createInquiry = defineEndpoint({
  path: '/v1/create-inquiry',
  tag: 'inquiries',
  summary: '掲載について質問する、または予約のやり取りを始める（最初のメッセージつき）',
  access: 'user',
  ids: { listingId: visible('listing'), reserveId: participant() },
  rateLimit: 'message',
  input: z
    .strictObject({
      targetKind: z.enum(TargetKind.values, { error: '問い合わせる掲載の種類を選んでください。' }).optional(),
      listingId: z.uuid({ error: '掲載の ID が正しくありません。' }).optional(),
      reserveId: z.uuid({ error: '予約の ID が正しくありません。' }).optional(),
      body: inquiryMessageBody,
      clientKey: inquiryClientKey.optional(),
    })
    .superRefine((value, ctx) => {
      if ((value.targetKind === undefined) !== (value.listingId === undefined))
        ctx.addIssue({ code: 'custom', path: ['listingId'], message: '掲載の種類と ID を両方指定してください。' });
      if (value.listingId === undefined && value.reserveId === undefined)
        ctx.addIssue({ code: 'custom', path: ['listingId'], message: '問い合わせる掲載か予約を指定してください。' });
    }),
  output: inquiryDetail,
  errors: [
    'USER_NOT_REGISTERED',
    'CAR_NOT_FOUND',
    'SPOT_NOT_FOUND',
    'RESERVE_NOT_FOUND',
    'INQUIRY_OWN_LISTING',
    'INQUIRY_LISTING_MISMATCH',
    'INQUIRY_COUNTERPART_DEACTIVATED',
    'INQUIRY_COUNTERPART_UNAVAILABLE',
  ],
});
