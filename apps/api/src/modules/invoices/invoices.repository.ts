import type { InvoiceStatus } from '@kurumatabi/contract';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { paymentInvoices, users, type PaymentInvoiceRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

export type NewPaymentInvoice = Omit<typeof paymentInvoices.$inferInsert, 'invoiceNumber'>;
export type PaymentInvoicePatch = Partial<Omit<PaymentInvoiceRow, 'reserveId' | 'invoiceNumber' | 'guestUserId'>>;

/** An invoice with its guest and the name of the staff member who reconciled it, as the console lists it. */
export interface StaffInvoiceRow {
  invoice: PaymentInvoiceRow;
  guest: { id: string; name: string; email: string };
  paidByName: string | null;
}

/** The states as SQL over the facts (the same rules as `invoiceStatusOf`), `today` a Japan calendar day. */
function statusCondition(status: InvoiceStatus, today: string): SQL {
  const unpaid = and(isNull(paymentInvoices.paidAt), gt(paymentInvoices.amount, 0))!;
  switch (status) {
    case 'Paid':
      return isNotNull(paymentInvoices.paidAt);
    case 'Canceled':
      return and(isNull(paymentInvoices.paidAt), eq(paymentInvoices.amount, 0))!;
    case 'Overdue':
      return and(unpaid, lt(paymentInvoices.dueDate, today))!;
    case 'Open':
      return and(unpaid, gte(paymentInvoices.dueDate, today))!;
  }
}

/** The most urgent first for what is still owed; the latest reconciliation first for what is paid. */
function orderOf(status: InvoiceStatus | undefined): SQL[] {
  if (status === 'Open' || status === 'Overdue') return [asc(paymentInvoices.dueDate), asc(paymentInvoices.reserveId)];
  if (status === 'Paid') return [desc(paymentInvoices.paidAt), asc(paymentInvoices.reserveId)];
  return [desc(paymentInvoices.issuedAt), asc(paymentInvoices.reserveId)];
}

export function createInvoicesRepository(db: DbOrTx) {
  /** Writes the invoice with the next number of the sequence (`INV-YYYYMM-000123`). */
  async function insert(values: NewPaymentInvoice, numberOf: (sequence: number) => string): Promise<PaymentInvoiceRow> {
    const next = await db.execute<{ n: string }>(sql`select nextval('payment_invoice_number_seq') as n`);
    const rows = await db
      .insert(paymentInvoices)
      .values({ ...values, invoiceNumber: numberOf(Number(next.rows[0]!.n)) })
      .returning();
    return rows[0]!;
  }

  async function find(reserveId: string): Promise<PaymentInvoiceRow | null> {
    const rows = await db.select().from(paymentInvoices).where(eq(paymentInvoices.reserveId, reserveId)).limit(1);
    return rows[0] ?? null;
  }

  /** Orders a reconciliation against another one and against a cancellation's adjustment. */
  async function lock(reserveId: string): Promise<PaymentInvoiceRow | null> {
    const rows = await db.select().from(paymentInvoices).where(eq(paymentInvoices.reserveId, reserveId)).for('update').limit(1);
    return rows[0] ?? null;
  }

  async function update(reserveId: string, patch: PaymentInvoicePatch, at: Date): Promise<PaymentInvoiceRow> {
    const rows = await db
      .update(paymentInvoices)
      .set({ ...patch, updatedAt: at })
      .where(eq(paymentInvoices.reserveId, reserveId))
      .returning();
    if (!rows[0]) throw new Error(`no invoice for reservation ${reserveId}`);
    return rows[0];
  }

  async function search(
    filters: { status?: InvoiceStatus; today: string },
    limit: number,
    offset: number,
  ): Promise<{ items: StaffInvoiceRow[]; total: number }> {
    const where = filters.status ? statusCondition(filters.status, filters.today) : undefined;
    const paidBy = sql<string | null>`(select name from users where users.id = ${paymentInvoices.paidByUserId})`;
    const [items, counted] = await Promise.all([
      db
        .select({ invoice: paymentInvoices, guest: { id: users.id, name: users.name, email: users.email }, paidByName: paidBy })
        .from(paymentInvoices)
        .innerJoin(users, eq(users.id, paymentInvoices.guestUserId))
        .where(where)
        .orderBy(...orderOf(filters.status))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(paymentInvoices)
        .where(where),
    ]);
    return { items, total: counted[0]?.total ?? 0 };
  }

  async function findForStaff(reserveId: string): Promise<StaffInvoiceRow | null> {
    const paidBy = sql<string | null>`(select name from users where users.id = ${paymentInvoices.paidByUserId})`;
    const rows = await db
      .select({ invoice: paymentInvoices, guest: { id: users.id, name: users.name, email: users.email }, paidByName: paidBy })
      .from(paymentInvoices)
      .innerJoin(users, eq(users.id, paymentInvoices.guestUserId))
      .where(eq(paymentInvoices.reserveId, reserveId))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * Claims up to `limit` overdue invoices not yet reminded and marks them reminded, in the caller's
   * transaction: rows another replica's sweep holds are skipped (SKIP LOCKED), so each is claimed once.
   */
  async function claimOverdue(today: string, at: Date, limit: number): Promise<PaymentInvoiceRow[]> {
    const result = await db.execute<{ reserve_id: string }>(sql`
      update payment_invoices set reminded_at = ${at}, updated_at = ${at}
      where reserve_id in (
        select reserve_id from payment_invoices
        where paid_at is null and reminded_at is null and amount > 0 and due_date < ${today}
        order by due_date
        limit ${limit}
        for update skip locked
      )
      returning reserve_id`);
    const ids = result.rows.map((row) => row.reserve_id);
    if (ids.length === 0) return [];
    return db.select().from(paymentInvoices).where(inArray(paymentInvoices.reserveId, ids));
  }

  return { insert, find, lock, update, search, findForStaff, claimOverdue };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
