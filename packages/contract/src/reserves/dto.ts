import { z } from 'zod';
import { reservePaymentView } from './payment.js';
import { multiLineText } from '../common.js';
import { PaymentMethod, ReserveStatus, ReserveTargetKind, TargetKind } from '../enums.js';
import { image } from '../images/dto.js';
import { calendarDate, listingPhoto } from '../listings/dto.js';
import { masterIdInput } from '../master/dto.js';
import { ActorRole, ReserveViewerAction, ViewerRole } from './transitions.js';
import { MAX_OPTION_QUANTITY } from './quote.js';
import { priceLine } from './price-lines.js';

// The price shapes are part of the reservation's shapes for every caller of dto.ts.
export { PriceLineKind, priceLine, reserveQuote, type PriceLine, type ReserveQuote } from './price-lines.js';

/** The shapes of reservations (docs/decisions/0016-reservations.md). Money is integer yen; days are Japan time. */

const instant = z.iso.datetime({ offset: true });

// ---- Inputs shared by several calls ------------------------------------------------------------

export const reserveIdInput = z.uuid({ error: '予約の ID が正しくありません。' });

export const reserveOptionInput = z.strictObject({
  additionalFacilityId: masterIdInput('オプション'),
  quantity: z
    .number({ error: 'オプションの数量を入力してください。' })
    .int('オプションの数量は整数で入力してください。')
    .min(1, 'オプションの数量は1以上で入力してください。')
    .max(MAX_OPTION_QUANTITY, `オプションの数量は${MAX_OPTION_QUANTITY}以下で入力してください。`),
});

export const reserveOptionsInput = z
  .array(reserveOptionInput)
  .max(30, 'オプションは30件まで選べます。')
  .refine((list) => new Set(list.map((o) => o.additionalFacilityId)).size === list.length, '同じオプションが重複しています。')
  .default([]);

/** The guest's dates: calendar days in Japan, `endDate` ≥ `startDate` (the quote checks each listing's own rules). */
export const reserveDates = {
  startDate: calendarDate,
  endDate: calendarDate,
};

export function checkReserveDates(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
  if (value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: '終了日は開始日以降の日付を指定してください。' });
  }
}

export const reservePeople = z
  .number({ error: '人数を入力してください。' })
  .int('人数は整数で入力してください。')
  .min(1, '人数は1人以上で入力してください。')
  .max(100, '人数は100人以下で入力してください。');

/** Ids of the caller's private images (photos at check-in, check-out, of an accident). */
export const privatePhotoIds = z
  .array(z.uuid({ error: '写真の ID が正しくありません。' }))
  .max(10, '写真は10枚までです。')
  .refine((ids) => new Set(ids).size === ids.length, '同じ写真が重複しています。')
  .default([]);

export const reserveNote = multiLineText('メモ').max(1000, 'メモは1000文字以内で入力してください。').default('');

/** What cancelling now would cost the guest. */
export const cancellationPreviewOutput = z.object({
  feeRate: z.number(),
  fee: z.number().int(),
  label: z.string(),
});

// ---- Reservations ------------------------------------------------------------------------------

export const FuelLevel = {
  values: ['Full', 'ThreeQuarters', 'Half', 'Quarter', 'Empty'] as const,
  labels: { Full: '満タン', ThreeQuarters: '3/4', Half: '1/2', Quarter: '1/4', Empty: 'ほぼ空' },
};
export type FuelLevel = (typeof FuelLevel.values)[number];

export const HandoverKind = {
  values: ['CheckIn', 'CheckOut'] as const,
  labels: { CheckIn: '貸出（チェックイン）', CheckOut: '返却（チェックアウト）' },
};

export const AccidentKind = {
  values: ['Accident', 'Defect'] as const,
  labels: { Accident: '事故', Defect: '不具合' },
};
export type AccidentKind = (typeof AccidentKind.values)[number];

/** A person on a reservation as the other side sees them. */
export const reserveParty = z.object({ id: z.uuid(), name: z.string() });

/** The listing a reservation is for. */
export const reserveListing = z.object({
  kind: z.enum(TargetKind.values),
  id: z.uuid(),
  title: z.string(),
  cover: listingPhoto.nullable(),
});

/** A row of a list of reservations. */
export const reserveSummary = z.object({
  id: z.uuid(),
  targetKind: z.enum(ReserveTargetKind.values),
  status: z.enum(ReserveStatus.values),
  viewerRole: z.enum(ViewerRole.values),
  listing: reserveListing,
  spotPlan: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  startDate: calendarDate,
  endDate: calendarDate,
  /** Days of a car, nights of a stay, 1 for an activity. */
  days: z.number().int(),
  people: z.number().int(),
  total: z.number().int(),
  guest: reserveParty,
  host: reserveParty,
  /** Until when the host may approve (a Request only; it cancels itself after). */
  approveDeadline: instant.nullable(),
  requestedAt: instant,
});
export type ReserveSummary = z.infer<typeof reserveSummary>;

export const reserveHistoryEntry = z.object({
  fromStatus: z.enum(ReserveStatus.values).nullable(),
  toStatus: z.enum(ReserveStatus.values),
  actorRole: z.enum(ActorRole.values),
  reason: z.string().nullable(),
  at: instant,
});

export const reserveHandover = z.object({
  kind: z.enum(HandoverKind.values),
  recordedAt: instant,
  odometerKm: z.number().int().nullable(),
  fuelLevel: z.enum(FuelLevel.values).nullable(),
  photos: z.array(image),
  note: z.string(),
});

export const accidentReport = z.object({
  id: z.uuid(),
  reporterRole: z.enum(ViewerRole.values),
  kind: z.enum(AccidentKind.values),
  occurredAt: instant,
  place: z.string(),
  description: z.string(),
  policeCalled: z.boolean(),
  photos: z.array(image),
  createdAt: instant,
});
export type AccidentReport = z.infer<typeof accidentReport>;

/**
 * How the total splits (recorded at creation; a later rate change never rewrites it, 利用規約 第12条):
 * the fee is taken from `feeBase` (the total without its insurance) and the host receives the rest of
 * it. The guest pays the total and never sees how it is split.
 */
export const reservePayout = z.object({
  feeRate: z.number(),
  feeBase: z.number().int(),
  marketplaceFee: z.number().int(),
  hostShare: z.number().int(),
});
export type ReservePayout = z.infer<typeof reservePayout>;

/** A reservation with everything its parties (and operators) may read. */
/** Where the guest's check of a return stands (ADR 0046). */
export const ReturnCheckState = {
  values: ['Awaiting', 'Confirmed', 'Settled', 'Disputed', 'Resolved', 'SystemReturned'] as const,
  labels: {
    Awaiting: '返却の確認待ち',
    Confirmed: 'ゲストが返却を確認済み',
    Settled: '返却確定（期限内に異議なし）',
    Disputed: '返却に異議あり（運営が対応中）',
    Resolved: '返却への異議は運営が対応済み',
    SystemReturned: '利用終了後も返却が記録されなかったため、システムが返却済みにしました',
  },
};
export type ReturnCheckState = (typeof ReturnCheckState.values)[number];

/** The return as its sides see it after Returned (ADR 0046): the guest confirms it or disputes it within a day. */
export const returnCheck = z.object({
  state: z.enum(ReturnCheckState.values),
  /** The viewer (the guest) may confirm or dispute now, until `until`. */
  canConfirm: z.boolean(),
  canDispute: z.boolean(),
  /** The end of the guest's check: the host's return plus RETURN_CHECK_HOURS; null after a system return. */
  until: instant.nullable(),
  disputedAt: instant.nullable(),
  /** The guest's reason, stored masked (ADR 0043). */
  disputeReason: z.string().nullable(),
  disputeReasonMasked: z.boolean(),
  resolvedAt: instant.nullable(),
  resolution: z.string().nullable(),
  /** When the stay can first be reviewed; null while a dispute is open. */
  reviewOpensAt: instant.nullable(),
});
export type ReturnCheck = z.infer<typeof returnCheck>;

export const returnDisputeReason = multiLineText('異議の理由', { typeError: '異議の理由を入力してください。' })
  .min(1, '異議の理由を入力してください。')
  .max(1000, '異議の理由は1000文字以内で入力してください。');

export const reserveDetail = reserveSummary.extend({
  lines: z.array(priceLine),
  /** A car's delivery distance as booked (both ways, km); null without delivery. Its fee is in `lines`. */
  deliveryKm: z.number().int().nullable(),
  paymentMethod: z.enum(PaymentMethod.values),
  /** The money split: the host's and operators' view only, null for the guest (issue 11, defect 11). */
  payout: reservePayout.nullable(),
  /** Pickup and return times of a car, check-in and check-out of a stay; null where the listing gives none. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  approvedAt: instant.nullable(),
  canceledAt: instant.nullable(),
  rentingAt: instant.nullable(),
  returnedAt: instant.nullable(),
  canceledByRole: z.enum(ActorRole.values).nullable(),
  cancelReason: z.string().nullable(),
  /** Contact details were hidden from the reason when it was stored (ADR 0043): the page shows the notice. */
  cancelReasonMasked: z.boolean(),
  /** The fee the guest owes for a cancellation after approval (0 otherwise; recorded, not charged yet). */
  cancelFee: z.number().int(),
  history: z.array(reserveHistoryEntry),
  handovers: z.array(reserveHandover),
  accidentReports: z.array(accidentReport),
  allowedActions: z.array(z.enum(ReserveViewerAction.values)),
  /** What cancelling now would cost the guest, when the viewer may cancel. */
  cancellation: cancellationPreviewOutput.nullable(),
  /** The money (issue 33): the card's hold, its charge and refunds, or the invoice; null before an invoice is issued. */
  payment: reservePaymentView.nullable(),
  /** The return's check (ADR 0046); null before the reservation is Returned. */
  returnCheck: returnCheck.nullable(),
});
export type ReserveDetail = z.infer<typeof reserveDetail>;

/** Whose reservations a list shows: the viewer's as a guest, or those of the viewer's listings. */
export const ReserveSide = {
  values: ['Guest', 'Host'] as const,
  labels: { Guest: '自分の予約', Host: '自分の掲載への予約' },
};
export type ReserveSide = (typeof ReserveSide.values)[number];
