import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { spotVerification } from './listing-verifications.js';

/** VerificationRequest → Verified (listed when published); the owner is notified. */
export const verifySpot = defineEndpoint({
  path: '/v1/operator/verify-spot',
  tag: 'operator',
  summary: 'スポットを承認する（運営のみ、掲載者に通知される）',
  access: 'operator',
  ids: { spotId: staff('spot') },
  input: z.strictObject({ spotId: z.uuid() }),
  output: spotVerification,
  errors: ['SPOT_NOT_FOUND', 'LISTING_NOT_PENDING', 'OPERATOR_OWN_RECORD'],
});
