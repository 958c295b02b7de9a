import { defineEndpoint } from '../endpoint.js';
import { uploadImageEndpoint } from './dto.js';

/** Uploads a public image (listing photos): multipart/form-data with one part `file`; stable public URLs. */
export const uploadPublicImage = defineEndpoint({
  path: '/v1/user/upload-public-image',
  summary: '公開画像（掲載写真など）をアップロードする（multipart/form-data、パート名 file）',
  rateLimit: 'upload',
  ...uploadImageEndpoint,
});
