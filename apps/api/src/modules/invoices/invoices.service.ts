import {
  japanDay,
  type operatorMarkInvoicePaid,
  type operatorSearchInvoices,
  type Output,
  type ParsedInput,
  type PdfFile,
  type StaffInvoice,
} from '@kurumatabi/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Notify } from '../notifications/notifier.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { createLedgerRepository } from '../payments/ledger.repository.js';
import { invoicePaidJournal } from '../payments/reserve-journals.js';
import { createReservePaymentsRepository } from '../payments/reserve-payments.repository.js';
import { inReserveTransaction } from '../reserves/reserve-transaction.js';
import { createReservesRepository } from '../reserves/reserves.repository.js';
import { listingTitleOf } from './invoice-book.js';
import { renderInvoicePdf } from './invoice-document.js';
import { invoiceMessages } from './invoice-messages.js';
import { invoiceStatusOf } from './invoice-terms.js';
import { createInvoicesRepository, type StaffInvoiceRow } from './invoices.repository.js';

/** How many overdue invoices one round of the sweep reminds (the next minute takes the rest). */
const OVERDUE_BATCH = 100;

/**
 * The invoices of 請求書払い (ADR 0040): the guest's PDF, staff's list and reconciliation, and the
 * reminder of an overdue invoice (once per invoice, across replicas).
 */
export function createInvoicesService(deps: { db: Db; notify: Notify; now: () => Date; invoicing: Config['invoicing'] }) {
  const today = () => japanDay(deps.now());

  function staffView({ invoice, guest, paidByName }: StaffInvoiceRow): StaffInvoice {
    return {
      reserveId: invoice.reserveId,
      invoiceNumber: invoice.invoiceNumber,
      status: invoiceStatusOf(invoice, today()),
      companyName: invoice.companyName,
      guest,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      originalAmount: invoice.originalAmount,
      amount: invoice.amount,
      paid:
        invoice.paidAt && invoice.paidAmount !== null && invoice.paidOn && invoice.paidReference !== null
          ? {
              amount: invoice.paidAmount,
              paidOn: invoice.paidOn,
              reference: invoice.paidReference,
              by: paidByName,
              at: invoice.paidAt.toISOString(),
            }
          : null,
      remindedAt: invoice.remindedAt?.toISOString() ?? null,
    };
  }

  /** The PDF for the reservation's guest; the host is refused (403) and anyone else finds nothing (404). */
  async function guestPdf(user: UserRow, reserveId: string): Promise<PdfFile> {
    const reserve = await createReservesRepository(deps.db).findById(reserveId);
    if (!reserve || (reserve.guestUserId !== user.id && reserve.hostUserId !== user.id)) throw new AppError('RESERVE_NOT_FOUND');
    if (reserve.guestUserId !== user.id) throw new AppError('RESERVE_ACTION_FORBIDDEN');
    const invoice = await createInvoicesRepository(deps.db).find(reserveId);
    if (!invoice) throw new AppError('INVOICE_NOT_FOUND');
    const pdf = await renderInvoicePdf(reserve, invoice, await listingTitleOf(deps.db, reserve), deps.invoicing);
    return { fileName: `請求書_${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf', base64: pdf.toString('base64') };
  }

  async function search(input: ParsedInput<typeof operatorSearchInvoices>): Promise<Output<typeof operatorSearchInvoices>> {
    const page = await createInvoicesRepository(deps.db).search({ status: input.status, today: today() }, input.limit, input.offset);
    return { items: page.items.map(staffView), total: page.total, limit: input.limit, offset: input.offset };
  }

  /**
   * Records the transfer (ADR 0040), in one transaction under the reservation's lock (a cancellation lowering
   * the invoice waits for it, or went first and the amount no longer matches): the invoice, InvoicePaid, the
   * ledger's `invoice_paid` journal (its key books it once), the guest's notice and the audit row.
   */
  async function markPaid(operator: UserRow, input: ParsedInput<typeof operatorMarkInvoicePaid>): Promise<StaffInvoice> {
    const now = deps.now();
    if (input.paidOn > japanDay(now)) {
      const message = '入金日に未来の日付は指定できません。';
      throw new AppError('VALIDATION_FAILED', { message, details: [{ path: 'paidOn', message }] });
    }
    await inReserveTransaction(deps.db, async (tx) => {
      const reserve = await createReservesRepository(tx).lockById(input.reserveId);
      const invoices = createInvoicesRepository(tx);
      const invoice = reserve ? await invoices.lock(reserve.id) : null;
      if (!reserve || !invoice) throw new AppError('INVOICE_NOT_FOUND');
      if (reserve.guestUserId === operator.id || reserve.hostUserId === operator.id) throw new AppError('OPERATOR_OWN_ACCOUNT');
      if (invoice.paidAt) throw new AppError('INVOICE_ALREADY_PAID');
      if (invoice.amount === 0) throw new AppError('INVOICE_NOT_PAYABLE');
      if (input.amount !== invoice.amount) {
        const message = `請求金額は${invoice.amount.toLocaleString('ja-JP')}円です。入金額が一致しません。`;
        throw new AppError('INVOICE_AMOUNT_MISMATCH', { details: [{ path: 'amount', message }] });
      }
      if (input.paidOn < invoice.issueDate) {
        const message = '入金日は請求書の発行日以降の日付を指定してください。';
        throw new AppError('VALIDATION_FAILED', { message, details: [{ path: 'paidOn', message }] });
      }
      const payments = createReservePaymentsRepository(tx);
      const payment = await payments.lock(reserve.id);
      if (payment?.status !== 'Invoiced') throw new AppError('PAYMENT_STATE_CONFLICT');
      const booked = await createLedgerRepository(tx).post(
        invoicePaidJournal(reserve, input.amount, now, `${invoice.invoiceNumber} ${input.paidOn} ${input.reference}`),
      );
      if (!booked) throw new AppError('INVOICE_ALREADY_PAID');
      await payments.update(reserve.id, { status: 'InvoicePaid', amountCaptured: input.amount }, now);
      const paid = await invoices.update(
        reserve.id,
        { paidAmount: input.amount, paidOn: input.paidOn, paidReference: input.reference, paidByUserId: operator.id, paidAt: now },
        now,
      );
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operator.id,
        action: 'reserve.invoicePaid',
        targetKind: 'reserve',
        targetId: reserve.id,
        details: { invoiceNumber: invoice.invoiceNumber, amount: input.amount, paidOn: input.paidOn, reference: input.reference },
        at: now,
      });
      await deps.notify(reserve.guestUserId, invoiceMessages.paid(paid), { tx });
    });
    const row = await createInvoicesRepository(deps.db).findForStaff(input.reserveId);
    if (!row) throw new AppError('INVOICE_NOT_FOUND');
    return staffView(row);
  }

  /**
   * Reminds the guests of overdue invoices, once each: every replica may run it at once, each invoice is
   * claimed (and marked reminded) by one of them, with its notice and mail job in the same transaction.
   */
  async function sweepOverdue(): Promise<number> {
    let reminded = 0;
    for (;;) {
      const claimed = await deps.db.transaction(async (tx) => {
        const rows = await createInvoicesRepository(tx).claimOverdue(today(), deps.now(), OVERDUE_BATCH);
        for (const invoice of rows) await deps.notify(invoice.guestUserId, invoiceMessages.overdue(invoice), { tx });
        return rows.length;
      });
      reminded += claimed;
      if (claimed < OVERDUE_BATCH) return reminded;
    }
  }

  return { guestPdf, search, markPaid, sweepOverdue };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
