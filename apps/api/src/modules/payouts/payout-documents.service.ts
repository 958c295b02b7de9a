import { japanDay, type DownloadedDocument } from '@kurumatabi/contract';
import type { PayoutsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PayoutRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import {
  renderFeeInvoice,
  renderPayoutStatement,
  type DocumentAddressee,
  type DocumentBankAccount,
  type PayoutLine,
} from '../documents/index.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { documentPeriod } from './payout-calendar.js';
import { maskedNumber } from './payout-views.js';
import { createPayoutsRepository, type LedgerLine } from './payouts.repository.js';
import { buildZenginTransferFile, ZenginFileError } from './zengin-transfer-file.js';

const PDF = 'application/pdf';
const reservationCode = (id: string) => id.slice(0, 8).toUpperCase();

/** A trip's line shows its trip date (a carried one too); a kept fee or a later adjustment the day it was booked. */
function toLine(line: LedgerLine): PayoutLine {
  return {
    kind: line.kind === 'complete' ? 'trip' : line.kind === 'cancel' ? 'cancellation' : 'adjustment',
    date: line.kind === 'complete' ? line.startDate : japanDay(line.bookedAt),
    listingTitle: line.listingTitle,
    reservationCode: reservationCode(line.reserveId),
    sales: line.payable + line.fee,
    fee: line.fee,
  };
}

function addresseeOf(user: UserRow): DocumentAddressee {
  return user.accountKind === 'Corporate' && user.companyName
    ? { name: user.companyName, honorific: '御中' }
    : { name: user.name, honorific: '様' };
}

function accountOf(row: PayoutRow): DocumentBankAccount {
  if (row.method === 'connect')
    return { bankName: 'Stripe Connect', branchName: '', accountKind: 'Ordinary', accountNumber: '—', holderKana: '—' };
  return {
    bankName: row.bankName ?? '未登録',
    branchName: row.branchName ?? '',
    accountKind: row.accountKind ?? 'Ordinary',
    accountNumber: row.accountNumber ? maskedNumber(row.accountNumber) : '—',
    holderKana: row.holderKana ?? '—',
  };
}

const encoded = (fileName: string, contentType: string, bytes: Buffer): DownloadedDocument => ({
  fileName,
  contentType,
  contentBase64: bytes.toString('base64'),
});

/** The payouts' documents (ADR 0038, 0039), always from the ledger journals the payout took. */
export function createPayoutDocuments(deps: { db: Db; config: PayoutsConfig; now: () => Date }) {
  const repository = createPayoutsRepository(deps.db);

  async function ownPayout(host: UserRow, payoutId: string) {
    const row = await repository.findOwn(host.id, payoutId);
    if (!row) throw new AppError('PAYOUT_NOT_FOUND');
    // The journals the close took (payout_lines), a line carried from an earlier month too.
    const lines = (await repository.linesOfPayout(row.id)).map(toLine);
    return { row, lines };
  }

  async function statement(host: UserRow, payoutId: string): Promise<DownloadedDocument> {
    const { row, lines } = await ownPayout(host, payoutId);
    const pdf = await renderPayoutStatement({
      statementNumber: row.statementNumber,
      issueDate: japanDay(row.createdAt),
      period: documentPeriod(row.period),
      payoutDate: row.scheduledPayDate,
      payee: addresseeOf(host),
      issuer: deps.config.issuer,
      lines,
      bankAccount: accountOf(row),
      feeInvoiceNumber: row.feeInvoiceNumber,
    });
    return encoded(`${row.statementNumber}.pdf`, PDF, pdf);
  }

  async function feeInvoice(host: UserRow, payoutId: string): Promise<DownloadedDocument> {
    const { row, lines } = await ownPayout(host, payoutId);
    const pdf = await renderFeeInvoice({
      invoiceNumber: row.feeInvoiceNumber,
      issueDate: japanDay(row.createdAt),
      period: documentPeriod(row.period),
      addressee: addresseeOf(host),
      issuer: deps.config.issuer,
      items: lines
        .filter((line) => line.fee > 0)
        .map((line) => ({
          label: `サービス手数料（${{ trip: 'ご利用', cancellation: 'キャンセル料', adjustment: '調整' }[line.kind]}）${line.reservationCode}`,
          detail: line.listingTitle,
          date: line.date,
          amount: line.fee,
          taxRate: 10 as const,
        })),
      settlement: { kind: 'deducted', payoutDate: row.scheduledPayDate, statementNumber: row.statementNumber },
    });
    return encoded(`${row.feeInvoiceNumber}.pdf`, PDF, pdf);
  }

  /**
   * The 総合振込 file of a closed month's Scheduled bank payouts (or the chosen ones, each of which must be one).
   * 顧客コード1 is the payout's number, so the bank's result names the payout. The act is in the audit log.
   */
  async function zenginFile(operator: UserRow, period: string, payoutIds?: string[]): Promise<DownloadedDocument> {
    return deps.db.transaction(async (tx) => {
      const payouts = createPayoutsRepository(tx);
      const closing = await payouts.closingOf(period);
      if (!closing) throw new AppError('PAYOUT_PERIOD_NOT_CLOSED');
      const rows = await payouts.lockOfPeriod(period, payoutIds);
      if (payoutIds && rows.length !== new Set(payoutIds).size) throw new AppError('PAYOUT_NOT_FOUND');
      const chosen = payoutIds ? rows : rows.filter((row) => row.status === 'Scheduled' && row.method === 'zengin');
      if (chosen.some((row) => row.status !== 'Scheduled' || row.method !== 'zengin')) throw new AppError('PAYOUT_STATUS_CONFLICT');
      if (chosen.length === 0) throw new AppError('PAYOUT_NOTHING_TO_TRANSFER');
      const today = japanDay(deps.now());
      const payDate = chosen[0]!.scheduledPayDate;
      // A bank refuses a transfer date in the past: a late file asks for today.
      const transferDate = payDate < today ? today : payDate;
      let file: Buffer;
      try {
        file = buildZenginTransferFile({
          source: deps.config.source,
          transferDate,
          items: chosen.map((row) => ({
            bankCode: row.bankCode!,
            branchCode: row.branchCode!,
            accountType: row.accountKind!,
            accountNumber: row.accountNumber!,
            holderKana: row.holderKana!,
            amount: row.amount,
            customerCode: String(row.seq),
          })),
        });
      } catch (error) {
        if (error instanceof ZenginFileError)
          throw new AppError('PAYOUT_FILE_INVALID', { details: [{ path: error.field, message: error.message }] });
        throw error;
      }
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operator.id,
        action: 'payout.exportZengin',
        targetKind: 'payoutMonth',
        targetId: closing.id,
        details: { period, count: chosen.length, total: chosen.reduce((sum, row) => sum + row.amount, 0), transferDate },
        at: deps.now(),
      });
      return encoded(`sogo-furikomi-${period}-${transferDate}.txt`, 'text/plain; charset=Shift_JIS', file);
    });
  }

  return { statement, feeInvoice, zenginFile };
}

export type PayoutDocuments = ReturnType<typeof createPayoutDocuments>;
