import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { driverLicenseVerification } from './dto.js';

/** VerificationRequest → Verified; the user is notified. 409 when the licence is not waiting for verification. */
export const verifyDriverLicense = defineEndpoint({
  path: '/v1/operator/verify-driver-license',
  tag: 'operator',
  summary: '運転免許証を承認する（運営のみ、本人に通知される）',
  access: 'operator',
  ids: { driverLicenseId: staff('driverLicense') },
  input: z.strictObject({ driverLicenseId: z.uuid() }),
  output: driverLicenseVerification,
  errors: ['DRIVER_LICENSE_NOT_FOUND', 'DRIVER_LICENSE_NOT_PENDING', 'OPERATOR_OWN_RECORD'],
});
