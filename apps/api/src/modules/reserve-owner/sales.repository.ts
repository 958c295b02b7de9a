import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { TargetSide } from './owner-reserves.repository.js';

/**
 * Monthly sales (ADR 0016): a host's Returned reservations only, attributed to the month of
 * `returned_at` in Japan time, summed from the figures recorded on each reservation at creation
 * (a later change of the fee rate never rewrites past sales). Gross is the fee's base, the price without
 * insurance (利用規約 第12条), so net = gross − fee. Served by `reserves_sales_idx`.
 */

export interface SalesRow {
  count: number;
  gross: number;
  fee: number;
}

/** Sums arrive as bigint text from node-postgres; yen totals stay far below 2^53. */
function toFigures(row: { n: number | string; gross: string | number | null; fee: string | number | null }): SalesRow {
  return { count: Number(row.n), gross: Number(row.gross ?? 0), fee: Number(row.fee ?? 0) };
}

export function createSalesRepository(db: DbOrTx) {
  /** The host's returned reservations in [start, end) of their cars or spots (or one listing), by month of Japan. */
  async function byMonth(side: TargetSide, hostUserId: string, start: Date, end: Date, listingId?: string): Promise<Map<number, SalesRow>> {
    const column = side === 'car' ? sql`car_id` : sql`spot_id`;
    const listing: SQL = listingId !== undefined ? sql`${column} = ${listingId}` : sql`${column} is not null`;
    const result = await db.execute<{ month: number; n: number; gross: string | null; fee: string | null }>(sql`
      select extract(month from returned_at at time zone 'Asia/Tokyo')::int as month,
        count(*)::int as n, sum(fee_base)::bigint as gross, sum(marketplace_fee)::bigint as fee
      from reserves
      where host_user_id = ${hostUserId} and status = 'Returned' and ${listing}
        and returned_at >= ${start.toISOString()}::timestamptz and returned_at < ${end.toISOString()}::timestamptz
      group by 1`);
    return new Map(result.rows.map((r) => [Number(r.month), toFigures(r)]));
  }

  /** The same period per listing with at least one sale, the largest gross first. */
  async function byListing(side: TargetSide, hostUserId: string, start: Date, end: Date) {
    const result = await db.execute<{ id: string; title: string; n: number; gross: string | null; fee: string | null }>(
      side === 'car'
        ? sql`select r.car_id as id, c.title, count(*)::int as n, sum(r.fee_base)::bigint as gross, sum(r.marketplace_fee)::bigint as fee
            from reserves r join cars c on c.id = r.car_id
            where r.host_user_id = ${hostUserId} and r.status = 'Returned' and r.car_id is not null
              and r.returned_at >= ${start.toISOString()}::timestamptz and r.returned_at < ${end.toISOString()}::timestamptz
            group by r.car_id, c.title order by gross desc, r.car_id`
        : sql`select r.spot_id as id, s.title, count(*)::int as n, sum(r.fee_base)::bigint as gross, sum(r.marketplace_fee)::bigint as fee
            from reserves r join spots s on s.id = r.spot_id
            where r.host_user_id = ${hostUserId} and r.status = 'Returned' and r.spot_id is not null
              and r.returned_at >= ${start.toISOString()}::timestamptz and r.returned_at < ${end.toISOString()}::timestamptz
            group by r.spot_id, s.title order by gross desc, r.spot_id`,
    );
    return result.rows.map((r) => ({ id: r.id, title: r.title, ...toFigures(r) }));
  }

  /** The title of the owner's car or spot; null for anyone else's. */
  async function ownedTitle(side: TargetSide, ownerUserId: string, id: string): Promise<string | null> {
    const result = await db.execute<{ title: string }>(
      side === 'car'
        ? sql`select title from cars where id = ${id} and owner_user_id = ${ownerUserId}`
        : sql`select title from spots where id = ${id} and owner_user_id = ${ownerUserId}`,
    );
    return result.rows[0]?.title ?? null;
  }

  return { byMonth, byListing, ownedTitle };
}
