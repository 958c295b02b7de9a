import { z } from 'zod';
import { multiLineText, singleLineText } from '../common.js';
import { reserveDetail } from '../reserves/dto.js';
import { staffActionRequest } from './staff-action-requests-dto.js';

/**
 * The operator console's shapes (ADR 0033): the reason every staff action carries, users as staff
 * see them, and the audit log's rows.
 */

/** Why staff act: required, shown to the people concerned and kept in the audit log. */
export const staffReason = multiLineText('理由', { typeError: '理由を入力してください。' })
  .min(1, '理由を入力してください。')
  .max(500, '理由は500文字以内で入力してください。');

const instant = z.iso.datetime({ offset: true });

/** How an account stands: in use, stopped by staff (利用停止, lifted by staff) or left by its owner (退会, final). */
export const UserStatus = {
  values: ['Active', 'Suspended', 'Deactivated'] as const,
  labels: { Active: '利用中', Suspended: '利用停止中', Deactivated: '退会済み' },
};
export type UserStatus = (typeof UserStatus.values)[number];

export const UserRole = {
  values: ['CarOwner', 'FacilityProvider', 'Operator'] as const,
  labels: { CarOwner: '車両オーナー', FacilityProvider: 'スポット掲載者', Operator: '運営スタッフ' },
};
export type UserRole = (typeof UserRole.values)[number];

/** A user as a row of the staff's user search. */
export const staffUserSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(UserRole.values)),
  status: z.enum(UserStatus.values),
  createdAt: instant,
});
export type StaffUserSummary = z.infer<typeof staffUserSummary>;

export const staffListingRef = z.object({
  kind: z.enum(['Car', 'Spot']),
  id: z.uuid(),
  title: z.string(),
  verificationStatus: z.string(),
  publicationState: z.string(),
  listed: z.boolean(),
});

/** One row of the operator audit log. */
export const auditEntry = z.object({
  id: z.uuid(),
  operator: z.object({ id: z.uuid(), name: z.string() }),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.uuid(),
  /** What staff recognise the target by, resolved when the log is read (the id stays beside it for support). */
  target: z.object({
    /**
     * A person's name, a listing's or an article's title, a reservation's number with its listing
     * (`0B5E6A3C・ハイエース…`), a contact's reference with its sender; null when the object is gone or
     * its kind has no name (a mail, an image).
     */
    name: z.string().nullable(),
    /** The object has been deleted since (its kind has a name and none was found). */
    deleted: z.boolean(),
  }),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: instant,
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A user's whole standing for staff: roles, listings, how many reservations, and what staff did to the account. */
export const staffUserDetail = staffUserSummary.extend({
  suspendedAt: instant.nullable(),
  suspensionReason: z.string().nullable(),
  deactivatedAt: instant.nullable(),
  listings: z.array(staffListingRef),
  reservations: z.object({ asGuest: z.number().int(), asHost: z.number().int(), active: z.number().int() }),
  /** The latest staff actions on this account (newest first, at most 50; the audit log has the rest). */
  staffActions: z.array(auditEntry),
  /** The latest staff act on this operator's account that needed a second operator (ADR 0045), in whatever state; null when none. */
  staffRequest: staffActionRequest.nullable(),
});
export type StaffUserDetail = z.infer<typeof staffUserDetail>;

/** A reservation as staff see it: the detail its parties see, the parties' contact, and what staff did to it. */
export const staffReserveDetail = z.object({
  reserve: reserveDetail,
  guest: z.object({ id: z.uuid(), name: z.string(), email: z.string(), status: z.enum(UserStatus.values) }),
  host: z.object({ id: z.uuid(), name: z.string(), email: z.string(), status: z.enum(UserStatus.values) }),
  staffActions: z.array(auditEntry),
});
export type StaffReserveDetail = z.infer<typeof staffReserveDetail>;

/** A free-text search word of the console (a name, an email, a title): one line, bounded. */
export const staffSearchWord = (label: string) => singleLineText(label).max(100, `${label}は100文字以内で入力してください。`);

/** The audit actions the console names (others may appear: the log is generic). */
export const AuditAction = {
  values: [
    'reserve.cancel',
    'user.suspend',
    'user.unsuspend',
    'car.verify',
    'car.reject',
    'spot.verify',
    'spot.reject',
    'listingRevision.verify',
    'listingRevision.reject',
    'driverLicense.verify',
    'driverLicense.reject',
    'mail.retry',
    'review.accept',
    'review.reject',
    'contactMessage.answer',
    'contactMessage.done',
    'inquiry.read',
    'reserve.refund',
    'reserve.refundRequest',
    'reserve.refundApprove',
    'reserve.refundReject',
    'reserve.refundWithdraw',
    'user.suspendRequest',
    'user.suspendApprove',
    'user.unsuspendRequest',
    'user.unsuspendApprove',
    'user.staffActionReject',
    'user.staffActionWithdraw',
    'reserve.invoicePaid',
    'payout.close',
    'payout.exportZengin',
    'payout.markSent',
    'coupon.create',
    'coupon.stop',
  ] as const,
  labels: {
    'reserve.cancel': '予約の取消',
    'reserve.refund': '返金',
    'reserve.refundRequest': '返金の申請（承認待ち）',
    'reserve.refundApprove': '返金の承認',
    'reserve.refundReject': '返金の申請の却下',
    'reserve.refundWithdraw': '返金の申請の取り下げ',
    'reserve.invoicePaid': '請求書の入金記録',
    'payout.close': '月次支払の締め',
    'payout.exportZengin': '総合振込ファイルの出力',
    'payout.markSent': '支払の送金済み記録',
    'user.suspend': '利用停止',
    'user.unsuspend': '利用停止の解除',
    'user.suspendRequest': '利用停止の申請（承認待ち）',
    'user.suspendApprove': '利用停止の承認',
    'user.unsuspendRequest': '利用停止の解除の申請（承認待ち）',
    'user.unsuspendApprove': '利用停止の解除の承認',
    'user.staffActionReject': '運営操作の申請の却下',
    'user.staffActionWithdraw': '運営操作の申請の取り下げ',
    'car.verify': '車両の承認',
    'car.reject': '車両の差し戻し',
    'spot.verify': 'スポットの承認',
    'spot.reject': 'スポットの差し戻し',
    'listingRevision.verify': '掲載変更の承認',
    'listingRevision.reject': '掲載変更の差し戻し',
    'driverLicense.verify': '免許証の承認',
    'driverLicense.reject': '免許証の差し戻し',
    'mail.retry': 'メールの再送',
    'review.accept': 'レビューの承認',
    'review.reject': 'レビューの削除',
    'contactMessage.answer': 'お問い合わせへの回答',
    'contactMessage.done': 'お問い合わせの対応完了',
    'inquiry.read': 'メッセージの閲覧',
    'coupon.create': 'クーポンの作成',
    'coupon.stop': 'クーポンの停止',
  },
};
export type AuditAction = (typeof AuditAction.values)[number];
