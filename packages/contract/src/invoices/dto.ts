import { z } from 'zod';
import { singleLineText } from '../common.js';
import { calendarDate } from '../listings/dto.js';

/**
 * The invoice (請求書) of a corporate guest paying by transfer (ADR 0040). Its state is read from its facts:
 * paid once staff reconciled it, cancelled when a guest's cancellation left nothing owed, overdue once its
 * due day (Japan time) has passed unpaid, open before that.
 */
export const InvoiceStatus = {
  values: ['Open', 'Overdue', 'Paid', 'Canceled'] as const,
  labels: { Open: 'お振込待ち', Overdue: '支払期限超過', Paid: '入金確認済み', Canceled: '請求取消' },
};
export type InvoiceStatus = (typeof InvoiceStatus.values)[number];

const instant = z.iso.datetime({ offset: true });

/** An invoice as staff reconcile it (the console's `operator/invoices`). */
export const staffInvoice = z.object({
  reserveId: z.uuid(),
  invoiceNumber: z.string(),
  status: z.enum(InvoiceStatus.values),
  companyName: z.string(),
  guest: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  issueDate: calendarDate,
  dueDate: calendarDate,
  /** What the reservation cost at issue, and what is owed now (the cancellation fee after a guest's cancellation). */
  originalAmount: z.number().int(),
  amount: z.number().int(),
  paid: z
    .object({ amount: z.number().int(), paidOn: calendarDate, reference: z.string(), by: z.string().nullable(), at: instant })
    .nullable(),
  remindedAt: instant.nullable(),
});
export type StaffInvoice = z.infer<typeof staffInvoice>;

/** A document as a JSON answer: the PDF's bytes in base64 with the name to save it under. */
export const pdfFile = z.object({
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
  base64: z.string(),
});
export type PdfFile = z.infer<typeof pdfFile>;

/** The transfer's reference (振込の依頼人名や銀行の取引番号), as staff read it on the bank statement. */
export const transferReference = singleLineText('振込の照合情報', { typeError: '振込の照合情報を入力してください。' })
  .min(1, '振込の照合情報（依頼人名・取引番号など）を入力してください。')
  .max(100, '振込の照合情報は100文字以内で入力してください。');
