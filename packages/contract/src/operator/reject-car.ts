import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { carVerification, rejectionReason } from './listing-verifications.js';

/** VerificationRequest → Rejected with a reason the owner reads; the owner is notified. */
export const rejectCar = defineEndpoint({
  path: '/v1/operator/reject-car',
  tag: 'operator',
  summary: '車両を差し戻す（運営のみ、理由は掲載者に表示・通知される）',
  access: 'operator',
  ids: { carId: staff('car') },
  input: z.strictObject({ carId: z.uuid(), reason: rejectionReason }),
  output: carVerification,
  errors: ['CAR_NOT_FOUND', 'LISTING_NOT_PENDING', 'OPERATOR_OWN_RECORD'],
});
