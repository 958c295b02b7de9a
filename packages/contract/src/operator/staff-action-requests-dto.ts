import { z } from 'zod';

/**
 * Four eyes on staff acts against staff (ADR 0045): an act on an operator's account is first a request
 * that another operator approves — the same shape as a staff refund above the threshold (ADR 0041).
 */

const instant = z.iso.datetime({ offset: true });

/** The acts on an account that need a second operator when the account is an operator's. */
export const StaffAccountAction = {
  values: ['Suspend', 'Unsuspend'] as const,
  labels: { Suspend: '利用停止', Unsuspend: '利用停止の解除' },
};
export type StaffAccountAction = (typeof StaffAccountAction.values)[number];

/**
 * Where a request stands: waiting, applied by a second operator, refused by one, taken back by its author,
 * or lapsed unanswered (`STAFF_ACTION_REQUEST_HOURS` after it was made).
 */
export const StaffActionRequestStatus = {
  values: ['Requested', 'Approved', 'Rejected', 'Withdrawn', 'Expired'] as const,
  labels: { Requested: '承認待ち', Approved: '承認済み', Rejected: '却下', Withdrawn: '取り下げ', Expired: '期限切れ' },
};
export type StaffActionRequestStatus = (typeof StaffActionRequestStatus.values)[number];

/**
 * A request lapses this long after it was made, unanswered (ADR 0045): long enough for a colleague's next shift,
 * short enough that its reason is still today's and nobody approves a forgotten request out of its context.
 */
export const STAFF_ACTION_REQUEST_HOURS = 24;

const person = z.object({ id: z.uuid(), name: z.string() });

export const staffActionRequest = z.object({
  id: z.uuid(),
  action: z.enum(StaffAccountAction.values),
  target: person.extend({ email: z.string() }),
  reason: z.string(),
  status: z.enum(StaffActionRequestStatus.values),
  requestedBy: person,
  requestedAt: instant,
  expiresAt: instant,
  decidedBy: person.nullable(),
  decidedAt: instant.nullable(),
  /** A rejection's reason. */
  decisionReason: z.string().nullable(),
});
export type StaffActionRequest = z.infer<typeof staffActionRequest>;

/** Which waiting request a decision names: the account and the act the deciding operator saw. */
export const staffActionRequestRef = {
  userId: z.uuid({ error: 'ユーザー ID の形式が正しくありません。' }),
  action: z.enum(StaffAccountAction.values, { error: '操作の種類が正しくありません。' }),
};
