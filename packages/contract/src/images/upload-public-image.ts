import { defineEndpoint } from '../endpoint.js';
import { image, IMAGE_MAX_BYTES, uploadImageInput } from './dto.js';

/** Uploads a public image (listing photos): multipart/form-data with one part `file`; stable public URLs. */
export const uploadPublicImage = defineEndpoint({
  path: '/v1/user/upload-public-image',
  tag: 'images',
  summary: '公開画像（掲載写真など）をアップロードする（multipart/form-data、パート名 file）',
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
