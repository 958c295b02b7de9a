import { z } from 'zod';
import { ReserveStatus } from '../enums.js';
import { LEDGER_ACCOUNTS, PAYMENT_STATUSES } from '../reserves/payment.js';

/** The operator console's money shapes (ADR 0041): payments as staff see them, staff refunds and the ledger report. */

const instant = z.iso.datetime({ offset: true });
const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** Why a payment is on the follow-up list (null when it needs nothing). */
export const PaymentAttention = {
  values: ['CaptureFailed', 'ActionStuck', 'VoidStuck', 'RefundStuck'] as const,
  labels: {
    CaptureFailed: '決済失敗（カード変更待ち）',
    ActionStuck: '本人認証が進んでいない',
    VoidStuck: '与信の取消が終わっていない',
    RefundStuck: '返金が終わっていない',
  },
};
export type PaymentAttention = (typeof PaymentAttention.values)[number];

/** A row of the staff's payment search: card brand and last 4 digits only, never more of the card. */
export const staffPaymentSummary = z.object({
  reserveId: z.uuid(),
  reserveStatus: z.enum(ReserveStatus.values),
  listingTitle: z.string(),
  guest: person,
  host: person,
  method: z.enum(['CreditCard', 'Invoice']),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  amountCaptured: z.number().int(),
  amountRefunded: z.number().int(),
  refundPending: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  attention: z.enum(PaymentAttention.values).nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type StaffPaymentSummary = z.infer<typeof staffPaymentSummary>;

export const ledgerLineView = z.object({ account: z.enum(LEDGER_ACCOUNTS), amount: z.number().int() });
export const ledgerJournalView = z.object({
  key: z.string(),
  kind: z.string(),
  at: instant,
  lines: z.array(ledgerLineView),
});
export type LedgerJournalView = z.infer<typeof ledgerJournalView>;

export const StaffRefundStatus = {
  values: ['Requested', 'Done', 'Rejected', 'Withdrawn'] as const,
  labels: { Requested: '承認待ち', Done: '返金済み（または送信中）', Rejected: '却下', Withdrawn: '取り下げ' },
};

/**
 * Which waiting staff refund a decision names (approve, reject, withdraw): the reservation and the amount the
 * deciding operator saw, so a decision never meets another request than the one on the screen.
 */
export const staffRefundRef = {
  reserveId: z.uuid({ error: '予約の ID が正しくありません。' }),
  amount: z.number({ error: '返金額が正しくありません。' }).int('返金額が正しくありません。').min(1, '返金額が正しくありません。'),
};

export const staffRefundView = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(StaffRefundStatus.values),
  requestedBy: z.object({ id: z.uuid(), name: z.string() }),
  approvedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  rejectedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** A rejection's reason. */
  decisionReason: z.string().nullable(),
  requestedAt: instant,
  decidedAt: instant.nullable(),
});
export type StaffRefundView = z.infer<typeof staffRefundView>;

/** A payment in full for staff: the processor's intent id and last error, the reservation's journals and staff refunds. */
export const staffPaymentDetail = z.object({
  payment: staffPaymentSummary.extend({
    provider: z.string().nullable(),
    intentId: z.string().nullable(),
    attempt: z.number().int(),
    lastErrorCode: z.string().nullable(),
    lastErrorMessage: z.string().nullable(),
  }),
  /** What staff may still refund: captured − refunded − pending (0 when the reservation cannot be refunded by staff). */
  refundable: z.number().int(),
  /** Above this many yen a staff refund waits for another operator's approval. */
  approvalThreshold: z.number().int(),
  journals: z.array(ledgerJournalView),
  refunds: z.array(staffRefundView),
});
export type StaffPaymentDetail = z.infer<typeof staffPaymentDetail>;

export const LedgerCheckName = {
  values: ['reservationsBalance', 'payoutsCovered', 'ledgerZero'] as const,
  labels: {
    reservationsBalance: '予約ごとに 決済額 = 返金 + 手数料 + ホスト未払金 + 保険料 + 未精算',
    payoutsCovered: '決済されていないお金を振り込んでいない（ホストごと）',
    ledgerZero: '全勘定の合計がゼロ',
  },
};
export type LedgerCheckName = (typeof LedgerCheckName.values)[number];

export const ledgerCheckView = z.object({
  name: z.enum(LedgerCheckName.values),
  ok: z.boolean(),
  /** The reservations (or hosts, for payouts) that break it, with what was found; at most 50. */
  offenders: z.array(z.object({ id: z.string(), detail: z.string() })),
});
export type LedgerCheckView = z.infer<typeof ledgerCheckView>;

export const ledgerReport = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Per account over the period: debits (positive), credits (negative, as a positive sum) and the net. */
  totals: z.array(z.object({ account: z.enum(LEDGER_ACCOUNTS), debit: z.number().int(), credit: z.number().int(), net: z.number().int() })),
  /** The invariants, checked on the whole ledger at the time of the request. */
  checks: z.array(ledgerCheckView),
  checkedAt: instant,
});
export type LedgerReport = z.infer<typeof ledgerReport>;
