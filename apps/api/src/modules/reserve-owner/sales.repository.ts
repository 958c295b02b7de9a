import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { TargetSide } from './owner-reserves.repository.js';

/**
 * Sales (ADR 0016, 利用規約 第12条), summed from the figures recorded on each reservation (a later change
 * of the fee rate never rewrites past sales). A host sells two things:
 * - a Returned reservation, in the month of its `returned_at` (Japan time): gross is the fee's base (the
 *   price without insurance), the fee the one recorded at creation;
 * - the fee of a guest's cancellation after approval, in the month of its `canceled_at`: gross is the
 *   cancellation fee, the fee taken from it at the reservation's recorded rate.
 * So net = gross − fee on every row. Served by `reserves_sales_idx` and `reserves_cancel_sales_idx`.
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

/** The fee on a cancellation fee, as `marketplaceFeeOf` rounds it (the rate has four decimals). */
const cancellationFee = sql`(cancel_fee * round(fee_rate * 10000)::int / 10000)`;

/**
 * Every sale of the host's cars or spots (or one listing) in [start, end): `listing_id`, `at` (the instant
 * it counts from), `gross` and `fee`. The one source of the sales pages and the dashboard's month.
 */
function saleRows(side: TargetSide, hostUserId: string, start: Date, end: Date, listingId?: string): SQL {
  const column = side === 'car' ? sql`car_id` : sql`spot_id`;
  const listing: SQL = listingId !== undefined ? sql`${column} = ${listingId}` : sql`${column} is not null`;
  const from = sql`${start.toISOString()}::timestamptz`;
  const until = sql`${end.toISOString()}::timestamptz`;
  return sql`(select ${column} as listing_id, returned_at as at, fee_base as gross, marketplace_fee as fee from reserves
      where host_user_id = ${hostUserId} and status = 'Returned' and ${listing} and returned_at >= ${from} and returned_at < ${until}
    union all
    select ${column}, canceled_at, cancel_fee, ${cancellationFee} from reserves
      where host_user_id = ${hostUserId} and status = 'Canceled' and cancel_fee > 0 and ${listing}
        and canceled_at >= ${from} and canceled_at < ${until})`;
}

/** The sums of `saleRows`: count, gross and fee. */
const saleSums = sql`count(*)::int as n, sum(gross)::bigint as gross, sum(fee)::bigint as fee`;

export function createSalesRepository(db: DbOrTx) {
  /** The host's sales in [start, end) of their cars or spots (the dashboard's month). */
  async function between(side: TargetSide, hostUserId: string, start: Date, end: Date): Promise<SalesRow | undefined> {
    const result = await db.execute<{ n: number; gross: string | null; fee: string | null }>(
      sql`select ${saleSums} from ${saleRows(side, hostUserId, start, end)} sale`,
    );
    return result.rows[0] && toFigures(result.rows[0]);
  }

  /** The host's sales in [start, end) of their cars or spots (or one listing), by month of Japan. */
  async function byMonth(side: TargetSide, hostUserId: string, start: Date, end: Date, listingId?: string): Promise<Map<number, SalesRow>> {
    const result = await db.execute<{ month: number; n: number; gross: string | null; fee: string | null }>(sql`
      select extract(month from at at time zone 'Asia/Tokyo')::int as month, ${saleSums}
      from ${saleRows(side, hostUserId, start, end, listingId)} sale group by 1`);
    return new Map(result.rows.map((r) => [Number(r.month), toFigures(r)]));
  }

  /** The same period per listing with at least one sale, the largest gross first. */
  async function byListing(side: TargetSide, hostUserId: string, start: Date, end: Date) {
    const listings = side === 'car' ? sql`cars` : sql`spots`;
    const result = await db.execute<{ id: string; title: string; n: number; gross: string | null; fee: string | null }>(sql`
      select sale.listing_id as id, l.title, ${saleSums}
      from ${saleRows(side, hostUserId, start, end)} sale join ${listings} l on l.id = sale.listing_id
      group by sale.listing_id, l.title order by gross desc, sale.listing_id`);
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

  return { between, byMonth, byListing, ownedTitle };
}
