import { OWNER_LISTING_RESERVES_MAX, type OwnerCarReserve, type OwnerDayPeriod, type OwnerSpotReserve } from '@kurumatabi/contract';
import type { CarServiceType, ReserveStatus, SpotKind } from '@kurumatabi/contract/enums';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../listings/listings.repository.js';

/**
 * The reads of the owners' timelines and dashboards (ADR 0016, "Owner side"). Every query is
 * scoped by `reserves.host_user_id` or the listing's owner, so another owner's rows never come
 * back; each list is bounded (a page of listings, a window of at most 62 days, a LIMIT).
 */

/** A list of ids as one array parameter. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

interface ReserveDbRow {
  id: string;
  status: ReserveStatus;
  startDate: string;
  endDate: string;
  guestId: string;
  guestName: string;
  total: number;
  feeBase: number;
  fee: number;
  requestedAt: string;
  approveDeadline: string;
  listingId: string;
  listingTitle: string;
  spotPlanId: string | null;
  spotPlanName: string | null;
  people: number;
  /** How many rows the query found before its LIMIT (count(*) over the window). */
  found: number;
}

/** An instant as ISO 8601 in UTC: raw queries get timestamptz as PostgreSQL's own text. */
const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What every reservation row of these lists selects; `listing` is the joined car or spot. */
const reserveColumns = sql`r.id, r.status, to_char(r.start_date, 'YYYY-MM-DD') as "startDate", to_char(r.end_date, 'YYYY-MM-DD') as "endDate",
  g.id as "guestId", g.name as "guestName", r.total, r.fee_base as "feeBase", r.marketplace_fee as fee, ${isoInstant(sql`r.requested_at`)} as "requestedAt",
  ${isoInstant(sql`r.approve_deadline`)} as "approveDeadline", listing.id as "listingId", listing.title as "listingTitle", r.people`;

const carFrom = sql`from reserves r join users g on g.id = r.guest_user_id join cars listing on listing.id = r.car_id`;
const spotFrom = sql`from reserves r join users g on g.id = r.guest_user_id join spots listing on listing.id = r.spot_id
  join spot_plans plan on plan.id = r.spot_plan_id`;

function base(row: ReserveDbRow) {
  return {
    id: row.id,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    guest: { id: row.guestId, name: row.guestName },
    total: row.total,
    fee: row.fee,
    // The terms' split (第12条): the host is paid the price without insurance, less the fee.
    net: row.feeBase - row.fee,
    requestedAt: row.requestedAt,
    // The deadline matters only while the request waits.
    approveDeadline: row.status === 'Request' ? row.approveDeadline : null,
  };
}

export function toCarReserve(row: ReserveDbRow): OwnerCarReserve {
  return { ...base(row), carId: row.listingId, carTitle: row.listingTitle };
}

export function toSpotReserve(row: ReserveDbRow): OwnerSpotReserve {
  return {
    ...base(row),
    spotId: row.listingId,
    spotTitle: row.listingTitle,
    spotPlanId: row.spotPlanId!,
    spotPlanName: row.spotPlanName!,
    people: row.people,
  };
}

export type TargetSide = 'car' | 'spot';

/** The lists of the dashboard. */
export type SummaryListKind = 'requests' | 'upcoming' | 'renting' | 'todayPickups' | 'todayReturns';

/** Each list's condition and order, as of `today` (Japan time). */
function summaryQuery(kind: SummaryListKind, today: string): { where: SQL; order: SQL } {
  switch (kind) {
    case 'requests':
      return { where: sql`r.status = 'Request'`, order: sql`r.approve_deadline` };
    case 'upcoming':
      return { where: sql`r.status = 'Approved'`, order: sql`r.start_date` };
    case 'renting':
      return { where: sql`r.status = 'Renting'`, order: sql`r.end_date` };
    case 'todayPickups':
      return { where: sql`r.status = 'Approved' and r.start_date = ${today}::date`, order: sql`r.start_date` };
    case 'todayReturns':
      return { where: sql`r.status = 'Renting' and r.end_date = ${today}::date`, order: sql`r.end_date` };
  }
}

export function createOwnerReservesRepository(db: DbOrTx) {
  async function reserveRows(query: SQL): Promise<ReserveDbRow[]> {
    const result = await db.execute<ReserveDbRow & Record<string, unknown>>(query);
    return result.rows.map((r) => ({ ...r, found: Number(r.found ?? 0) }));
  }

  /** A dashboard list of the host's reservations (at most `limit`), with how many match in all. */
  async function summaryList(side: TargetSide, hostUserId: string, kind: SummaryListKind, today: string, limit: number) {
    const query = { ...summaryQuery(kind, today), limit };
    const rows = await reserveRows(
      side === 'car'
        ? sql`select ${reserveColumns}, null as "spotPlanId", null as "spotPlanName", count(*) over () as found ${carFrom}
            where r.host_user_id = ${hostUserId} and r.car_id is not null and ${query.where} order by ${query.order}, r.id limit ${query.limit}`
        : sql`select ${reserveColumns}, plan.id as "spotPlanId", plan.name as "spotPlanName", count(*) over () as found ${spotFrom}
            where r.host_user_id = ${hostUserId} and r.spot_id is not null and ${query.where} order by ${query.order}, r.id limit ${query.limit}`,
    );
    return { count: rows[0]?.found ?? 0, rows };
  }

  /** A page of the owner's cars (or the one car), in the order they were listed. */
  async function carPage(ownerUserId: string, carId: string | undefined, limit: number, offset: number) {
    const where = sql`owner_user_id = ${ownerUserId} ${carId !== undefined ? sql`and id = ${carId}` : sql``}`;
    const items = await db.execute<{ id: string; title: string; serviceType: CarServiceType; listed: boolean }>(sql`
      select id, title, service_type as "serviceType", listed from cars where ${where} order by created_at, id limit ${limit} offset ${offset}`);
    const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from cars where ${where}`);
    return { items: items.rows, total: Number(total.rows[0]?.n ?? 0) };
  }

  async function spotPage(ownerUserId: string, spotId: string | undefined, limit: number, offset: number) {
    const where = sql`owner_user_id = ${ownerUserId} ${spotId !== undefined ? sql`and id = ${spotId}` : sql``}`;
    const items = await db.execute<{ id: string; title: string; spotKind: SpotKind; listed: boolean }>(sql`
      select id, title, spot_kind as "spotKind", listed from spots where ${where} order by created_at, id limit ${limit} offset ${offset}`);
    const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from spots where ${where}`);
    return { items: items.rows, total: Number(total.rows[0]?.n ?? 0) };
  }

  /**
   * The reservations (not cancelled ones) of the listings whose days meet [from, to], at most
   * OWNER_LISTING_RESERVES_MAX per listing, by start day; `found` is the listing's whole count.
   */
  async function windowReserves(side: TargetSide, ids: readonly string[], from: string, to: string): Promise<ReserveDbRow[]> {
    if (ids.length === 0) return [];
    const column = side === 'car' ? sql`r.car_id` : sql`r.spot_id`;
    const plan =
      side === 'car' ? sql`null as "spotPlanId", null as "spotPlanName"` : sql`plan.id as "spotPlanId", plan.name as "spotPlanName"`;
    return reserveRows(sql`
      select * from (
        select ${reserveColumns}, ${plan},
          row_number() over (partition by ${column} order by r.start_date, r.id) as position,
          count(*) over (partition by ${column}) as found
        ${side === 'car' ? carFrom : spotFrom}
        where ${column} = any(${uuidArray(ids)}) and r.status not in ('Canceled', 'AutoCanceled')
          and r.start_date <= ${to}::date and r.end_date >= ${from}::date
      ) listed where position <= ${OWNER_LISTING_RESERVES_MAX} order by "listingId", "startDate", id`);
  }

  /** The owner's own unavailable periods of the listings overlapping [from, to], as inclusive days. */
  async function windowUnavailable(side: TargetSide, ids: readonly string[], from: string, to: string) {
    if (ids.length === 0) return new Map<string, OwnerDayPeriod[]>();
    const result = await db.execute<{ listingId: string; startDate: string; endDate: string }>(
      side === 'car'
        ? sql`select car_id as "listingId", to_char(lower(period), 'YYYY-MM-DD') as "startDate", to_char(upper(period) - 1, 'YYYY-MM-DD') as "endDate"
            from car_unavailable_periods where car_id = any(${uuidArray(ids)}) and reserve_id is null
              and period && daterange(${from}::date, ${to}::date, '[]') order by lower(period)`
        : sql`select spot_id as "listingId", to_char(lower(period), 'YYYY-MM-DD') as "startDate", to_char(upper(period) - 1, 'YYYY-MM-DD') as "endDate"
            from spot_unavailable_periods where spot_id = any(${uuidArray(ids)})
              and period && daterange(${from}::date, ${to}::date, '[]') order by lower(period)`,
    );
    const byListing = new Map<string, OwnerDayPeriod[]>();
    for (const row of result.rows) {
      const list = byListing.get(row.listingId) ?? [];
      list.push({ startDate: row.startDate, endDate: row.endDate });
      byListing.set(row.listingId, list);
    }
    return byListing;
  }

  /** The current plans of the spots, in the provider's order. */
  async function currentPlans(spotIds: readonly string[]) {
    if (spotIds.length === 0) return [];
    const result = await db.execute<{ spotId: string; id: string; name: string; capacityPerDay: number }>(sql`
      select spot_id as "spotId", id, name, capacity_per_day as "capacityPerDay" from spot_plans
      where spot_id = any(${uuidArray(spotIds)}) and withdrawn_at is null order by spot_id, position, created_at, id`);
    return result.rows;
  }

  /** The booked days of the plans in [from, to] (days nobody booked have no row or 0). */
  async function planInventory(planIds: readonly string[], from: string, to: string) {
    if (planIds.length === 0) return [];
    const result = await db.execute<{ spotPlanId: string; date: string; booked: number; capacity: number }>(sql`
      select spot_plan_id as "spotPlanId", to_char(day, 'YYYY-MM-DD') as date, booked, capacity from spot_plan_inventory
      where spot_plan_id = any(${uuidArray(planIds)}) and day between ${from}::date and ${to}::date and booked > 0
      order by spot_plan_id, day`);
    return result.rows;
  }

  return { summaryList, carPage, spotPage, windowReserves, windowUnavailable, currentPlans, planInventory };
}

export type OwnerReservesRepository = ReturnType<typeof createOwnerReservesRepository>;
