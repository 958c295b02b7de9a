import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../listings/listings.repository.js';
import { createReserveCalendarRepository } from '../reserves/reserve-calendar.repository.js';
import { feedBlocks } from './feed-blocks.js';

/**
 * The SQL of calendar sync (ADR 0057), for either kind of listing. The identifiers come from the fixed table below,
 * never from input. Days are `YYYY-MM-DD`; ranges are half-open.
 */

export type SyncKind = 'car' | 'spot';

const tables = {
  car: { listing: sql.raw('cars'), column: sql.raw('car_id'), periods: sql.raw('car_unavailable_periods') },
  spot: { listing: sql.raw('spots'), column: sql.raw('spot_id'), periods: sql.raw('spot_unavailable_periods') },
} as const;

/** Who an export address belongs to: a listing, or one plan of a spot. */
export type ExportKind = SyncKind | 'plan';

const exportColumns = { car: sql.raw('car_id'), spot: sql.raw('spot_id'), plan: sql.raw('spot_plan_id') } as const;

/** An export token's listing; `plan` when it is one plan's feed of the spot. */
export type ExportTarget = { kind: SyncKind; listingId: string; plan: { id: string; name: string } | null; createdAt: Date };

export type FeedRow = {
  id: string;
  url: string;
  label: string;
  createdAt: Date;
  lastAttemptAt: Date | null;
  lastSyncedAt: Date | null;
  lastError: string | null;
  etag: string | null;
  lastModified: string | null;
};

export type DayRange = {
  from: string;
  until: string;
};

/** A reserved stretch of the export: a car's reservation with its times, a spot's full days. */
export type ExportedReservation = {
  id: string;
  from: string;
  until: string;
  requestedAt: Date;
};

const feedColumns = sql`id, url, label, created_at as "createdAt", last_attempt_at as "lastAttemptAt",
  last_synced_at as "lastSyncedAt", last_error as "lastError", etag, last_modified as "lastModified"`;

/** Rows of `query` with `period` as [from, until). */
function rangesOf(query: SQL): SQL {
  return sql`select to_char(lower(period), 'YYYY-MM-DD') as "from", to_char(upper(period), 'YYYY-MM-DD') as "until"
    from (${query}) q order by lower(period)`;
}

export function createCalendarSyncRepository(db: DbOrTx) {
  const calendar = createReserveCalendarRepository(db);

  async function ownsListing(kind: SyncKind, ownerUserId: string, listingId: string): Promise<boolean> {
    const t = tables[kind];
    const result = await db.execute(sql`select 1 from ${t.listing} where id = ${listingId} and owner_user_id = ${ownerUserId}`);
    return result.rows.length > 0;
  }

  /** The listing's row lock (ADR 0016's order: the listing before its calendar); false when it is not the owner's. */
  async function lockListing(kind: SyncKind, listingId: string, ownerUserId?: string): Promise<boolean> {
    const t = tables[kind];
    const owner = ownerUserId === undefined ? sql`` : sql` and owner_user_id = ${ownerUserId}`;
    const result = await db.execute(sql`select id from ${t.listing} where id = ${listingId}${owner} for update`);
    return result.rows.length > 0;
  }

  async function exportToken(kind: ExportKind, id: string): Promise<string | null> {
    const result = await db.execute<{ token: string }>(sql`select token from calendar_exports where ${exportColumns[kind]} = ${id}`);
    return result.rows[0]?.token ?? null;
  }

  /** Gives the listing (or spot plan) `token` as its export address unless it has one; answers the one it has. */
  async function ensureExport(kind: ExportKind, id: string, token: string): Promise<string> {
    await db.execute(sql`insert into calendar_exports (${exportColumns[kind]}, token) values (${id}, ${token}) on conflict do nothing`);
    return (await exportToken(kind, id))!;
  }

  /** Replaces the listing's (or spot plan's) export address: the old token matches nothing from the commit on. */
  async function rotateExport(kind: ExportKind, id: string, token: string): Promise<void> {
    await db.execute(sql`delete from calendar_exports where ${exportColumns[kind]} = ${id}`);
    await db.execute(sql`insert into calendar_exports (${exportColumns[kind]}, token) values (${id}, ${token})`);
  }

  /** What a token exports: a listing, or a current plan of a spot (a withdrawn plan's token matches nothing). */
  async function exportByToken(token: string): Promise<ExportTarget | null> {
    const result = await db.execute<{
      carId: string | null;
      spotId: string | null;
      planId: string | null;
      planName: string | null;
      createdAt: Date;
    }>(sql`
      select e.car_id as "carId", coalesce(e.spot_id, p.spot_id) as "spotId", e.spot_plan_id as "planId", p.name as "planName",
        e.created_at as "createdAt"
      from calendar_exports e left join spot_plans p on p.id = e.spot_plan_id
      where e.token = ${token} and (e.spot_plan_id is null or p.withdrawn_at is null)`);
    const row = result.rows[0];
    if (!row) return null;
    const createdAt = new Date(row.createdAt);
    return row.carId
      ? { kind: 'car', listingId: row.carId, plan: null, createdAt }
      : { kind: 'spot', listingId: row.spotId!, plan: row.planId ? { id: row.planId, name: row.planName! } : null, createdAt };
  }

  /** A spot's current plans in its plan order (those that have an export of their own). */
  async function currentPlans(spotId: string): Promise<{ id: string; name: string }[]> {
    const result = await db.execute<{ id: string; name: string }>(
      sql`select id, name from spot_plans where spot_id = ${spotId} and withdrawn_at is null order by position, created_at, id`,
    );
    return result.rows;
  }

  async function feedsOf(kind: SyncKind, listingId: string): Promise<FeedRow[]> {
    const t = tables[kind];
    const result = await db.execute<FeedRow>(
      sql`select ${feedColumns} from calendar_feeds where ${t.column} = ${listingId} order by position, created_at, id`,
    );
    return result.rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt),
      lastAttemptAt: row.lastAttemptAt && new Date(row.lastAttemptAt),
      lastSyncedAt: row.lastSyncedAt && new Date(row.lastSyncedAt),
    }));
  }

  async function addFeed(
    kind: SyncKind,
    listingId: string,
    feed: { url: string; label: string; position: number },
    nextSyncAt: Date,
  ): Promise<string> {
    const t = tables[kind];
    const result = await db.execute<{ id: string }>(sql`insert into calendar_feeds (${t.column}, url, label, position, next_sync_at)
      values (${listingId}, ${feed.url}, ${feed.label}, ${feed.position}, ${nextSyncAt.toISOString()}) returning id`);
    return result.rows[0]!.id;
  }

  async function placeFeed(feedId: string, label: string, position: number): Promise<void> {
    await db.execute(sql`update calendar_feeds set label = ${label}, position = ${position} where id = ${feedId}`);
  }

  /** Removes a feed: its events and the days it blocked go with it (ON DELETE CASCADE). */
  async function deleteFeed(feedId: string): Promise<void> {
    await db.execute(sql`delete from calendar_feeds where id = ${feedId}`);
  }

  /** The events of a feed become exactly `events` (by UID: moved ones move, vanished ones go). */
  async function replaceEvents(feedId: string, events: readonly { uid: string; from: string; until: string }[]): Promise<void> {
    await db.execute(sql`delete from calendar_feed_events where feed_id = ${feedId}`);
    if (events.length === 0) return;
    const values = sql.join(
      events.map((e) => sql`(${feedId}::uuid, ${e.uid}, daterange(${e.from}::date, ${e.until}::date))`),
      sql`, `,
    );
    await db.execute(sql`insert into calendar_feed_events (feed_id, uid, period) values ${values}`);
  }

  async function recordSuccess(
    feedId: string,
    at: Date,
    validators: { etag: string | null; lastModified: string | null },
    nextSyncAt: Date,
  ) {
    await db.execute(sql`update calendar_feeds set last_attempt_at = ${at.toISOString()}, last_synced_at = ${at.toISOString()},
      last_error = null, etag = ${validators.etag}, last_modified = ${validators.lastModified}, next_sync_at = ${nextSyncAt.toISOString()}
      where id = ${feedId}`);
  }

  async function recordFailure(feedId: string, at: Date, error: string, nextSyncAt: Date) {
    await db.execute(sql`update calendar_feeds set last_attempt_at = ${at.toISOString()}, last_error = ${error},
      next_sync_at = ${nextSyncAt.toISOString()} where id = ${feedId}`);
  }

  /** Each feed's events from `today` on, as ranges, by feed id. */
  async function eventRanges(kind: SyncKind, listingId: string, today: string): Promise<Map<string, DayRange[]>> {
    const t = tables[kind];
    const result = await db.execute<{ feedId: string; from: string; until: string }>(sql`
      select e.feed_id as "feedId", to_char(greatest(lower(e.period), ${today}::date), 'YYYY-MM-DD') as "from",
        to_char(upper(e.period), 'YYYY-MM-DD') as "until"
      from calendar_feed_events e join calendar_feeds f on f.id = e.feed_id
      where f.${t.column} = ${listingId} and upper(e.period) > ${today}::date
      order by lower(e.period)`);
    const byFeed = new Map<string, DayRange[]>();
    for (const row of result.rows) byFeed.set(row.feedId, [...(byFeed.get(row.feedId) ?? []), { from: row.from, until: row.until }]);
    return byFeed;
  }

  /** The listing's calendar rows that are not a feed's, from `today` on: the owner's days and a car's reservations. */
  async function otherRows(kind: SyncKind, listingId: string, today: string): Promise<DayRange[]> {
    const t = tables[kind];
    const result = await db.execute<DayRange>(
      rangesOf(
        sql`select period from ${t.periods} where ${t.column} = ${listingId} and feed_id is null and upper(period) > ${today}::date`,
      ),
    );
    return result.rows;
  }

  /** Replaces the feeds' rows of the listing's calendar with `blocks`, then rewrites `busy` (what search reads). */
  async function replaceFeedRows(kind: SyncKind, listingId: string, blocks: readonly { feedId: string; from: string; until: string }[]) {
    const t = tables[kind];
    await db.execute(sql`delete from ${t.periods} where ${t.column} = ${listingId} and feed_id is not null`);
    if (blocks.length > 0) {
      const values = sql.join(
        blocks.map((b) => sql`(${listingId}::uuid, daterange(${b.from}::date, ${b.until}::date), ${b.feedId}::uuid)`),
        sql`, `,
      );
      await db.execute(sql`insert into ${t.periods} (${t.column}, period, feed_id) values ${values}`);
    }
    if (kind === 'car') await calendar.rewriteCarBusy(listingId);
    else await calendar.rewriteSpotBusy(listingId);
  }

  /**
   * Lays the feeds' rows of a listing's calendar again from their stored events, around every other row (the
   * owner's days, a car's reservations), and rewrites `busy`. Under the listing's lock, in the caller's transaction.
   */
  async function rewriteFeedRows(kind: SyncKind, listingId: string, today: string): Promise<void> {
    const feeds = await feedsOf(kind, listingId);
    const events = await eventRanges(kind, listingId, today);
    await replaceFeedRows(kind, listingId, []);
    const occupied = await otherRows(kind, listingId, today);
    const blocks = feedBlocks(
      feeds.map((feed) => ({ feedId: feed.id, events: events.get(feed.id) ?? [] })),
      occupied,
    );
    if (blocks.length > 0) await replaceFeedRows(kind, listingId, blocks);
  }

  /** How many days from `today` each feed blocks now. */
  async function blockedDays(kind: SyncKind, listingId: string, today: string): Promise<Map<string, number>> {
    const t = tables[kind];
    const result = await db.execute<{ feedId: string; days: number }>(sql`
      select feed_id as "feedId", sum(upper(period) - greatest(lower(period), ${today}::date))::int as days
      from ${t.periods} where ${t.column} = ${listingId} and feed_id is not null and upper(period) > ${today}::date group by feed_id`);
    return new Map(result.rows.map((r) => [r.feedId, Number(r.days)]));
  }

  /** The days from `today` that Kurumatabi reservations hold: a car's reservation rows, a spot's booked plan days. */
  async function reservedDays(kind: SyncKind, listingId: string, today: string): Promise<Set<string>> {
    const query =
      kind === 'car'
        ? sql`select distinct to_char(d, 'YYYY-MM-DD') as day from car_unavailable_periods p
            cross join lateral generate_series(greatest(lower(p.period), ${today}::date), upper(p.period) - 1, interval '1 day') d
            where p.car_id = ${listingId} and p.reserve_id is not null and upper(p.period) > ${today}::date`
        : sql`select distinct to_char(i.day, 'YYYY-MM-DD') as day from spot_plan_inventory i join spot_plans p on p.id = i.spot_plan_id
            where p.spot_id = ${listingId} and i.booked > 0 and i.day >= ${today}::date`;
    const result = await db.execute<{ day: string }>(query);
    return new Set(result.rows.map((r) => r.day));
  }

  /** A car's active reservations in [today, until) for the export: no guest, only the days and the times. */
  async function carReservations(carId: string, today: string, until: string): Promise<ExportedReservation[]> {
    const result = await db.execute<ExportedReservation>(sql`
      select r.id, to_char(lower(p.period), 'YYYY-MM-DD') as "from", to_char(upper(p.period), 'YYYY-MM-DD') as "until",
        r.requested_at as "requestedAt"
      from car_unavailable_periods p join reserves r on r.id = p.reserve_id
      where p.car_id = ${carId} and p.period && daterange(${today}::date, ${until}::date)
      order by lower(p.period)`);
    return result.rows.map((r) => ({ ...r, requestedAt: new Date(r.requestedAt) }));
  }

  async function listingTitle(kind: SyncKind, listingId: string): Promise<string> {
    const t = tables[kind];
    const result = await db.execute<{ title: string }>(sql`select title from ${t.listing} where id = ${listingId}`);
    return result.rows[0]?.title ?? '';
  }

  async function carTimes(carId: string): Promise<{ pickupTime: string; returnTime: string }> {
    const result = await db.execute<{ pickupTime: string; returnTime: string }>(
      sql`select pickup_time as "pickupTime", return_time as "returnTime" from cars where id = ${carId}`,
    );
    return result.rows[0]!;
  }

  /** The listing's own blocked days (not a feed's: those are the other platform's to publish) in [today, until). */
  async function ownBlocks(kind: SyncKind, listingId: string, today: string, until: string): Promise<DayRange[]> {
    const t = tables[kind];
    const reserveFilter = kind === 'car' ? sql` and reserve_id is null` : sql``;
    const result = await db.execute<DayRange>(
      rangesOf(sql`select period from ${t.periods} where ${t.column} = ${listingId} and feed_id is null${reserveFilter}
        and period && daterange(${today}::date, ${until}::date)`),
    );
    return result.rows;
  }

  /** The days in [today, until) on which every current plan of the spot is full. */
  async function spotFullDays(spotId: string, today: string, until: string): Promise<string[]> {
    const result = await db.execute<{ day: string }>(sql`select to_char(i.day, 'YYYY-MM-DD') as day
      from spot_plan_inventory i join spot_plans p on p.id = i.spot_plan_id
      where p.spot_id = ${spotId} and p.withdrawn_at is null and i.booked >= i.capacity and i.day >= ${today}::date and i.day < ${until}::date
      group by i.day
      having count(*) = (select count(*) from spot_plans where spot_id = ${spotId} and withdrawn_at is null)
      order by i.day`);
    return result.rows.map((r) => r.day);
  }

  /** The days in [today, until) on which one plan is full. */
  async function planFullDays(planId: string, today: string, until: string): Promise<string[]> {
    const result = await db.execute<{ day: string }>(sql`select to_char(day, 'YYYY-MM-DD') as day from spot_plan_inventory
      where spot_plan_id = ${planId} and booked >= capacity and day >= ${today}::date and day < ${until}::date order by day`);
    return result.rows.map((r) => r.day);
  }

  /** When the host last asked for a sync now; records `at` when the last was before `notBefore` (or never). */
  async function claimSyncNow(
    kind: SyncKind,
    listingId: string,
    at: Date,
    notBefore: Date,
  ): Promise<{ claimed: boolean; last: Date | null }> {
    const t = tables[kind];
    const claimed =
      await db.execute(sql`insert into calendar_sync_requests (${t.column}, requested_at) values (${listingId}, ${at.toISOString()})
      on conflict (${t.column}) where ${t.column} is not null
      do update set requested_at = excluded.requested_at where calendar_sync_requests.requested_at <= ${notBefore.toISOString()}
      returning requested_at`);
    if (claimed.rows.length > 0) return { claimed: true, last: at };
    return { claimed: false, last: await lastSyncNow(kind, listingId) };
  }

  async function lastSyncNow(kind: SyncKind, listingId: string): Promise<Date | null> {
    const t = tables[kind];
    const result = await db.execute<{ requestedAt: Date }>(
      sql`select requested_at as "requestedAt" from calendar_sync_requests where ${t.column} = ${listingId}`,
    );
    const row = result.rows[0];
    return row ? new Date(row.requestedAt) : null;
  }

  /**
   * Takes up to `limit` feeds due at `now` for this replica, each pushed to `nextSyncAt(feed)` in the same statement
   * (SKIP LOCKED: two replicas never take the same feed, and neither waits for the other).
   */
  async function claimDueFeeds(now: Date, limit: number, pushTo: Date): Promise<{ id: string; kind: SyncKind; listingId: string }[]> {
    const result = await db.execute<{ id: string; carId: string | null; spotId: string | null }>(sql`
      update calendar_feeds set next_sync_at = ${pushTo.toISOString()}
      where id in (select id from calendar_feeds where next_sync_at <= ${now.toISOString()} order by next_sync_at limit ${limit} for update skip locked)
      returning id, car_id as "carId", spot_id as "spotId"`);
    return result.rows.map((r) =>
      r.carId ? { id: r.id, kind: 'car', listingId: r.carId } : { id: r.id, kind: 'spot', listingId: r.spotId! },
    );
  }

  async function listingOfFeed(feedId: string): Promise<{ kind: SyncKind; listingId: string } | null> {
    const result = await db.execute<{ carId: string | null; spotId: string | null }>(
      sql`select car_id as "carId", spot_id as "spotId" from calendar_feeds where id = ${feedId}`,
    );
    const row = result.rows[0];
    if (!row) return null;
    return row.carId ? { kind: 'car', listingId: row.carId } : { kind: 'spot', listingId: row.spotId! };
  }

  /** The listing's owner, to be told of an overlap. */
  async function ownerOf(kind: SyncKind, listingId: string): Promise<string | null> {
    const t = tables[kind];
    const result = await db.execute<{ ownerUserId: string }>(
      sql`select owner_user_id as "ownerUserId" from ${t.listing} where id = ${listingId}`,
    );
    return result.rows[0]?.ownerUserId ?? null;
  }

  async function notifiedOverlaps(feedId: string): Promise<string[]> {
    const result = await db.execute<{ day: string }>(
      sql`select to_char(d, 'YYYY-MM-DD') as day from calendar_feeds, unnest(notified_overlaps) d where id = ${feedId}`,
    );
    return result.rows.map((r) => r.day);
  }

  async function recordOverlaps(feedId: string, days: readonly string[]): Promise<void> {
    await db.execute(sql`update calendar_feeds set notified_overlaps = ${`{${days.join(',')}}`}::date[] where id = ${feedId}`);
  }

  async function feedById(feedId: string): Promise<FeedRow | null> {
    const result = await db.execute<FeedRow>(sql`select ${feedColumns} from calendar_feeds where id = ${feedId}`);
    return result.rows[0] ?? null;
  }

  return {
    db,
    ownsListing,
    lockListing,
    exportToken,
    ensureExport,
    rotateExport,
    exportByToken,
    currentPlans,
    feedsOf,
    feedById,
    listingOfFeed,
    ownerOf,
    notifiedOverlaps,
    recordOverlaps,
    addFeed,
    placeFeed,
    deleteFeed,
    replaceEvents,
    recordSuccess,
    recordFailure,
    eventRanges,
    otherRows,
    replaceFeedRows,
    rewriteFeedRows,
    blockedDays,
    reservedDays,
    carReservations,
    carTimes,
    listingTitle,
    ownBlocks,
    spotFullDays,
    planFullDays,
    claimSyncNow,
    lastSyncNow,
    claimDueFeeds,
  };
}

export type CalendarSyncRepository = ReturnType<typeof createCalendarSyncRepository>;
