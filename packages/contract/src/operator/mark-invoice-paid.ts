import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffInvoice, transferReference } from '../invoices/dto.js';
import { calendarDate } from '../listings/dto.js';

/**
 * Staff record the transfer that paid an invoice (ADR 0040): exactly the amount owed (no partial payment),
 * the day it reached the bank (not in the future) and its reference. In one transaction: the invoice, the
 * payment's InvoicePaid, the ledger's `invoice_receivable → bank` (booked once), the guest's notice and the
 * audit row. A second mark is refused and changes nothing; never an invoice of the operator's own reservation.
 */
export const operatorMarkInvoicePaid = defineEndpoint({
  path: '/v1/operator/mark-invoice-paid',
  name: 'operatorMarkInvoicePaid',
  tag: 'operator',
  summary: '請求書の入金を確認済みにする（運営のみ、金額・入金日・照合情報）',
  access: 'operator',
  ids: { reserveId: staff('reserve') },
  input: z.strictObject({
    reserveId: z.uuid({ error: '予約の ID が正しくありません。' }),
    amount: z
      .number({ error: '入金額を数字で入力してください。' })
      .int('入金額は1円単位の整数で入力してください。')
      .min(1, '入金額は1円以上で入力してください。')
      .max(100_000_000, '入金額は1億円以下で入力してください。'),
    paidOn: calendarDate,
    reference: transferReference,
  }),
  output: staffInvoice,
  errors: ['INVOICE_NOT_FOUND', 'INVOICE_ALREADY_PAID', 'INVOICE_NOT_PAYABLE', 'INVOICE_AMOUNT_MISMATCH', 'OPERATOR_OWN_ACCOUNT'],
});
