import { z } from 'zod';
import { singleLineText } from '../common.js';
import { pageInput, pageOutput } from '../paging.js';
import { PAYMENT_STATUSES } from '../reserves/payment.js';

/** The longest 宛名 a receipt prints on one line (a company's full name with its department fits). */
export const RECEIPT_ADDRESSEE_MAX = 60;

/** The bidirectional-text controls (LRM/RLM, embeddings, overrides, isolates): they reorder what a printed name reads as. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * The 宛名 the guest may set once: one line of text, 1–60 characters after trimming, no control characters
 * and no bidirectional controls (a receipt's name must read as it was typed).
 */
export const receiptAddresseeName = singleLineText('宛名')
  .min(1, '宛名を入力してください。')
  .max(RECEIPT_ADDRESSEE_MAX, `宛名は${RECEIPT_ADDRESSEE_MAX}文字以内で入力してください。`)
  .refine((name) => !BIDI_CONTROLS.test(name), '宛名に使用できない制御文字が含まれています。');

/**
 * What the reservation page shows of its receipt. `available`: the reservation was paid (card charged or
 * transfer confirmed) and something remains paid after refunds. `receiptNumber` is null until the first issue.
 */
export const reserveReceiptView = z.object({
  available: z.boolean(),
  receiptNumber: z.string().nullable(),
  addressee: z.object({ name: z.string(), honorific: z.enum(['様', '御中']) }),
  /** The guest changed the 宛名 already (it may be changed once). */
  addresseeChanged: z.boolean(),
  /** The amount the receipt is for: what was paid less what was refunded (or decided to be). */
  amount: z.number().int(),
  /** True once it has been downloaded: the next download is printed 再発行. */
  issued: z.boolean(),
});
export type ReserveReceiptView = z.infer<typeof reserveReceiptView>;

/** A signed, short-lived download link of the PDF (GET, no token needed while it lasts). */
export const receiptDownloadLink = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

/** One payment of the guest's history (マイページ › お支払い履歴). */
export const paymentHistoryItem = z.object({
  reserveId: z.uuid(),
  /** When the card was charged or the invoice issued; before that, when the request was sent. */
  paidAt: z.iso.datetime({ offset: true }),
  listingTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  method: z.enum(['CreditCard', 'Invoice']),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  amountCaptured: z.number().int(),
  amountRefunded: z.number().int(),
  refundPending: z.number().int(),
  receiptAvailable: z.boolean(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItem>;

export const paymentHistoryPageFields = pageInput(20, 50);
export const paymentHistoryPage = pageOutput(paymentHistoryItem);
