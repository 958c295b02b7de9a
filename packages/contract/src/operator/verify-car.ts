import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { carVerification } from './listing-verifications.js';

/** VerificationRequest → Verified (listed when published); the owner is notified. */
export const verifyCar = defineEndpoint({
  path: '/v1/operator/verify-car',
  tag: 'operator',
  summary: '車両を承認する（運営のみ、掲載者に通知される）',
  access: 'operator',
  ids: { carId: staff('car') },
  input: z.strictObject({ carId: z.uuid() }),
  output: carVerification,
  errors: ['CAR_NOT_FOUND', 'LISTING_NOT_PENDING', 'OPERATOR_OWN_RECORD'],
});
