import { inArray, sql, type SQL } from 'drizzle-orm';
import { cars, images, spots, type ImageRow, type ReserveRow } from '../../db/schema/index.js';
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

/** What lists and details show beside reservations' own rows. */
export interface ReserveFacts {
  listings: Map<string, ListingFacts>;
  plans: Map<string, PlanFacts>;
  names: Map<string, string>;
  images: Map<string, ImageRow>;
}

/** An image row as `imagesJson` renders it inside a statement (json has no dates). */
export interface ImageJson {
  id: string;
  ownerUserId: string;
  visibility: ImageRow['visibility'];
  sourceFormat: string;
  variants: ImageRow['variants'];
  createdAt: string;
}

/** The images of `where` as a json array of `ImageJson` (null when none). */
export function imagesJson(where: SQL): SQL {
  return sql`(select json_agg(json_build_object('id', id, 'ownerUserId', owner_user_id, 'visibility', visibility,
    'sourceFormat', source_format, 'variants', variants, 'createdAt', created_at)) from images where ${where})`;
}

export function imageRowOf(image: ImageJson): ImageRow {
  return { ...image, createdAt: new Date(image.createdAt) };
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

  /** The title of a reservation's listing (a car or a spot), for its notices. */
  async function listingTitle(row: Pick<ReserveRow, 'carId' | 'spotId'>): Promise<string> {
    const found = row.carId ? await carFacts([row.carId]) : await spotFacts([row.spotId ?? '']);
    return found.get(row.carId ?? row.spotId ?? '')?.title ?? '';
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

  /**
   * Everything the views show beside reservations, in one round trip: listings (with their cover
   * images), plans, people's names and the given photos. Lists and details are read on every
   * screen of both sides, so their facts are one statement, not five.
   */
  async function all(ids: {
    carIds: readonly string[];
    spotIds: readonly string[];
    planIds: readonly string[];
    userIds: readonly string[];
    imageIds: readonly string[];
  }): Promise<ReserveFacts> {
    const uuids = (values: readonly string[]) => `{${values.join(',')}}`;
    const result = await db.execute<{
      listings: (ListingFacts & { id: string })[] | null;
      plans: (PlanFacts & { id: string })[] | null;
      names: [string, string][] | null;
      images: ImageJson[] | null;
    }>(sql`
      with listing as (
        select id, title, photo_ids[1] as cover_id, pickup_time, return_time from cars where id = any(${uuids(ids.carIds)}::uuid[])
        union all
        select id, title, photo_ids[1], null, null from spots where id = any(${uuids(ids.spotIds)}::uuid[]))
      select
        (select json_agg(json_build_object('id', id, 'title', title, 'coverId', cover_id, 'startTime', pickup_time, 'endTime', return_time))
          from listing) as listings,
        (select json_agg(json_build_object('id', id, 'name', name, 'checkInTime', check_in_time, 'checkOutTime', check_out_time))
          from spot_plans where id = any(${uuids(ids.planIds)}::uuid[])) as plans,
        (select json_agg(json_build_array(id, name)) from users where id = any(${uuids(ids.userIds)}::uuid[])) as names,
        ${imagesJson(sql`id = any(${uuids(ids.imageIds)}::uuid[]) or id in (select cover_id from listing)`)} as images`);
    const row = result.rows[0]!;
    return {
      listings: new Map((row.listings ?? []).map(({ id, ...facts }) => [id, facts])),
      plans: new Map((row.plans ?? []).map(({ id, ...facts }) => [id, facts])),
      names: new Map(row.names ?? []),
      images: new Map((row.images ?? []).map((image) => [image.id, imageRowOf(image)])),
    };
  }

  /**
   * Which of `ids` (images of `userId`) are already attached elsewhere: to a record (check-in, check-out,
   * accident report) of another reservation, or to the user's driving licence. The records' photo arrays
   * are GIN-indexed (migration 0008) for the `&&` below.
   */
  async function photosUsedOutside(reserveId: string, userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const wanted = sql`${`{${ids.join(',')}}`}::uuid[]`;
    const result = await db.execute<{ id: string }>(sql`
      select unnest(photo_ids) as id from reserve_handovers where reserve_id <> ${reserveId} and photo_ids && ${wanted}
      union
      select unnest(photo_ids) from reserve_accident_reports where reserve_id <> ${reserveId} and photo_ids && ${wanted}
      union
      select unnest(array[front_image_id, back_image_id]) from driver_licenses where user_id = ${userId}`);
    const wantedIds = new Set(ids);
    return new Set(result.rows.map((r) => r.id).filter((id) => wantedIds.has(id)));
  }

  return { carFacts, spotFacts, listingTitle, imageRows, photosUsedOutside, all };
}

export type ReserveFactsRepository = ReturnType<typeof createReserveFactsRepository>;
