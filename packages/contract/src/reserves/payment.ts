import { z } from 'zod';

/**
 * A reservation's money (ADR 0036): the states of its payment, the accounts of the ledger, and the
 * payment as show-reserve gives it to the guest, the host and staff.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * - RequiresAction: the card asked for 3-D Secure; the request keeps its days for 15 minutes at most.
 * - Authorized: the total is held on the card (nothing charged), until the host decides.
 * - Captured: charged at the host's approval.
 * - CaptureFailed: the charge at approval was refused (the hold lapsed, the card was refused); the guest may give another card.
 * - VoidPending / Voided: the hold is being released / was released (declined, withdrawn, expired).
 * - Refunded / PartiallyRefunded: money went back after a cancellation (a pending refund is `refundPending`).
 * - Invoiced / InvoicePaid: a corporate guest's invoice, and staff's reconciliation of it.
 */
export const PAYMENT_STATUSES = [
  'RequiresAction',
  'Authorized',
  'Captured',
  'CaptureFailed',
  'VoidPending',
  'Voided',
  'PartiallyRefunded',
  'Refunded',
  'Invoiced',
  'InvoicePaid',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  RequiresAction: '本人認証待ち',
  Authorized: 'カード与信済み（未請求）',
  Captured: '決済済み',
  CaptureFailed: '決済できませんでした',
  VoidPending: '与信の取消手続き中',
  Voided: '与信取消済み（請求なし）',
  PartiallyRefunded: '一部返金済み',
  Refunded: '返金済み',
  Invoiced: '請求書発行済み（お振込待ち）',
  InvoicePaid: 'お振込確認済み',
};

/**
 * The ledger's accounts. Debits are positive, credits negative, and every journal sums to zero.
 * `card_holds` and its contra account keep the authorisations (memo entries: no money moved).
 */
export const LEDGER_ACCOUNTS = [
  'card_holds',
  'card_holds_contra',
  'processor_clearing',
  'guest_prepayments',
  'refunds_payable',
  'marketplace_fee',
  'insurance_payable',
  'host_payable',
  'payouts_in_transit',
  'bank',
  'invoice_receivable',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** How long a 3-D Secure challenge may keep a request's days (issue 33). */
export const PAYMENT_ACTION_WINDOW_MS = 15 * 60_000;
/** A customer-initiated card hold lasts 7 days at the processors we use; approval must fall well inside it. */
export const CARD_HOLD_DAYS = 7;

export const reservePaymentView = z.object({
  method: z.enum(['CreditCard', 'Invoice']),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  amountCaptured: z.number().int(),
  amountRefunded: z.number().int(),
  refundPending: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** For RequiresAction: what the browser needs to run the challenge; only the guest sees it. */
  clientSecret: z.string().nullable(),
  actionExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  lastError: z.string().nullable(),
});
export type ReservePaymentView = z.infer<typeof reservePaymentView>;

/** What the browser needs after a create whose card asked for 3-D Secure. */
export const paymentActionView = z.object({
  clientSecret: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

/** Why a card was refused, in the words the guest reads (the processor's decline codes). */
export const declineMessages = {
  card_declined: 'カード会社により決済が承認されませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。',
  insufficient_funds: 'カードのご利用可能額が不足しています。別のカードをお試しください。',
  expired_card: 'カードの有効期限が切れています。別のカードをお試しください。',
  stolen_card: 'カード会社により決済が承認されませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。',
  incorrect_cvc: 'セキュリティコードが正しくありません。カード裏面の3桁（または表面の4桁）の数字をご確認ください。',
  processing_error: 'カードの処理中にエラーが発生しました。時間をおいてもう一度お試しください。',
  authentication_failed: '本人認証（3Dセキュア）が完了しませんでした。もう一度お試しいただくか、別のカードをお試しください。',
} as const;
export type DeclineCode = keyof typeof declineMessages;
