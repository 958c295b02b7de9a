import { inArray, sql } from 'drizzle-orm';
import { cars, images, spotPlans, spots, users, type ImageRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/** What lists and details show beside a reservation's own row: listing titles and covers, plan names, people's names, photos. */

export interface ListingFacts {
  title: string;
  coverId: string | null;
  /** A car's pickup and return times, or null for spots (their plan gives check-in and check-out). */
  startTime: string | null;
  endTime: string | null;
}

export interface PlanFacts {
  name: string;
  checkInTime: string | null;
  checkOutTime: string | null;
}

export function createReserveFactsRepository(db: DbOrTx) {
  async function carFacts(ids: readonly string[]): Promise<Map<string, ListingFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: cars.id,
        title: cars.title,
        coverId: sql<string | null>`${cars.photoIds}[1]`,
        startTime: cars.pickupTime,
        endTime: cars.returnTime,
      })
      .from(cars)
      .where(inArray(cars.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function spotFacts(ids: readonly string[]): Promise<Map<string, ListingFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: spots.id, title: spots.title, coverId: sql<string | null>`${spots.photoIds}[1]` })
      .from(spots)
      .where(inArray(spots.id, [...ids]));
    return new Map(rows.map((r) => [r.id, { ...r, startTime: null, endTime: null }]));
  }

  async function planFacts(ids: readonly string[]): Promise<Map<string, PlanFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: spotPlans.id, name: spotPlans.name, checkInTime: spotPlans.checkInTime, checkOutTime: spotPlans.checkOutTime })
      .from(spotPlans)
      .where(inArray(spotPlans.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function names(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Image rows by id, public or private (the caller decides who may see them). */
  async function imageRows(ids: readonly string[]): Promise<Map<string, ImageRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(images)
      .where(inArray(images.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r]));
  }

  return { carFacts, spotFacts, planFacts, names, imageRows };
}

export type ReserveFactsRepository = ReturnType<typeof createReserveFactsRepository>;
