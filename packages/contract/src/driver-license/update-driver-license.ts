import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { driverLicense, LicenseColor, licenseNumber } from './dto.js';

/**
 * Registers or replaces the licence. The photos are ids of the caller's own private images
 * (upload-private-image). With `requestVerification: true` the licence goes to verification (both photos
 * needed); otherwise it is saved as `Registered`. Editing a verified licence needs a new verification.
 */
export const updateDriverLicense = defineEndpoint({
  path: '/v1/update-driver-license',
  tag: 'driver-license',
  summary: '運転免許証を登録・更新し、必要なら審査を申請する',
  access: 'user',
  ids: { frontImageId: owned('image'), backImageId: owned('image') },
  input: z.strictObject({
    number: licenseNumber,
    color: z.enum(LicenseColor.values, { error: '免許証の色を選んでください。' }),
    expiresOn: z.iso.date({ error: '有効期限を YYYY-MM-DD の形式で入力してください。' }),
    frontImageId: z.uuid({ error: '表面の写真が正しくありません。' }).nullable(),
    backImageId: z.uuid({ error: '裏面の写真が正しくありません。' }).nullable(),
    requestVerification: z.boolean().default(false),
  }),
  output: driverLicense,
  errors: [
    'USER_NOT_REGISTERED',
    'IMAGE_NOT_FOUND',
    'DRIVER_LICENSE_UNDER_VERIFICATION',
    'DRIVER_LICENSE_EXPIRED',
    'DRIVER_LICENSE_PHOTOS_REQUIRED',
  ],
});
