import { japanDay, type PaymentHistoryItem, type ReserveReceiptView } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { ReservePaymentRow, ReserveReceiptRow, ReserveRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { renderReceipt } from '../documents/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { createReservePaymentsRepository } from '../payments/reserve-payments.repository.js';
import { createReservesRepository } from '../reserves/reserves.repository.js';
import { finallyPaid, receiptAvailable } from './receipt-amounts.js';
import { RECEIPT_LINK_TTL_SECONDS, signReceiptLink, verifyReceiptLink } from './receipt-link.js';
import { receiptModelOf } from './receipt-model.js';
import { createReceiptsRepository } from './receipts.repository.js';

type Addressee = ReserveReceiptView['addressee'];

/** The 宛名 a receipt starts with: the company for a corporate account (御中), the person otherwise (様). */
export function defaultAddressee(guest: Pick<UserRow, 'accountKind' | 'companyName' | 'name'>): Addressee {
  return guest.accountKind === 'Corporate' && guest.companyName
    ? { name: guest.companyName, honorific: '御中' }
    : { name: guest.name, honorific: '様' };
}

/**
 * Guests' receipts (ADR 0038): a number issued once per paid reservation, the 宛名 changed once, the PDF served
 * through a short-lived signed link, and the guest's payment history.
 */
export function createReceiptsService(deps: { db: Db; now: () => Date; linkSecret: string }) {
  const repository = createReceiptsRepository(deps.db);

  /** The reservation of which the caller is the guest: another's is 404 as if it did not exist, the host's is 403. */
  async function guestReserve(user: UserRow, reserveId: string): Promise<{ reserve: ReserveRow; payment: ReservePaymentRow | null }> {
    const reserve = await createReservesRepository(deps.db).findById(reserveId);
    if (!reserve || (reserve.guestUserId !== user.id && reserve.hostUserId !== user.id && !user.isOperator))
      throw new AppError('RESERVE_NOT_FOUND');
    if (reserve.guestUserId !== user.id) throw new AppError('RESERVE_ACTION_FORBIDDEN');
    return { reserve, payment: await createReservePaymentsRepository(deps.db).find(reserve.id) };
  }

  function viewOf(payment: ReservePaymentRow | null, receipt: ReserveReceiptRow | null, fallback: Addressee): ReserveReceiptView {
    const available = receiptAvailable(payment);
    return {
      available,
      receiptNumber: receipt?.receiptNumber ?? null,
      addressee: receipt ? { name: receipt.addresseeName, honorific: receipt.addresseeHonorific } : fallback,
      addresseeChanged: receipt?.addresseeChangedAt != null,
      amount: available ? finallyPaid(payment) : 0,
      issued: (receipt?.printCount ?? 0) > 0,
    };
  }

  /** The 取引年月日: the day the card was charged, or the day the transfer was confirmed. */
  async function transactionDay(tx: DbOrTx, reserve: ReserveRow, payment: ReservePaymentRow): Promise<string> {
    if (payment.method === 'Invoice') return japanDay(payment.updatedAt);
    const captured = await createReceiptsRepository(tx).capturedAt(reserve.id);
    return japanDay(captured ?? reserve.approvedAt ?? payment.updatedAt);
  }

  /** The receipt of a paid reservation, issued (numbered, addressed, its issuer recorded) on first need. */
  async function issued(tx: DbOrTx, reserve: ReserveRow, payment: ReservePaymentRow): Promise<ReserveReceiptRow> {
    const receipts = createReceiptsRepository(tx);
    const existing = await receipts.lock(reserve.id);
    if (existing) return existing;
    const now = deps.now();
    const people = await receipts.usersById([reserve.guestUserId, reserve.hostUserId]);
    const guest = people.get(reserve.guestUserId)!;
    const host = people.get(reserve.hostUserId)!;
    const addressee = defaultAddressee(guest);
    const number = await receipts.nextNumber();
    return receipts.insert({
      reserveId: reserve.id,
      receiptNumber: `R-${japanDay(now).slice(0, 7).replace('-', '')}-${String(number).padStart(6, '0')}`,
      issuedAt: now,
      transactionDate: await transactionDay(tx, reserve, payment),
      addresseeName: addressee.name,
      addresseeHonorific: addressee.honorific,
      // A registered host issues under its registered name; otherwise under the company's or its own name.
      issuerName: host.invoiceRegisteredName ?? host.companyName ?? host.name,
      issuerRegistrationNumber: host.invoiceRegistrationNumber,
    });
  }

  async function show(user: UserRow, reserveId: string): Promise<ReserveReceiptView> {
    const { reserve, payment } = await guestReserve(user, reserveId);
    return viewOf(payment, await repository.find(reserve.id), defaultAddressee(user));
  }

  async function createLink(user: UserRow, reserveId: string) {
    const { reserve, payment } = await guestReserve(user, reserveId);
    if (!receiptAvailable(payment)) throw new AppError('RECEIPT_NOT_AVAILABLE');
    await deps.db.transaction((tx) => issued(tx, reserve, payment as ReservePaymentRow));
    const exp = Math.floor(deps.now().getTime() / 1000) + RECEIPT_LINK_TTL_SECONDS;
    return { url: signReceiptLink(deps.linkSecret, reserve.id, reserve.guestUserId, exp), expiresAt: new Date(exp * 1000).toISOString() };
  }

  async function updateAddressee(user: UserRow, reserveId: string, name: string): Promise<ReserveReceiptView> {
    const { reserve, payment } = await guestReserve(user, reserveId);
    if (!receiptAvailable(payment)) throw new AppError('RECEIPT_NOT_AVAILABLE');
    const receipt = await deps.db.transaction(async (tx) => {
      const current = await issued(tx, reserve, payment as ReservePaymentRow);
      if (current.addresseeChangedAt) throw new AppError('RECEIPT_ADDRESSEE_ALREADY_CHANGED');
      return createReceiptsRepository(tx).changeAddressee(reserve.id, name, deps.now());
    });
    return viewOf(payment, receipt, defaultAddressee(user));
  }

  /**
   * The PDF behind a signed link: null (refused) for a forged or expired link, or one whose reservation is no
   * longer paid for. The first print is the original; every later one is marked 再発行.
   */
  async function print(link: { reserveId: string; exp: number; sig: string }): Promise<{ pdf: Buffer; receiptNumber: string } | null> {
    const reserve = await createReservesRepository(deps.db).findById(link.reserveId);
    const nowSeconds = Math.floor(deps.now().getTime() / 1000);
    if (!reserve || !verifyReceiptLink(deps.linkSecret, { ...link, guestUserId: reserve.guestUserId }, nowSeconds)) return null;
    const payment = await createReservePaymentsRepository(deps.db).find(reserve.id);
    if (!receiptAvailable(payment)) throw new AppError('RECEIPT_NOT_AVAILABLE');
    const now = deps.now();
    const { receipt, listingTitle } = await deps.db.transaction(async (tx) => {
      const current = await issued(tx, reserve, payment as ReservePaymentRow);
      await createReceiptsRepository(tx).markPrinted(reserve.id, now);
      return { receipt: current, listingTitle: await createReceiptsRepository(tx).listingTitle(reserve) };
    });
    const model = receiptModelOf({
      reserve,
      payment: payment as ReservePaymentRow,
      receipt,
      listingTitle,
      reissueDate: receipt.printCount > 0 ? japanDay(now) : null,
    });
    return { pdf: await renderReceipt(model), receiptNumber: receipt.receiptNumber };
  }

  async function history(user: UserRow, page: { limit: number; offset: number }) {
    const { items, total } = await repository.historyPage(user.id, page.limit, page.offset);
    return {
      items: items.map(({ reserve, payment, listingTitle }): PaymentHistoryItem => ({
        reserveId: reserve.id,
        paidAt: (payment.status === 'Authorized' || payment.status === 'RequiresAction'
          ? reserve.requestedAt
          : (reserve.approvedAt ?? reserve.requestedAt)
        ).toISOString(),
        listingTitle,
        startDate: reserve.startDate,
        endDate: reserve.endDate,
        method: payment.method,
        status: payment.status,
        amount: payment.amount,
        amountCaptured: payment.amountCaptured,
        amountRefunded: payment.amountRefunded,
        refundPending: payment.refundPending,
        receiptAvailable: receiptAvailable(payment),
      })),
      total,
      limit: page.limit,
      offset: page.offset,
    };
  }

  return { show, createLink, updateAddressee, print, history };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
