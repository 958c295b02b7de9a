import { BankAccountKind, type PayoutSummary } from '@kurumatabi/contract';
import type { PayoutRow } from '../../db/schema/index.js';

/** A bank account number as lists show it: the last three digits only. */
export function maskedNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-3)}`;
}

export function bankAccountLabel(row: PayoutRow): string | null {
  if (row.method === 'connect') return 'Stripe Connect';
  if (!row.bankName || !row.accountKind || !row.accountNumber) return null;
  return `${row.bankName} ${row.branchName ?? ''} ${BankAccountKind.labels[row.accountKind]} ${maskedNumber(row.accountNumber)}`;
}

export function toPayoutSummary(row: PayoutRow): PayoutSummary {
  return {
    id: row.id,
    period: row.period,
    amount: row.amount,
    sales: row.sales,
    fee: row.fee,
    status: row.status,
    heldReason: row.heldReason,
    method: row.method,
    scheduledPayDate: row.scheduledPayDate,
    sentAt: row.sentAt?.toISOString() ?? null,
    statementNumber: row.statementNumber,
    feeInvoiceNumber: row.feeInvoiceNumber,
    bankAccountLabel: bankAccountLabel(row),
  };
}

/** Why a payout waits, in the host's words. */
export const heldReasons = {
  noAccount: '振込先口座が登録されていないため保留しています。マイページで振込先口座を登録してください。',
  noZenginCodes: '登録済みの振込先口座に金融機関・支店コードがないため保留しています。振込先口座を登録し直してください。',
} as const;
