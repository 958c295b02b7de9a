import { randomUUID } from 'node:crypto';
import type { Image, ImageVisibility } from '@kurumatabi/contract';
import type { ImageRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { ObjectStorage } from '../../lib/storage/storage.js';
import { processImage } from './image-processing.js';
import type { ImagesRepository } from './images.repository.js';
import { PRIVATE_URL_TTL_SECONDS, publicUrl, signPrivateUrl } from './signed-url.js';

export const variantKey = (id: string, width: number) => `images/${id}/${width}.webp`;

export function createImagesService(deps: {
  repository: ImagesRepository;
  storage: ObjectStorage;
  imageUrlSecret: string;
  now: () => Date;
}) {
  /** The DTO with URLs: stable for public images, signed for 5 minutes for private ones. */
  function toImage(row: ImageRow): Image {
    const exp = Math.floor(deps.now().getTime() / 1000) + PRIVATE_URL_TTL_SECONDS;
    const isPrivate = row.visibility === 'Private';
    const largest = row.variants[row.variants.length - 1] ?? { width: 0, height: 0 };
    return {
      id: row.id,
      visibility: row.visibility,
      width: largest.width,
      height: largest.height,
      variants: row.variants.map((v) => ({
        width: v.width,
        height: v.height,
        url: isPrivate ? signPrivateUrl(deps.imageUrlSecret, row.id, v.width, exp) : publicUrl(row.id, v.width),
      })),
      urlsExpireAt: isPrivate ? new Date(exp * 1000).toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function upload(ownerUserId: string, bytes: Buffer, visibility: ImageVisibility): Promise<Image> {
    const processed = await processImage(bytes);
    const id = randomUUID();
    // Bytes first, row last: a row never points at missing bytes. When either step fails, the bytes
    // already written go again, so a failed upload leaves neither a row nor a file.
    const written: string[] = [];
    try {
      for (const variant of processed.variants) {
        const key = variantKey(id, variant.width);
        written.push(key);
        await deps.storage.put(key, variant.data, 'image/webp');
      }
    } catch (error) {
      await removeQuietly(written);
      // A full, read-only or unreachable store: a clear answer instead of a 500.
      throw new AppError('IMAGE_STORAGE_FAILED', { cause: error });
    }
    try {
      const row = await deps.repository.insert({
        id,
        ownerUserId,
        visibility,
        sourceFormat: processed.format,
        variants: processed.variants.map((v) => ({ width: v.width, height: v.height, bytes: v.data.length })),
      });
      return toImage(row);
    } catch (error) {
      await removeQuietly(written);
      throw error;
    }
  }

  /** Best effort: the store that just failed may fail again; what stays is bytes no row names. */
  async function removeQuietly(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
  }

  /** The bytes of a stored variant, when the image exists with that visibility and width. */
  async function read(id: string, width: number, visibility: ImageVisibility): Promise<Buffer | null> {
    const row = await deps.repository.findById(id);
    if (!row || row.visibility !== visibility || !row.variants.some((v) => v.width === width)) return null;
    return deps.storage.get(variantKey(id, width));
  }

  async function deleteRows(rows: ImageRow[]): Promise<void> {
    for (const row of rows) for (const v of row.variants) await deps.storage.delete(variantKey(row.id, v.width));
  }

  return { toImage, upload, read, deleteRows };
}

export type ImagesService = ReturnType<typeof createImagesService>;
