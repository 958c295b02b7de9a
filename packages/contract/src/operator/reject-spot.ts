import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { spotVerification, rejectionReason } from './listing-verifications.js';

/** VerificationRequest → Rejected with a reason the owner reads; the owner is notified. */
export const rejectSpot = defineEndpoint({
  path: '/v1/operator/reject-spot',
  tag: 'operator',
  summary: 'スポットを差し戻す（運営のみ、理由は掲載者に表示・通知される）',
  access: 'operator',
  ids: { spotId: staff('spot') },
  input: z.strictObject({ spotId: z.uuid(), reason: rejectionReason }),
  output: spotVerification,
  errors: ['SPOT_NOT_FOUND', 'LISTING_NOT_PENDING', 'OPERATOR_OWN_RECORD'],
});
