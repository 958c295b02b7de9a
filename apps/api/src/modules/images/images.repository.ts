import type { ImageVisibility } from '@kurumatabi/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images, type ImageRow, type ImageVariantRow } from '../../db/schema/index.js';

export function createImagesRepository(db: Db) {
  async function insert(values: {
    id: string;
    ownerUserId: string;
    visibility: ImageVisibility;
    sourceFormat: string;
    variants: ImageVariantRow[];
  }) {
    const [row] = await db.insert(images).values(values).returning();
    if (!row) throw new Error('image insert returned nothing');
    return row;
  }

  async function findById(id: string): Promise<ImageRow | null> {
    const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
    return row ?? null;
  }

  /** The given ids that belong to the owner with that visibility. */
  async function findOwned(ownerUserId: string, ids: string[], visibility: ImageVisibility): Promise<ImageRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(images)
      .where(and(inArray(images.id, ids), eq(images.ownerUserId, ownerUserId), eq(images.visibility, visibility)));
  }

  async function findByIds(ids: string[]): Promise<ImageRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(images).where(inArray(images.id, ids));
  }

  return { insert, findById, findOwned, findByIds };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
