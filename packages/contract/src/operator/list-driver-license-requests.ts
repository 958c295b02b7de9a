import { z } from 'zod';
import { VerificationStatus } from '../enums.js';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { driverLicenseVerification } from './dto.js';

/** Licences by status (default: waiting for verification), oldest request first. Operators only. */
export const listDriverLicenseRequests = defineEndpoint({
  path: '/v1/operator/list-driver-license-requests',
  tag: 'operator',
  summary: '運転免許証の審査待ち一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({ status: z.enum(VerificationStatus.values).default('VerificationRequest'), ...pageInput(20, 100) }),
  output: pageOutput(driverLicenseVerification),
});
