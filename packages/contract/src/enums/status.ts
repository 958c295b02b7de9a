import { enumeration } from './enumeration.js';

/** Reservations, payments, accounts, messages, verification and reviews (spec §3). */
export const PaymentMethod = enumeration(['CreditCard', 'Invoice'], { CreditCard: 'クレジットカード', Invoice: '請求書払い' });
export type PaymentMethod = (typeof PaymentMethod.values)[number];

export const MessageKind = enumeration(['Normal', 'System'], { Normal: '通常メッセージ', System: 'システムメッセージ' });
export type MessageKind = (typeof MessageKind.values)[number];

export const RecordActivity = enumeration(['Active', 'Inactive', 'Temporary'], { Active: '有効', Inactive: '無効', Temporary: '一時保存' });
export type RecordActivity = (typeof RecordActivity.values)[number];

export const AccountType = enumeration(['Individual', 'Corporate'], { Individual: '個人', Corporate: '法人' });
export type AccountType = (typeof AccountType.values)[number];

export const ReserveTargetKind = enumeration(['CarShare', 'RentalCar', 'Spot'], {
  CarShare: 'カーシェア',
  RentalCar: 'レンタカー',
  Spot: 'スポット',
});
export type ReserveTargetKind = (typeof ReserveTargetKind.values)[number];

export const ReserveStatus = enumeration(['Request', 'Approved', 'Canceled', 'AutoCanceled', 'Renting', 'Returned'], {
  Request: '承認待ち',
  Approved: '予約確定',
  Canceled: 'キャンセル',
  AutoCanceled: '自動キャンセル',
  Renting: '利用中',
  Returned: '返却済み',
});
export type ReserveStatus = (typeof ReserveStatus.values)[number];

/** Car (and driving licence) verification, spec §4. */
export const VerificationStatus = enumeration(['Registered', 'VerificationRequest', 'Verified', 'Rejected'], {
  Registered: '未申請',
  VerificationRequest: '審査中',
  Verified: '承認済み',
  Rejected: '差し戻し',
});
export type VerificationStatus = (typeof VerificationStatus.values)[number];

/** The second verification status of spec §4 (no rejection: an unapproved request stays pending). */
export const SimpleVerificationStatus = enumeration(['Registered', 'VerificationRequest', 'Verified'], {
  Registered: '未申請',
  VerificationRequest: '審査中',
  Verified: '承認済み',
});
export type SimpleVerificationStatus = (typeof SimpleVerificationStatus.values)[number];

/**
 * Spec §4's review status, as ADR 0027 reads it: NotRegistered (this side has not written), Pending
 * (written, hidden until the other side writes or the window closes), Accepted (published), Rejected
 * (removed by an operator with a reason).
 */
export const ReviewStatus = enumeration(['Pending', 'Accepted', 'Rejected', 'NotRegistered'], {
  Pending: '公開待ち',
  Accepted: '公開中',
  Rejected: '運営により削除',
  NotRegistered: '未投稿',
});
export type ReviewStatus = (typeof ReviewStatus.values)[number];

/**
 * Spec §3 names a further enumeration {Normal, Current} without its meaning. We read it as the
 * version marker of a legal text: `Current` is the text in force, `Normal` an archived one
 * (docs/decisions/0004-legal-text-versions.md).
 */
export const DocumentVersionKind = enumeration(['Normal', 'Current'], { Normal: '過去の版', Current: '現行版' });
export type DocumentVersionKind = (typeof DocumentVersionKind.values)[number];
