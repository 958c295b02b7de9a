import { ACTIVE_RESERVE_STATUSES, type ActorRole, type ReserveSide } from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  reserveAccidentReports,
  reserveHandovers,
  reserveIdempotencyKeys,
  reserves,
  reserveStatusHistory,
  type ReserveRow,
} from '../../db/schema/index.js';
import { drizzle } from 'drizzle-orm/node-postgres';
import { executePrepared, placeholderShape } from '../../db/prepared.js';
import type { NoticeInStatement } from '../notifications/notifier.js';
import type { NoticeAnswer } from '../notifications/notifications.repository.js';
import type { DbOrTx } from '../listings/listings.repository.js';

export interface ListFilters {
  as: ReserveSide;
  statuses?: readonly ReserveStatus[];
  targetKind?: 'Car' | 'Spot' | undefined;
  listingId?: string | undefined;
}

const FINISHED_STATUSES = ['Canceled', 'AutoCanceled', 'Returned'] as const satisfies readonly ReserveStatus[];

/** The reservation's own rows (ADR 0016): the reservation, its history, handovers, reports and idempotency keys. */

export type NewReserve = typeof reserves.$inferInsert;

/** The columns a transition sets besides the status (its timestamp, the cancellation's facts). */
export type TransitionSet = Partial<
  Pick<
    ReserveRow,
    | 'approvedAt'
    | 'canceledAt'
    | 'rentingAt'
    | 'returnedAt'
    | 'cancelFee'
    | 'cancelReason'
    | 'cancelReasonMasked'
    | 'canceledByRole'
    | 'returnedByRole'
    | 'reviewOpensAt'
  >
>;

/** A new request's row as PostgreSQL stores it: every column is given or has a constant default. */
function storedRequest(values: NewReserve & { id: string; requestedAt: Date; carId: string | null; period: string }): ReserveRow {
  return {
    reserveTargetKind: values.reserveTargetKind,
    carId: values.carId,
    spotId: values.spotId ?? null,
    spotPlanId: values.spotPlanId ?? null,
    guestUserId: values.guestUserId,
    hostUserId: values.hostUserId,
    status: values.status,
    id: values.id,
    period: values.period,
    startDate: values.startDate,
    endDate: values.endDate,
    days: values.days,
    people: values.people,
    options: values.options ?? [],
    priceLines: values.priceLines,
    deliveryKm: values.deliveryKm ?? null,
    total: values.total,
    feeBase: values.feeBase,
    // numeric(5,4): the stored rate has four decimals.
    feeRate: Math.round(values.feeRate * 10_000) / 10_000,
    marketplaceFee: values.marketplaceFee,
    paymentMethod: values.paymentMethod,
    approveDeadline: values.approveDeadline,
    requestedAt: values.requestedAt,
    approvedAt: null,
    canceledAt: null,
    rentingAt: null,
    returnedAt: null,
    cancelFee: 0,
    cancelReason: null,
    cancelReasonMasked: false,
    canceledByRole: null,
    returnedByRole: null,
    reviewOpensAt: null,
    returnConfirmedAt: null,
    returnDisputedAt: null,
    returnDisputeReason: null,
    returnDisputeReasonMasked: false,
    returnDisputeResolvedAt: null,
    returnDisputeResolvedBy: null,
    returnDisputeResolution: null,
    updatedAt: values.updatedAt ?? values.requestedAt,
  };
}

/** Builds statements only (drizzle's mock database has no connection): the request's inserts, built once. */
const builder = drizzle.mock();
const requestInsert = placeholderShape('r_', (values: NewReserve) => builder.insert(reserves).values(values));
const requestHistory = placeholderShape('h_', (values: typeof reserveStatusHistory.$inferInsert) =>
  builder.insert(reserveStatusHistory).values(values),
);

export function createReservesRepository(db: DbOrTx) {
  /**
   * A new request in one statement (one round trip of the create's transaction, ADR 0016): the
   * reservation, its first history row and, for a car, its days held in `car_unavailable_periods`
   * (the exclusion constraint refuses a taken day with 23P01) with the car's `busy` widened by the
   * period (`busy` is the union of the calendar's rows: a new row adds its range, no rescan).
   * The host's notice goes in the same statement (`noticeOf` builds it from the row). Prepared (ADR
   * 0016): planning it cost more than running it. Answers the row and the notice's mail step.
   */
  async function insertRequest(
    values: NewReserve & { id: string; requestedAt: Date; carId: string | null; period: string },
    actor: { userId: string; role: ActorRole },
    noticeOf: (row: ReserveRow) => NoticeInStatement,
    /** More writes of the request as CTEs of the same statement (its conversation thread, ADR 0025). */
    alsoOf: (row: ReserveRow) => SQL,
  ): Promise<{ row: ReserveRow; mailHost: () => Promise<void> }> {
    const row = storedRequest(values);
    const notice = noticeOf(row);
    const reserve = requestInsert.of(values);
    const history = requestHistory.of({
      reserveId: values.id,
      fromStatus: null,
      toStatus: values.status,
      actorUserId: actor.userId,
      actorRole: actor.role,
      createdAt: values.requestedAt,
    });
    const car = values.carId;
    const [answer] = await executePrepared<NoticeAnswer>(
      db,
      sql`with reserve as (${reserve.sql}), history as (${history.sql}), ${alsoOf(row)}, ${notice.ctes}${
        car === null
          ? sql` select ${notice.columns}`
          : sql`, held as (insert into car_unavailable_periods (car_id, reserve_id, period)
              values (${car}::uuid, ${values.id}::uuid, ${values.period}::daterange))
            update cars set busy = busy + datemultirange(${values.period}::daterange) where id = ${car} returning ${notice.columns}`
      }`,
      { ...reserve.values, ...history.values },
    );
    if (!answer) throw new Error(`insertRequest: listing ${car ?? values.spotId} answered no row`);
    // The host's mail job joins the same transaction (`db` is the create's transaction); after the commit, mailHost wakes the workers.
    return { row, mailHost: await notice.queueMail(answer, db) };
  }

  async function findById(id: string): Promise<ReserveRow | null> {
    const [row] = await db.select().from(reserves).where(eq(reserves.id, id));
    return row ?? null;
  }

  /** The row locked for a transition (after its listing's lock). */
  async function lockById(id: string): Promise<ReserveRow | null> {
    const [row] = await db.select().from(reserves).where(eq(reserves.id, id)).for('update');
    return row ?? null;
  }

  /**
   * The guarded transition: only from `from`. Null when the reservation was not in `from` any more
   * (someone else moved it first).
   */
  async function transition(id: string, from: ReserveStatus, to: ReserveStatus, set: TransitionSet): Promise<ReserveRow | null> {
    const [row] = await db
      .update(reserves)
      .set({ ...set, status: to, updatedAt: sql`now()` })
      .where(and(eq(reserves.id, id), eq(reserves.status, from)))
      .returning();
    return row ?? null;
  }

  async function appendHistory(entry: {
    reserveId: string;
    fromStatus: ReserveStatus | null;
    toStatus: ReserveStatus;
    actorUserId: string | null;
    actorRole: ActorRole;
    reason?: string | null;
    at?: Date;
  }): Promise<void> {
    await db.insert(reserveStatusHistory).values({
      reserveId: entry.reserveId,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      actorUserId: entry.actorUserId,
      actorRole: entry.actorRole,
      reason: entry.reason ?? null,
      ...(entry.at ? { createdAt: entry.at } : {}),
    });
  }

  async function history(reserveId: string) {
    return db
      .select()
      .from(reserveStatusHistory)
      .where(eq(reserveStatusHistory.reserveId, reserveId))
      .orderBy(asc(reserveStatusHistory.id));
  }

  async function handovers(reserveId: string) {
    return db.select().from(reserveHandovers).where(eq(reserveHandovers.reserveId, reserveId)).orderBy(asc(reserveHandovers.recordedAt));
  }

  async function insertHandover(values: typeof reserveHandovers.$inferInsert): Promise<void> {
    await db.insert(reserveHandovers).values(values);
  }

  async function accidentReports(reserveId: string) {
    return db
      .select()
      .from(reserveAccidentReports)
      .where(eq(reserveAccidentReports.reserveId, reserveId))
      .orderBy(asc(reserveAccidentReports.createdAt), asc(reserveAccidentReports.id));
  }

  async function insertAccidentReport(values: typeof reserveAccidentReports.$inferInsert) {
    const [row] = await db.insert(reserveAccidentReports).values(values).returning();
    if (!row) throw new Error('insert into reserve_accident_reports returned nothing');
    return row;
  }

  // ---- Idempotency keys -----------------------------------------------------------------------

  /**
   * Claims the key in the creation's transaction. A concurrent request with the same key waits on
   * the primary key until this transaction ends; `onConflict` then finds the row (committed) or
   * none (rolled back). Returns the existing row when the key was already used.
   */
  async function claimKey(userId: string, key: string, requestHash: string, reserveId: string) {
    const inserted = await db
      .insert(reserveIdempotencyKeys)
      .values({ userId, key, requestHash, reserveId })
      .onConflictDoNothing()
      .returning({ reserveId: reserveIdempotencyKeys.reserveId });
    return inserted.length > 0;
  }

  async function findKey(userId: string, key: string) {
    const [row] = await db
      .select()
      .from(reserveIdempotencyKeys)
      .where(and(eq(reserveIdempotencyKeys.userId, userId), eq(reserveIdempotencyKeys.key, key)));
    return row ?? null;
  }

  /** Keys older than `before` are forgotten (ADR 0016: kept 7 days). */
  async function dropKeysBefore(before: Date): Promise<void> {
    await db.delete(reserveIdempotencyKeys).where(sql`${reserveIdempotencyKeys.createdAt} < ${before.toISOString()}`);
  }

  // ---- The approval deadline sweep --------------------------------------------------------------

  /**
   * A batch of requests past their deadline, in deadline order after `after` (keyset paging): a
   * plain read, each is then locked in its own transaction (listing first, SKIP LOCKED).
   */
  async function expiredRequests(now: Date, after: { deadline: Date; id: string } | null, limit: number) {
    const past = after
      ? sql`(${reserves.approveDeadline}, ${reserves.id}) > (${after.deadline.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined;
    return db
      .select()
      .from(reserves)
      .where(and(eq(reserves.status, 'Request'), sql`${reserves.approveDeadline} <= ${now.toISOString()}`, past))
      .orderBy(asc(reserves.approveDeadline), asc(reserves.id))
      .limit(limit);
  }

  /** The expired requests of one listing (whose row the caller has locked), locked in turn. */
  async function lockExpiredOfListing(listing: { carId?: string; spotId?: string }, now: Date): Promise<ReserveRow[]> {
    const target = listing.carId ? eq(reserves.carId, listing.carId) : listing.spotId ? eq(reserves.spotId, listing.spotId) : null;
    if (!target) return [];
    return db
      .select()
      .from(reserves)
      .where(and(target, eq(reserves.status, 'Request'), sql`${reserves.approveDeadline} <= ${now.toISOString()}`))
      .orderBy(asc(reserves.id))
      .for('update');
  }

  // ---- The return's check (ADR 0046) ----------------------------------------------------------

  /** Sets the return's check on a Returned reservation (the caller holds its lock). */
  async function setReturnCheck(
    id: string,
    set: Partial<
      Pick<
        ReserveRow,
        | 'reviewOpensAt'
        | 'returnConfirmedAt'
        | 'returnDisputedAt'
        | 'returnDisputeReason'
        | 'returnDisputeReasonMasked'
        | 'returnDisputeResolvedAt'
        | 'returnDisputeResolvedBy'
        | 'returnDisputeResolution'
      >
    >,
  ): Promise<ReserveRow> {
    const [row] = await db
      .update(reserves)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(reserves.id, id), eq(reserves.status, 'Returned')))
      .returning();
    if (!row) throw new Error(`reservation ${id} is not Returned`);
    return row;
  }

  /** The guests' disputes of returns: open ones oldest first, resolved ones newest first. */
  async function returnDisputes(queue: 'Open' | 'Resolved', limit: number, offset: number) {
    const where =
      queue === 'Open'
        ? sql`${reserves.returnDisputedAt} is not null and ${reserves.returnDisputeResolvedAt} is null`
        : sql`${reserves.returnDisputeResolvedAt} is not null`;
    const order =
      queue === 'Open' ? [asc(reserves.returnDisputedAt), asc(reserves.id)] : [desc(reserves.returnDisputeResolvedAt), desc(reserves.id)];
    return page(where, order, limit, offset);
  }

  /** A batch of stays still Renting whose end date is on or before `lastEndDate`, by end date after `after` (keyset). */
  async function abandonedRentings(lastEndDate: string, after: { endDate: string; id: string } | null, limit: number) {
    const past = after ? sql`(${reserves.endDate}, ${reserves.id}) > (${after.endDate}::date, ${after.id}::uuid)` : undefined;
    return db
      .select()
      .from(reserves)
      .where(and(eq(reserves.status, 'Renting'), sql`${reserves.endDate} <= ${lastEndDate}::date`, past))
      .orderBy(asc(reserves.endDate), asc(reserves.id))
      .limit(limit);
  }

  // ---- Lists ----------------------------------------------------------------------------------

  /** Filters every list shares: the viewer's side, and optionally states, kind and one listing. */
  function listWhere(userId: string, filters: ListFilters): SQL | undefined {
    const where: SQL[] = [filters.as === 'Guest' ? eq(reserves.guestUserId, userId) : eq(reserves.hostUserId, userId)];
    if (filters.statuses && filters.statuses.length > 0) where.push(inArray(reserves.status, [...filters.statuses]));
    if (filters.targetKind === 'Car') where.push(sql`${reserves.carId} is not null`);
    if (filters.targetKind === 'Spot') where.push(sql`${reserves.spotId} is not null`);
    if (filters.listingId !== undefined) {
      where.push(sql`(${reserves.carId} = ${filters.listingId} or ${reserves.spotId} = ${filters.listingId})`);
    }
    return and(...where);
  }

  async function page(where: SQL | undefined, order: SQL[], limit: number, offset: number) {
    const [items, [count]] = await Promise.all([
      db
        .select()
        .from(reserves)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(reserves)
        .where(where),
    ]);
    return { items, total: count?.n ?? 0 };
  }

  /** show-reserves: upcoming = still active (soonest first), past = finished or cancelled (latest first). */
  async function scopedPage(userId: string, as: ReserveSide, scope: 'upcoming' | 'past' | 'all', limit: number, offset: number) {
    const statuses = scope === 'upcoming' ? ACTIVE_RESERVE_STATUSES : scope === 'past' ? FINISHED_STATUSES : [];
    const order = scope === 'upcoming' ? [asc(reserves.startDate), asc(reserves.id)] : [desc(reserves.startDate), desc(reserves.id)];
    return page(listWhere(userId, { as, statuses }), order, limit, offset);
  }

  /** search-reserves: the newest request first. */
  async function searchPage(userId: string, filters: ListFilters, limit: number, offset: number) {
    return page(listWhere(userId, filters), [desc(reserves.requestedAt), desc(reserves.id)], limit, offset);
  }

  /** Reservations whose days [start, end] meet [from, to], by start; one more than `max` tells that there were more. */
  async function overlapping(userId: string, filters: ListFilters, from: string, to: string, max: number) {
    const rows = await db
      .select()
      .from(reserves)
      .where(and(listWhere(userId, filters), sql`${reserves.startDate} <= ${to}::date`, sql`${reserves.endDate} >= ${from}::date`))
      .orderBy(asc(reserves.startDate), asc(reserves.id))
      .limit(max + 1);
    return { items: rows.slice(0, max), truncated: rows.length > max };
  }

  return {
    insertRequest,
    findById,
    lockById,
    transition,
    appendHistory,
    history,
    handovers,
    insertHandover,
    accidentReports,
    insertAccidentReport,
    claimKey,
    findKey,
    dropKeysBefore,
    expiredRequests,
    lockExpiredOfListing,
    setReturnCheck,
    returnDisputes,
    abandonedRentings,
    scopedPage,
    searchPage,
    overlapping,
  };
}

export type ReservesRepository = ReturnType<typeof createReservesRepository>;
