import { uploadPrivateImage, uploadPublicImage, type Image } from '@kurumatabi/contract';
import { callApi } from './api-client';

/**
 * Upload calls for ImageUploadField's `upload` prop: multipart, with upload progress (the client
 * switches to XMLHttpRequest when `onUploadProgress` is given).
 */
export function uploadPrivateImageFile(file: File, onProgress: (fraction: number) => void): Promise<Image> {
  return callApi(uploadPrivateImage, { file }, { onUploadProgress: onProgress });
}

export function uploadPublicImageFile(file: File, onProgress: (fraction: number) => void): Promise<Image> {
  return callApi(uploadPublicImage, { file }, { onUploadProgress: onProgress });
}

/** Ask again this long before the signed URLs stop working, so a preview never breaks on screen. */
const REFRESH_MARGIN_MS = 30_000;
/** Never poll faster than this, even when an expiry is already close or past. */
const MIN_REFRESH_MS = 10_000;

/**
 * For a query's `refetchInterval`: private images' signed URLs expire (urlsExpireAt, 5 minutes),
 * so the query that carries them is asked again shortly before the first one does. `false` when
 * none of the images expires (public images, or no image).
 */
export function signedUrlRefreshDelay(images: readonly (Image | null | undefined)[], now = Date.now()): number | false {
  const expiries = images.flatMap((image) => (image?.urlsExpireAt ? [Date.parse(image.urlsExpireAt)] : []));
  if (expiries.length === 0) return false;
  return Math.max(MIN_REFRESH_MS, Math.min(...expiries) - REFRESH_MARGIN_MS - now);
}

/**
 * Whether an image that failed to load did so because its signed URLs have expired (or are about
 * to): only then is asking the API again worth it — otherwise a broken image would loop.
 */
export function signedUrlsExpired(image: Image | null | undefined, now = Date.now()): boolean {
  return Boolean(image?.urlsExpireAt && Date.parse(image.urlsExpireAt) - REFRESH_MARGIN_MS <= now);
}
