import { z } from 'zod';

import { IMAGE_MAX_BYTES, ImageVisibility } from './limits.js';

export * from './limits.js';

/**
 * The file part of an upload. The browser sends a Blob (or File) as the form field `file`; the
 * API reads it as a stream, so this schema only types the client's side.
 */
export const uploadFile = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  message: 'アップロードするファイルを選んでください。',
});

export const uploadImageInput = z.strictObject({ file: uploadFile });

export const imageVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /**
   * Public images: a stable URL (`/images/public/<id>/<width>.webp`, cached for a year).
   * Private images: a signed URL that expires at `urlsExpireAt` (ask the API again after it).
   */
  url: z.string(),
});

/** An uploaded image: EXIF/GPS removed, orientation applied, re-encoded to WebP at IMAGE_WIDTHS. */
export const image = z.object({
  id: z.uuid(),
  visibility: z.enum(ImageVisibility.values),
  /** Of the largest variant. */
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariant),
  /** When the variant URLs stop working (private images only; null for public ones). */
  urlsExpireAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Image = z.infer<typeof image>;

/** What both upload calls share: multipart with one `file` part, the size limit, the image answer and its errors. */
export const uploadImageEndpoint = {
  tag: 'images',
  access: 'user',
  ids: {},
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
    'IMAGE_STORAGE_FAILED',
  ],
} as const;
