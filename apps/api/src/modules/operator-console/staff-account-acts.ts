import type { Auth } from 'firebase-admin/auth';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '../../db/after-commit.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { DbOrTx, Tx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { createStaffUsersRepository } from './staff-users.repository.js';

/** Listings that follow their owner's standing (cars and spots render their public documents again). */
export interface OwnerFollower {
  followOwner(tx: DbOrTx, ownerUserId: string): Promise<void>;
}

/** Who applies an act, and the audit row it writes: the one operator (`user.suspend`) or the approver (`user.suspendApprove`). */
export interface ActAudit {
  operatorUserId: string;
  action: string;
  details?: Record<string, unknown>;
}

/**
 * 利用停止 and its lifting as applied inside a transaction that holds the user's lock (ADR 0033): the
 * columns, the owner's listings, the audit row and the user's notice (mailed through the outbox). One
 * operator's act on an ordinary user and a second operator's approval (ADR 0045) apply them the same way.
 */
export function createStaffAccountActs(deps: {
  firebaseAuth: Auth;
  notify: Notify;
  log: FastifyBaseLogger;
  now: () => Date;
  listings: readonly OwnerFollower[];
  /** This replica forgets the account's remembered tokens after the commit; the others on its notice (ADR 0050). */
  forgetTokens?: (firebaseUid: string) => void;
}) {
  /** The columns, and this replica's remembered tokens of the account once the transaction has committed. */
  async function setSuspension(tx: Tx, current: UserRow, suspension: { at: Date; reason: string } | null): Promise<UserRow> {
    const row = await createStaffUsersRepository(tx).setSuspension(current.id, suspension);
    afterCommit(tx, () => deps.forgetTokens?.(current.firebaseUid));
    return row;
  }

  /** Whether the act may be applied to the account as it stands now (checked again when an approval applies it). */
  function checkSuspend(current: UserRow): void {
    if (current.deactivatedAt) throw new AppError('USER_DEACTIVATED');
    if (current.suspendedAt) throw new AppError('USER_ALREADY_SUSPENDED');
  }

  function checkUnsuspend(current: UserRow): void {
    if (!current.suspendedAt) throw new AppError('USER_NOT_SUSPENDED');
  }

  async function suspend(tx: Tx, current: UserRow, reason: string, audit: ActAudit): Promise<UserRow> {
    checkSuspend(current);
    const at = deps.now();
    const row = await setSuspension(tx, current, { at, reason });
    // The owner's listings stop being listed with the suspension (listed = verified, published, owner active).
    for (const listings of deps.listings) await listings.followOwner(tx, current.id);
    await createOperatorAuditRepository(tx).record({ ...audit, targetKind: 'user', targetId: current.id, reason, at });
    await deps.notify(
      current.id,
      {
        kind: 'Account',
        title: 'アカウントが利用停止になりました',
        body: `運営の判断により、アカウントを利用停止にしました。\n理由: ${reason}\nご不明な点はお問い合わせフォームからご連絡ください。`,
        link: '/contact',
      },
      { tx },
    );
    return row;
  }

  async function unsuspend(tx: Tx, current: UserRow, reason: string, audit: ActAudit): Promise<void> {
    checkUnsuspend(current);
    const at = deps.now();
    await setSuspension(tx, current, null);
    for (const listings of deps.listings) await listings.followOwner(tx, current.id);
    await createOperatorAuditRepository(tx).record({
      ...audit,
      targetKind: 'user',
      targetId: current.id,
      reason,
      details: { ...audit.details, suspendedAt: current.suspendedAt?.toISOString(), suspensionReason: current.suspensionReason },
      at,
    });
    await deps.notify(
      current.id,
      {
        kind: 'Account',
        title: 'アカウントの利用停止が解除されました',
        body: 'アカウントの利用停止を解除しました。もう一度ログインすると、これまでどおりご利用いただけます。',
        link: '/mypage',
      },
      { tx },
    );
  }

  /** After the commit (ADR 0010's order): the database refuses the tokens already; now no session can be renewed. */
  async function revokeSessions(suspended: UserRow): Promise<void> {
    try {
      await deps.firebaseAuth.revokeRefreshTokens(suspended.firebaseUid);
    } catch (error) {
      deps.log.error(
        { err: error, userId: suspended.id },
        '利用停止したユーザーのセッションを無効化できませんでした（データベースでは拒否済み）',
      );
    }
  }

  return { checkSuspend, checkUnsuspend, suspend, unsuspend, revokeSessions };
}

export type StaffAccountActs = ReturnType<typeof createStaffAccountActs>;
