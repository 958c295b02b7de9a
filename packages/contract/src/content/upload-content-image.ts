import { defineEndpoint } from '../endpoint.js';
import { uploadImageEndpoint } from '../images/dto.js';

/**
 * Uploads an image for content (cover or body) through the image pipeline (EXIF removed, WebP at
 * every width, stable public URLs); the body names it as `![説明](image:<id>)`. Audited.
 */
export const uploadContentImage = defineEndpoint({
  ...uploadImageEndpoint,
  path: '/v1/operator/upload-content-image',
  tag: 'content',
  summary: '記事・お知らせ・インタビュー用の画像をアップロードする（multipart/form-data、パート名 file、運営のみ）',
  access: 'operator',
  rateLimit: 'upload',
});
