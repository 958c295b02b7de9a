import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { driverLicenseVerification } from './dto.js';
import { rejectionReason } from './listing-verifications.js';

/** VerificationRequest → Rejected with a reason the user reads; the user is notified. */
export const rejectDriverLicense = defineEndpoint({
  path: '/v1/operator/reject-driver-license',
  tag: 'operator',
  summary: '運転免許証を差し戻す（運営のみ、理由は本人に表示・通知される）',
  access: 'operator',
  ids: { driverLicenseId: staff('driverLicense') },
  input: z.strictObject({
    driverLicenseId: z.uuid(),
    reason: rejectionReason,
  }),
  output: driverLicenseVerification,
  errors: ['DRIVER_LICENSE_NOT_FOUND', 'DRIVER_LICENSE_NOT_PENDING', 'OPERATOR_OWN_RECORD'],
});
