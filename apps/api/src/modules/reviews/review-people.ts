import { shownName } from '@kurumatabi/contract';
import { inArray } from 'drizzle-orm';
import { cars, spots, users, type ReserveRow } from '../../db/schema/index.js';
import { japanDate } from '../listings/listing-documents.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/** Names and titles beside reservations and reviews, read in batches (a deactivated user's name is 「退会済みユーザー」, ADR 0010). */
export function createReviewPeople(db: DbOrTx) {
  async function names(userIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
    // A name stored before the contact rule of names (ADR 0043) is shown masked to the people who read it.
    return new Map(rows.map((r) => [r.id, shownName(r.name)]));
  }

  /** A member as hosts see a guest: the name and since when. */
  async function member(userId: string): Promise<{ name: string; memberSince: string }> {
    const [row] = await db
      .select({ name: users.name, createdAt: users.createdAt })
      .from(users)
      .where(inArray(users.id, [userId]));
    if (!row) throw new Error(`user ${userId} vanished`);
    return { name: shownName(row.name), memberSince: japanDate(row.createdAt) };
  }

  /** The listings' titles of the reservations, by listing id. */
  async function listingTitles(reserves: readonly Pick<ReserveRow, 'carId' | 'spotId'>[]): Promise<Map<string, string>> {
    const carIds = [...new Set(reserves.flatMap((r) => (r.carId ? [r.carId] : [])))];
    const spotIds = [...new Set(reserves.flatMap((r) => (r.spotId ? [r.spotId] : [])))];
    const [carRows, spotRows] = await Promise.all([
      carIds.length === 0 ? [] : db.select({ id: cars.id, title: cars.title }).from(cars).where(inArray(cars.id, carIds)),
      spotIds.length === 0 ? [] : db.select({ id: spots.id, title: spots.title }).from(spots).where(inArray(spots.id, spotIds)),
    ]);
    return new Map([...carRows, ...spotRows].map((r) => [r.id, r.title]));
  }

  return { names, member, listingTitles };
}
