import type { LedgerAccount, PaymentStatus } from '@kurumatabi/contract';
import type { PaymentMethod } from '@kurumatabi/contract/enums';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ledgerEntries,
  ledgerJournals,
  reservePayments,
  reserves,
  staffRefunds,
  users,
  type NewStaffRefund,
  type StaffRefundRow,
} from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { HostBooks, ReservationBooks } from './ledger-invariants.js';
import { containing } from './staff-users.repository.js';

/** The staff's money screens (ADR 0041): payments, staff refunds and the ledger report. Only this file knows their SQL. */

export interface StaffPaymentFilters {
  reserveId?: string;
  guest?: string;
  status?: PaymentStatus;
  method?: PaymentMethod;
  from?: string;
  to?: string;
  attention?: boolean;
}

const guests = alias(users, 'guests');
const hosts = alias(users, 'hosts');

const listingTitle = sql<string>`coalesce((select c.title from cars c where c.id = ${reserves.carId}), (select s.title from spots s where s.id = ${reserves.spotId}), '')`;

/** Why a payment needs a follow-up, or null: a failed capture at once, the others when they have not finished within `stuckBefore`. */
const attentionOf = (stuckBefore: Date) => sql<'CaptureFailed' | 'ActionStuck' | 'VoidStuck' | 'RefundStuck' | null>`case
    when ${reservePayments.status} = 'CaptureFailed' then 'CaptureFailed'
    when ${reservePayments.status} = 'RequiresAction' and ${reservePayments.updatedAt} < ${stuckBefore} then 'ActionStuck'
    when ${reservePayments.status} = 'VoidPending' and ${reservePayments.updatedAt} < ${stuckBefore} then 'VoidStuck'
    when ${reservePayments.refundPending} > 0 and ${reservePayments.updatedAt} < ${stuckBefore} then 'RefundStuck'
  end`;

function whereOf(f: StaffPaymentFilters, stuckBefore: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.reserveId) conditions.push(eq(reservePayments.reserveId, f.reserveId));
  if (f.guest) {
    const pattern = containing(f.guest);
    conditions.push(or(ilike(guests.name, pattern), ilike(guests.email, pattern)));
  }
  if (f.status) conditions.push(eq(reservePayments.status, f.status));
  if (f.method) conditions.push(eq(reservePayments.method, f.method));
  // Days are Japan's: [from 00:00 JST, to+1 00:00 JST).
  if (f.from) conditions.push(gte(reservePayments.createdAt, sql`(${f.from}::date)::timestamp at time zone 'Asia/Tokyo'`));
  if (f.to) conditions.push(lt(reservePayments.createdAt, sql`(${f.to}::date + 1)::timestamp at time zone 'Asia/Tokyo'`));
  if (f.attention) conditions.push(sql`(${attentionOf(stuckBefore)}) is not null`);
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

const summaryColumns = (stuckBefore: Date) => ({
  payment: reservePayments,
  reserveStatus: reserves.status,
  listingTitle,
  guest: { id: guests.id, name: guests.name, email: guests.email },
  host: { id: hosts.id, name: hosts.name, email: hosts.email },
  attention: attentionOf(stuckBefore),
});

export type StaffPaymentRow = Awaited<ReturnType<ReturnType<typeof createStaffPaymentsRepository>['search']>>['items'][number];

/** Japan days [from, to] as a condition on a timestamp column. */
function periodOf(column: typeof ledgerEntries.createdAt, from?: string, to?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, sql`(${from}::date)::timestamp at time zone 'Asia/Tokyo'`));
  if (to) conditions.push(lt(column, sql`(${to}::date + 1)::timestamp at time zone 'Asia/Tokyo'`));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createStaffPaymentsRepository(db: DbOrTx) {
  function base(stuckBefore: Date) {
    return db
      .select(summaryColumns(stuckBefore))
      .from(reservePayments)
      .innerJoin(reserves, eq(reserves.id, reservePayments.reserveId))
      .innerJoin(guests, eq(guests.id, reserves.guestUserId))
      .innerJoin(hosts, eq(hosts.id, reserves.hostUserId));
  }

  async function search(filters: StaffPaymentFilters, stuckBefore: Date, limit: number, offset: number) {
    const where = whereOf(filters, stuckBefore);
    const [items, [counted]] = await Promise.all([
      base(stuckBefore).where(where).orderBy(desc(reservePayments.createdAt), desc(reservePayments.reserveId)).limit(limit).offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(reservePayments)
        .innerJoin(reserves, eq(reserves.id, reservePayments.reserveId))
        .innerJoin(guests, eq(guests.id, reserves.guestUserId))
        .where(where),
    ]);
    return { items, total: counted?.total ?? 0 };
  }

  async function find(reserveId: string, stuckBefore: Date) {
    const [row] = await base(stuckBefore).where(eq(reservePayments.reserveId, reserveId));
    return row ?? null;
  }

  /** The reservation's journals, oldest first, with their lines. */
  async function journalsOf(reserveId: string) {
    const rows = await db
      .select({
        key: ledgerJournals.key,
        kind: ledgerJournals.kind,
        at: ledgerJournals.createdAt,
        account: ledgerEntries.account,
        amount: ledgerEntries.amount,
      })
      .from(ledgerJournals)
      .leftJoin(ledgerEntries, eq(ledgerEntries.journalKey, ledgerJournals.key))
      .where(eq(ledgerJournals.reserveId, reserveId))
      .orderBy(asc(ledgerJournals.createdAt), asc(ledgerJournals.key), asc(ledgerEntries.id));
    const journals = new Map<string, { key: string; kind: string; at: Date; lines: { account: LedgerAccount; amount: number }[] }>();
    for (const row of rows) {
      const journal = journals.get(row.key) ?? { key: row.key, kind: row.kind, at: row.at, lines: [] };
      if (row.account && row.amount !== null) journal.lines.push({ account: row.account, amount: row.amount });
      journals.set(row.key, journal);
    }
    return [...journals.values()];
  }

  const requesters = alias(users, 'requesters');
  const approvers = alias(users, 'approvers');
  const rejecters = alias(users, 'rejecters');

  async function refundsOf(reserveId: string) {
    return db
      .select({
        refund: staffRefunds,
        requestedBy: { id: requesters.id, name: requesters.name },
        approvedBy: { id: approvers.id, name: approvers.name },
        rejectedBy: { id: rejecters.id, name: rejecters.name },
      })
      .from(staffRefunds)
      .innerJoin(requesters, eq(requesters.id, staffRefunds.requestedBy))
      .leftJoin(approvers, eq(approvers.id, staffRefunds.approvedBy))
      .leftJoin(rejecters, eq(rejecters.id, staffRefunds.rejectedBy))
      .where(eq(staffRefunds.reserveId, reserveId))
      .orderBy(desc(staffRefunds.requestedAt), desc(staffRefunds.id));
  }

  async function findRefundByKey(requestKey: string): Promise<StaffRefundRow | null> {
    const [row] = await db.select().from(staffRefunds).where(eq(staffRefunds.requestKey, requestKey));
    return row ?? null;
  }

  /** The reservation's refund waiting for approval (at most one: the service refuses a second), locked. */
  async function lockWaiting(reserveId: string): Promise<StaffRefundRow | null> {
    const [row] = await db
      .select()
      .from(staffRefunds)
      .where(and(eq(staffRefunds.reserveId, reserveId), eq(staffRefunds.status, 'Requested')))
      .for('update');
    return row ?? null;
  }

  /** A new staff refund; null when its key was used already (a replay racing this one). */
  async function insertRefund(row: NewStaffRefund): Promise<StaffRefundRow | null> {
    const [inserted] = await db.insert(staffRefunds).values(row).onConflictDoNothing({ target: staffRefunds.requestKey }).returning();
    return inserted ?? null;
  }

  async function approveRefund(id: string, approvedBy: string, at: Date): Promise<void> {
    await db.update(staffRefunds).set({ status: 'Done', approvedBy, decidedAt: at }).where(eq(staffRefunds.id, id));
  }

  /** A waiting refund refused by another operator with a reason, or taken back by its author: nothing else moves. */
  async function closeRefund(
    id: string,
    closing: { status: 'Rejected'; rejectedBy: string; reason: string } | { status: 'Withdrawn' },
    at: Date,
  ): Promise<void> {
    const decision =
      closing.status === 'Rejected'
        ? { status: closing.status, rejectedBy: closing.rejectedBy, decisionReason: closing.reason }
        : { status: closing.status };
    await db
      .update(staffRefunds)
      .set({ ...decision, decidedAt: at })
      .where(and(eq(staffRefunds.id, id), eq(staffRefunds.status, 'Requested')));
  }

  /** Each account's debits and credits over Japan days [from, to] (the whole ledger without them). */
  async function accountTotals(from?: string, to?: string) {
    return db
      .select({
        account: ledgerEntries.account,
        debit: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)::bigint`.mapWith(Number),
        credit: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)::bigint`.mapWith(Number),
      })
      .from(ledgerEntries)
      .where(periodOf(ledgerEntries.createdAt, from, to))
      .groupBy(ledgerEntries.account)
      .orderBy(ledgerEntries.account);
  }

  /** Every reservation with a payment: what it collected and refunded, and its balance per account. */
  async function reservationBooks(): Promise<ReservationBooks[]> {
    const [payments, balances] = await Promise.all([
      db
        .select({
          reserveId: reservePayments.reserveId,
          method: reservePayments.method,
          status: reservePayments.status,
          amount: reservePayments.amount,
          amountCaptured: reservePayments.amountCaptured,
          amountRefunded: reservePayments.amountRefunded,
        })
        .from(reservePayments),
      db
        .select({
          reserveId: ledgerEntries.reserveId,
          account: ledgerEntries.account,
          total: sql<number>`sum(${ledgerEntries.amount})::bigint`.mapWith(Number),
        })
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.reserveId} is not null`)
        .groupBy(ledgerEntries.reserveId, ledgerEntries.account),
    ]);
    const byReserve = new Map<string, Partial<Record<LedgerAccount, number>>>();
    for (const row of balances) {
      const books = byReserve.get(row.reserveId!) ?? {};
      books[row.account] = row.total;
      byReserve.set(row.reserveId!, books);
    }
    return payments.map((p) => ({
      reserveId: p.reserveId,
      method: p.method,
      // An invoice is collected as billed (reduced to the fee by a cancellation); a card as captured.
      collected: p.method === 'Invoice' ? p.amount : p.amountCaptured,
      refunded: p.amountRefunded,
      balances: byReserve.get(p.reserveId) ?? {},
    }));
  }

  /** Per host: what reservations credited to their `host_payable`, and what payouts debited. */
  async function hostBooks(): Promise<HostBooks[]> {
    const rows = await db
      .select({
        userId: ledgerEntries.userId,
        earned: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)::bigint`.mapWith(Number),
        paidOut: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)::bigint`.mapWith(Number),
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.account, 'host_payable'), sql`${ledgerEntries.userId} is not null`))
      .groupBy(ledgerEntries.userId);
    return rows.map((row) => ({ userId: row.userId!, earned: row.earned, paidOut: row.paidOut }));
  }

  async function ledgerBalances(): Promise<Partial<Record<LedgerAccount, number>>> {
    const rows = await db
      .select({ account: ledgerEntries.account, total: sql<number>`sum(${ledgerEntries.amount})::bigint`.mapWith(Number) })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.account);
    return Object.fromEntries(rows.map((row) => [row.account, row.total]));
  }

  return {
    search,
    find,
    journalsOf,
    refundsOf,
    findRefundByKey,
    lockWaiting,
    insertRefund,
    closeRefund,
    approveRefund,
    accountTotals,
    reservationBooks,
    hostBooks,
    ledgerBalances,
  };
}
