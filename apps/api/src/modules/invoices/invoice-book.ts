import { japanDay } from '@kurumatabi/contract';
import { eq, sql } from 'drizzle-orm';
import { cars, spots, users, type PaymentInvoiceRow, type ReserveRow } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { invoiceMessages } from './invoice-messages.js';
import { invoiceDueDate, invoiceNumberOf } from './invoice-terms.js';
import { createInvoicesRepository } from './invoices.repository.js';

/** The title of a reservation's listing (the car's or the spot's), for the invoice and its notices. */
export async function listingTitleOf(tx: DbOrTx, row: ReserveRow): Promise<string> {
  const rows = row.carId
    ? await tx.select({ title: cars.title }).from(cars).where(eq(cars.id, row.carId)).limit(1)
    : await tx
        .select({ title: spots.title })
        .from(spots)
        .where(eq(spots.id, row.spotId ?? sql`null`))
        .limit(1);
  return rows[0]?.title ?? '';
}

/**
 * The invoice's life inside the reservation's transactions (ADR 0040), called by the money hook: issued with
 * the approval (its number, due date and addressee fixed then, the guest told and mailed in the same
 * transaction), lowered to the cancellation fee by a guest's cancellation (to nothing by a host's or staff's).
 */
export function createInvoiceBook(deps: { notify: Notify }) {
  async function issue(tx: Tx, row: ReserveRow, at: Date): Promise<PaymentInvoiceRow> {
    const [guest] = await tx.select().from(users).where(eq(users.id, row.guestUserId)).limit(1);
    if (!guest) throw new Error(`no guest for reservation ${row.id}`);
    const issueDate = japanDay(at);
    const invoice = await createInvoicesRepository(tx).insert(
      {
        reserveId: row.id,
        guestUserId: row.guestUserId,
        // The company as the account names it at approval; an account switched back to 個人 since is addressed by name.
        companyName: guest.companyName ?? guest.name,
        department: guest.companyName ? guest.department : null,
        billingContactName: guest.companyName ? guest.billingContactName : null,
        issuedAt: at,
        issueDate,
        dueDate: invoiceDueDate(issueDate, row.startDate),
        originalAmount: row.total,
        amount: row.total,
        updatedAt: at,
      },
      (sequence) => invoiceNumberOf(issueDate, sequence),
    );
    await deps.notify(row.guestUserId, invoiceMessages.issued(invoice, await listingTitleOf(tx, row)), { tx });
    return invoice;
  }

  /** A cancellation of an unpaid invoice: what is owed becomes the cancellation fee (the ledger's `cancel` journal agrees). */
  async function lower(tx: Tx, row: ReserveRow, at: Date): Promise<void> {
    const invoices = createInvoicesRepository(tx);
    const invoice = await invoices.lock(row.id);
    if (!invoice || invoice.paidAt) return;
    const lowered = await invoices.update(row.id, { amount: row.cancelFee }, at);
    await deps.notify(row.guestUserId, invoiceMessages.lowered(lowered), { tx });
  }

  return { issue, lower };
}

export type InvoiceBook = ReturnType<typeof createInvoiceBook>;
