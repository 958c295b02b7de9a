import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { driverLicenseVerification } from './dto.js';

export const showDriverLicenseRequest = defineEndpoint({
  path: '/v1/operator/show-driver-license-request',
  tag: 'operator',
  summary: '審査する運転免許証を写真つきで取得する（運営のみ）',
  access: 'operator',
  ids: { driverLicenseId: staff('driverLicense') },
  input: z.strictObject({ driverLicenseId: z.uuid() }),
  output: driverLicenseVerification,
  errors: ['DRIVER_LICENSE_NOT_FOUND'],
});
