import { z } from 'zod';

/** The largest upload accepted (bytes); larger files are refused with 413 FILE_TOO_LARGE. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an image may have (width × height); more is refused with 422 IMAGE_TOO_LARGE_PIXELS. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The widths every image is re-encoded to (never wider than the original). */
export const IMAGE_WIDTHS = [320, 800, 1600] as const;
/** The message of 415 UNSUPPORTED_MEDIA_TYPE for an upload whose bytes are not JPEG, PNG or WebP. */
export const UNSUPPORTED_IMAGE_MESSAGE = 'JPEG・PNG・WebP 形式の画像を選んでください。';

export const ImageVisibility = {
  values: ['Public', 'Private'] as const,
  labels: { Public: '公開画像', Private: '非公開画像（本人と運営のみ）' },
};
export type ImageVisibility = (typeof ImageVisibility.values)[number];

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
