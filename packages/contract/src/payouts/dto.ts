import { singleLineText } from '../common.js';
import { z } from 'zod';

/**
 * A host's monthly payout (ADR 0039): 月末締め翌月末払い by default. `Held` waits for a bank account with
 * Zengin codes (its reason says so in Japanese); `Scheduled` is closed and goes out on its pay date;
 * `Sent` left the marketplace (the Zengin file was handed to the bank, or the Stripe transfer was made).
 */
export const PayoutStatus = {
  values: ['Held', 'Scheduled', 'Sent'] as const,
  labels: { Held: '保留中', Scheduled: '支払予定', Sent: '支払済み' },
};
export type PayoutStatus = (typeof PayoutStatus.values)[number];

/** How the money goes: a 総合振込 line in the Zengin file, or a Stripe Connect transfer to the host's connected account. */
export const PayoutMethod = {
  values: ['zengin', 'connect'] as const,
  labels: { zengin: '銀行振込（総合振込）', connect: 'Stripe Connect' },
};
export type PayoutMethod = (typeof PayoutMethod.values)[number];

/** A calendar month `YYYY-MM` (Japan time): the month whose returned trips and kept cancellation fees a payout pays. */
export const payoutPeriod = singleLineText('対象月', { typeError: '対象月を YYYY-MM の形式で指定してください。' }).regex(
  /^(20\d{2})-(0[1-9]|1[0-2])$/,
  '対象月を YYYY-MM の形式で指定してください。',
);

export const payoutSummary = z.object({
  id: z.uuid(),
  period: z.string(),
  /** What the host receives, integer yen (the month's sales less the marketplace's fee). */
  amount: z.number().int(),
  /** The month's sales (trips and kept cancellation fees) and the marketplace's fee on them. */
  sales: z.number().int(),
  fee: z.number().int(),
  status: z.enum(PayoutStatus.values),
  /** Why a payout is held, in Japanese; null unless Held. */
  heldReason: z.string().nullable(),
  method: z.enum(PayoutMethod.values),
  /** YYYY-MM-DD in Japan. */
  scheduledPayDate: z.string(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  statementNumber: z.string(),
  feeInvoiceNumber: z.string(),
  /** The account it goes to, masked (`みずほ銀行 渋谷支店 普通 ****567`); null while none is registered. */
  bankAccountLabel: z.string().nullable(),
});
export type PayoutSummary = z.infer<typeof payoutSummary>;

/** A generated document, carried in the JSON answer (every call is JSON, DESIGN.md §3). */
export const downloadedDocument = z.object({
  fileName: z.string(),
  contentType: z.string(),
  contentBase64: z.string(),
});
export type DownloadedDocument = z.infer<typeof downloadedDocument>;

export const staffPayout = payoutSummary.extend({
  host: z.object({ id: z.uuid(), name: z.string() }),
});
export type StaffPayout = z.infer<typeof staffPayout>;

/** A month as staff see it: closed or not, its payouts and their totals. */
export const payoutMonth = z.object({
  period: z.string(),
  /** True once the month has ended and it is not closed yet. */
  closable: z.boolean(),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
  scheduledPayDate: z.string(),
  totals: z.object({
    count: z.number().int(),
    amount: z.number().int(),
    held: z.object({ count: z.number().int(), amount: z.number().int() }),
    scheduled: z.object({ count: z.number().int(), amount: z.number().int() }),
    sent: z.object({ count: z.number().int(), amount: z.number().int() }),
  }),
  items: z.array(staffPayout),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type PayoutMonth = z.infer<typeof payoutMonth>;
