import { and, eq, inArray } from 'drizzle-orm';
import { cars, images, spots, users, type ImageRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/** The listing beside a review: its current title and cover. */
export interface ListingFacts {
  title: string;
  coverId: string | null;
}

/** What a page of reviews shows beside its rows, read in one round of queries (never one per review). */
export interface ReviewFacts {
  names: Map<string, string>;
  /** `Car:<id>` / `Spot:<id>` → the listing. */
  listings: Map<string, ListingFacts>;
  /** Public images by id (the listings' covers and the reviews' photos). */
  images: Map<string, ImageRow>;
}

export function createReviewFactsRepository(db: DbOrTx) {
  async function all(ids: { userIds: string[]; carIds: string[]; spotIds: string[]; imageIds: string[] }): Promise<ReviewFacts> {
    const [userRows, carRows, spotRows] = await Promise.all([
      ids.userIds.length === 0 ? [] : db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids.userIds)),
      ids.carIds.length === 0
        ? []
        : db.select({ id: cars.id, title: cars.title, photoIds: cars.photoIds }).from(cars).where(inArray(cars.id, ids.carIds)),
      ids.spotIds.length === 0
        ? []
        : db.select({ id: spots.id, title: spots.title, photoIds: spots.photoIds }).from(spots).where(inArray(spots.id, ids.spotIds)),
    ]);
    const listings = new Map<string, ListingFacts>();
    for (const row of carRows) listings.set(`Car:${row.id}`, { title: row.title, coverId: row.photoIds[0] ?? null });
    for (const row of spotRows) listings.set(`Spot:${row.id}`, { title: row.title, coverId: row.photoIds[0] ?? null });
    const imageIds = [...new Set([...ids.imageIds, ...[...listings.values()].flatMap((l) => (l.coverId ? [l.coverId] : []))])];
    const imageRows =
      imageIds.length === 0
        ? []
        : await db
            .select()
            .from(images)
            .where(and(inArray(images.id, imageIds), eq(images.visibility, 'Public')));
    return {
      names: new Map(userRows.map((row) => [row.id, row.name])),
      listings,
      images: new Map(imageRows.map((row) => [row.id, row])),
    };
  }

  return { all };
}
