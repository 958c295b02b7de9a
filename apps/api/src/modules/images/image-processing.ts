import { IMAGE_MAX_PIXELS, IMAGE_WIDTHS, UNSUPPORTED_IMAGE_MESSAGE } from '@kurumatabi/contract';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.js';

export type SourceFormat = 'jpeg' | 'png' | 'webp';

/**
 * The format from the first bytes, never from the name or the declared type: a PNG named .jpg is
 * a PNG, an HTML page named .jpg is refused.
 */
export function sniffImageFormat(bytes: Buffer): SourceFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ProcessedVariant {
  width: number;
  height: number;
  data: Buffer;
}

/**
 * Decodes at most IMAGE_MAX_PIXELS (sharp's limitInputPixels stops a decompression bomb before
 * it is expanded), applies the EXIF orientation, and re-encodes to WebP at the standard widths.
 * sharp writes no metadata unless asked, so EXIF, GPS and ICC comments of the upload are dropped.
 */
export async function processImage(bytes: Buffer): Promise<{ format: SourceFormat; variants: ProcessedVariant[] }> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: UNSUPPORTED_IMAGE_MESSAGE });
  let width: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: UNSUPPORTED_IMAGE_MESSAGE });
    }
    if (!meta.width || !meta.height) throw new AppError('IMAGE_UNREADABLE');
    // The header alone tells the size: a bomb is refused before a single pixel is decoded.
    if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new AppError('IMAGE_TOO_LARGE_PIXELS');
    if ((meta.pages ?? 1) > 1) throw new AppError('IMAGE_UNREADABLE', { message: '動きのある画像は使えません。静止画を選んでください。' });
    // Orientations 5–8 swap the sides.
    width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMAGE_UNREADABLE', { cause: error });
  }

  const targets = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
  try {
    const variants: ProcessedVariant[] = [];
    for (const target of targets) {
      const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    }
    return { format, variants };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new AppError('IMAGE_TOO_LARGE_PIXELS', { cause: error });
    throw new AppError('IMAGE_UNREADABLE', { cause: error });
  }
}
