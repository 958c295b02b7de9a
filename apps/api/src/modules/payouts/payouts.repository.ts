import type { PayoutStatus } from '@kurumatabi/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { bankAccounts, payoutClosings, payoutLines, payouts, users, type PayoutRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { periodRange } from './payout-calendar.js';

/** One host-payable journal of a reservation (the ledger is the source): what a payout takes, and a statement's line. */
export type LedgerLine = {
  journalKey: string;
  hostUserId: string;
  reserveId: string;
  /** `complete` (a returned trip), `cancel` (a kept fee), or any later journal that moves the reservation's host payable. */
  kind: string;
  bookedAt: Date;
  startDate: string;
  listingTitle: string;
  /** What the host is owed for it (−host_payable) and the marketplace's fee on it (−marketplace_fee). */
  payable: number;
  fee: number;
};

function linesSql(where: SQL) {
  return sql<LedgerLine>`
    select j.key as "journalKey", r.host_user_id as "hostUserId", j.reserve_id as "reserveId", j.kind, j.created_at as "bookedAt",
      r.start_date::text as "startDate",
      coalesce((select c.title from cars c where c.id = r.car_id), (select s.title from spots s where s.id = r.spot_id), '') as "listingTitle",
      (-coalesce(sum(e.amount) filter (where e.account = 'host_payable'), 0))::int as payable,
      (-coalesce(sum(e.amount) filter (where e.account = 'marketplace_fee'), 0))::int as fee
    from ledger_journals j
    join ledger_entries e on e.journal_key = j.key
    join reserves r on r.id = j.reserve_id
    join reserve_payments p on p.reserve_id = r.id
    where ${where}
    group by j.key, r.id
    having coalesce(sum(e.amount) filter (where e.account = 'host_payable'), 0) <> 0
    order by r.host_user_id, j.created_at, j.key`;
}

/**
 * What a close of the period takes: every reservation's host-payable journal booked before the period's end (in it,
 * or in an earlier month and not taken then), of reservations whose money was received — a card captured or an
 * invoice paid; an invoice still unpaid is not paid out (nothing leaves that did not come in) — and in no payout yet.
 */
function openLinesSql(period: string) {
  const { end } = periodRange(period);
  return linesSql(
    sql`j.created_at < ${end} and p.status <> 'Invoiced' and not exists (select 1 from payout_lines pl where pl.journal_key = j.key)`,
  );
}

export function createPayoutsRepository(db: DbOrTx) {
  async function linesOf(query: SQL): Promise<LedgerLine[]> {
    const result = await db.execute<LedgerLine>(query);
    return result.rows.map((row) => ({ ...row, bookedAt: new Date(row.bookedAt) }));
  }

  /** The journals the period's close takes (see openLinesSql). */
  const openLines = (period: string) => linesOf(openLinesSql(period));

  /** The journals a payout took: its statement's lines. */
  const linesOfPayout = (payoutId: string) =>
    linesOf(linesSql(sql`exists (select 1 from payout_lines pl where pl.journal_key = j.key and pl.payout_id = ${payoutId})`));

  /** Records the journals a payout took, in the close's transaction; a journal already in a payout fails the close (key). */
  async function take(payoutId: string, lines: readonly LedgerLine[]): Promise<void> {
    await db.insert(payoutLines).values(lines.map((line) => ({ journalKey: line.journalKey, payoutId })));
  }

  /** Marks the month closed; false when it was closed before (a second close, or another replica's at the same time). */
  async function claimClosing(period: string, at: Date, byUserId: string | null): Promise<{ id: string } | null> {
    const rows = await db
      .insert(payoutClosings)
      .values({ period, closedAt: at, closedByUserId: byUserId, payoutCount: 0, total: 0 })
      .onConflictDoNothing()
      .returning({ id: payoutClosings.id });
    return rows[0] ?? null;
  }

  async function finishClosing(period: string, payoutCount: number, total: number): Promise<void> {
    await db.update(payoutClosings).set({ payoutCount, total }).where(eq(payoutClosings.period, period));
  }

  async function closingOf(period: string) {
    const rows = await db.select().from(payoutClosings).where(eq(payoutClosings.period, period)).limit(1);
    return rows[0] ?? null;
  }

  async function payee(userId: string) {
    const rows = await db
      .select({ user: users, bank: bankAccounts })
      .from(users)
      .leftJoin(bankAccounts, eq(bankAccounts.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Inserts the payout unless the host's month already has one (unique host + period); null then. */
  async function insert(row: typeof payouts.$inferInsert): Promise<PayoutRow | null> {
    const rows = await db.insert(payouts).values(row).onConflictDoNothing().returning();
    return rows[0] ?? null;
  }

  async function findById(id: string): Promise<PayoutRow | null> {
    const rows = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async function findOwn(hostUserId: string, id: string): Promise<PayoutRow | null> {
    const rows = await db
      .select()
      .from(payouts)
      .where(and(eq(payouts.id, id), eq(payouts.hostUserId, hostUserId)))
      .limit(1);
    return rows[0] ?? null;
  }

  async function pageOfHost(hostUserId: string, limit: number, offset: number) {
    const [items, counted] = await Promise.all([
      db.select().from(payouts).where(eq(payouts.hostUserId, hostUserId)).orderBy(desc(payouts.period)).limit(limit).offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(payouts)
        .where(eq(payouts.hostUserId, hostUserId)),
    ]);
    return { items, total: counted[0]?.total ?? 0 };
  }

  /** What the ledger still owes the host: the host payable of the months not closed yet. */
  async function pendingOf(hostUserId: string): Promise<number> {
    const result = await db.execute<{ total: number }>(
      sql`select (-coalesce(sum(amount), 0))::int as total from ledger_entries where account = 'host_payable' and user_id = ${hostUserId}`,
    );
    return result.rows[0]?.total ?? 0;
  }

  async function pageOfPeriod(period: string, limit: number, offset: number) {
    const [items, totals] = await Promise.all([
      db
        .select({ payout: payouts, hostName: users.name })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.hostUserId))
        .where(eq(payouts.period, period))
        .orderBy(asc(payouts.seq))
        .limit(limit)
        .offset(offset),
      db
        .select({
          status: payouts.status,
          count: sql<number>`count(*)::int`,
          amount: sql<number>`coalesce(sum(${payouts.amount}), 0)::int`,
        })
        .from(payouts)
        .where(eq(payouts.period, period))
        .groupBy(payouts.status),
    ]);
    return { items, totals };
  }

  /** The period's payouts, locked for a status change (in seq order, so two staff acts never deadlock). */
  async function lockOfPeriod(period: string, ids?: readonly string[]): Promise<PayoutRow[]> {
    return db
      .select()
      .from(payouts)
      .where(and(eq(payouts.period, period), ids ? inArray(payouts.id, [...ids]) : undefined))
      .orderBy(asc(payouts.seq))
      .for('update');
  }

  async function markSent(id: string, at: Date, transferId: string | null): Promise<PayoutRow | null> {
    const rows = await db
      .update(payouts)
      .set({ status: 'Sent', sentAt: at, transferId, updatedAt: at })
      .where(and(eq(payouts.id, id), eq(payouts.status, 'Scheduled')))
      .returning();
    return rows[0] ?? null;
  }

  /** Held payouts whose host has since registered an account with Zengin codes. */
  async function releasable(limit: number) {
    return db
      .select({ payout: payouts, bank: bankAccounts })
      .from(payouts)
      .innerJoin(bankAccounts, eq(bankAccounts.userId, payouts.hostUserId))
      .where(and(eq(payouts.status, 'Held'), sql`${bankAccounts.bankCode} is not null`))
      .orderBy(asc(payouts.seq))
      .limit(limit);
  }

  async function release(id: string, set: Partial<typeof payouts.$inferInsert>): Promise<boolean> {
    const rows = await db
      .update(payouts)
      .set({ ...set, status: 'Scheduled', heldReason: null })
      .where(and(eq(payouts.id, id), eq(payouts.status, 'Held')))
      .returning({ id: payouts.id });
    return rows.length > 0;
  }

  /** Connect payouts due by `today` and not sent yet. */
  async function dueConnect(today: string, limit: number): Promise<PayoutRow[]> {
    return db
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.status, 'Scheduled' satisfies PayoutStatus),
          eq(payouts.method, 'connect'),
          sql`${payouts.scheduledPayDate} <= ${today}`,
        ),
      )
      .orderBy(asc(payouts.seq))
      .limit(limit);
  }

  return {
    openLines,
    linesOfPayout,
    take,
    claimClosing,
    finishClosing,
    closingOf,
    payee,
    insert,
    findById,
    findOwn,
    pageOfHost,
    pendingOf,
    pageOfPeriod,
    lockOfPeriod,
    markSent,
    releasable,
    release,
    dueConnect,
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
