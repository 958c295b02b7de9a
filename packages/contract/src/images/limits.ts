/** The images' limits and widths, without schemas: the browser reads them (ADR 0030). dto.ts re-exports them. */

/** The largest upload accepted (bytes); larger files are refused with 413 FILE_TOO_LARGE. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an image may have (width × height); more is refused with 422 IMAGE_TOO_LARGE_PIXELS. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * The widths every image is re-encoded to (never wider than the original). 320 and 480 serve the
 * phone's cards and thumbnails, 800 and 1600 the detail pages' photos (srcset; ADR 0030).
 */
export const IMAGE_WIDTHS = [320, 480, 800, 1600] as const;
/** The message of 415 UNSUPPORTED_MEDIA_TYPE for an upload whose bytes are not JPEG, PNG or WebP. */
export const UNSUPPORTED_IMAGE_MESSAGE = 'JPEG・PNG・WebP 形式の画像を選んでください。';

export const ImageVisibility = {
  values: ['Public', 'Private'] as const,
  labels: { Public: '公開画像', Private: '非公開画像（本人と運営のみ）' },
};
export type ImageVisibility = (typeof ImageVisibility.values)[number];
