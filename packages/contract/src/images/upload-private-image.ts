import { defineEndpoint } from '../endpoint.js';
import { uploadImageEndpoint } from './dto.js';

/**
 * Uploads a private image (driving-licence photos, later accident reports): multipart/form-data
 * with one part `file`. Served only to its owner and to operators, through short-lived signed URLs.
 */
export const uploadPrivateImage = defineEndpoint({
  path: '/v1/user/upload-private-image',
  summary: '非公開画像（運転免許証の写真など）をアップロードする（multipart/form-data、パート名 file）',
  rateLimit: 'upload',
  ...uploadImageEndpoint,
});
