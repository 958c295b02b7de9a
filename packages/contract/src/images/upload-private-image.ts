import { defineEndpoint } from '../endpoint.js';
import { image, IMAGE_MAX_BYTES, uploadImageInput } from './dto.js';

/**
 * Uploads a private image (driving-licence photos, later accident reports): multipart/form-data
 * with one part `file`. Served only to its owner and to operators, through short-lived signed URLs.
 */
export const uploadPrivateImage = defineEndpoint({
  path: '/v1/user/upload-private-image',
  tag: 'images',
  summary: '非公開画像（運転免許証の写真など）をアップロードする（multipart/form-data、パート名 file）',
  access: 'user',
  body: 'multipart',
  maxFileBytes: IMAGE_MAX_BYTES,
  input: uploadImageInput,
  output: image,
  errors: [
    'USER_NOT_REGISTERED',
    'FILE_REQUIRED',
    'FILE_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'IMAGE_TOO_LARGE_PIXELS',
    'IMAGE_UNREADABLE',
  ],
});
