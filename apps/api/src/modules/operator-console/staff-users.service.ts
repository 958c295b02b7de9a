import type { Output, ParsedInput, searchUsers, StaffUserDetail } from '@kurumatabi/contract';
import type { Auth } from 'firebase-admin/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { createStaffUsersRepository } from './staff-users.repository.js';
import { toAuditEntry, toStaffUserSummary } from './staff-views.js';

/** How many staff actions the user's page shows (the audit log, filtered by the user, has them all). */
const STAFF_ACTIONS_SHOWN = 50;

/** Listings that follow their owner's standing (cars and spots render their public documents again). */
interface OwnerFollower {
  followOwner(tx: DbOrTx, ownerUserId: string): Promise<void>;
}

/**
 * Users for staff (ADR 0033): search, the whole standing of one, and 利用停止 — suspending keeps the
 * account and its data (unlike 退会, ADR 0010), refuses the user's calls from the commit on, revokes
 * their refresh tokens and unlists their listings until an operator lifts it. Each act writes its
 * audit row and the user's notice (mailed through the outbox) in its own transaction.
 */
export function createStaffUsersService(deps: {
  db: Db;
  firebaseAuth: Auth;
  notify: Notify;
  log: FastifyBaseLogger;
  now: () => Date;
  listings: readonly OwnerFollower[];
}) {
  const repository = createStaffUsersRepository(deps.db);
  const audit = createOperatorAuditRepository(deps.db);

  async function search(input: ParsedInput<typeof searchUsers>): Promise<Output<typeof searchUsers>> {
    const page = await repository.search(input, input.limit, input.offset);
    return { items: page.items.map(toStaffUserSummary), total: page.total, limit: input.limit, offset: input.offset };
  }

  async function show(userId: string): Promise<StaffUserDetail> {
    const row = await repository.findById(userId);
    if (!row) throw new AppError('USER_NOT_FOUND');
    const [listings, reservations, actions] = await Promise.all([
      repository.listings(row.id),
      repository.reservationCounts(row.id),
      audit.search({ targetId: row.id }, STAFF_ACTIONS_SHOWN, 0),
    ]);
    return {
      ...toStaffUserSummary(row),
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      suspensionReason: row.suspensionReason,
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
      listings,
      reservations,
      staffActions: actions.items.map(toAuditEntry),
    };
  }

  /** The four-eyes rule: staff never act on their own account. */
  function notSelf(operator: UserRow, userId: string): void {
    if (operator.id === userId) throw new AppError('OPERATOR_OWN_ACCOUNT');
  }

  async function suspend(operator: UserRow, userId: string, reason: string): Promise<StaffUserDetail> {
    notSelf(operator, userId);
    const suspended = await deps.db.transaction(async (tx) => {
      const users = createStaffUsersRepository(tx);
      const current = await users.lockById(userId);
      if (!current) throw new AppError('USER_NOT_FOUND');
      if (current.deactivatedAt) throw new AppError('USER_DEACTIVATED');
      if (current.suspendedAt) throw new AppError('USER_ALREADY_SUSPENDED');
      const at = deps.now();
      const row = await users.setSuspension(userId, { at, reason });
      // The owner's listings stop being listed with the suspension (listed = verified, published, owner active).
      for (const listings of deps.listings) await listings.followOwner(tx, userId);
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operator.id,
        action: 'user.suspend',
        targetKind: 'user',
        targetId: userId,
        reason,
        at,
      });
      await deps.notify(
        userId,
        {
          kind: 'Account',
          title: 'アカウントが利用停止になりました',
          body: `運営の判断により、アカウントを利用停止にしました。\n理由: ${reason}\nご不明な点はお問い合わせフォームからご連絡ください。`,
          link: '/contact',
        },
        { tx },
      );
      return row;
    });
    // ADR 0010's order: the database refuses the tokens from the commit on; then no session can be renewed.
    try {
      await deps.firebaseAuth.revokeRefreshTokens(suspended.firebaseUid);
    } catch (error) {
      deps.log.error({ err: error, userId }, '利用停止したユーザーのセッションを無効化できませんでした（データベースでは拒否済み）');
    }
    return show(userId);
  }

  async function unsuspend(operator: UserRow, userId: string, reason: string): Promise<StaffUserDetail> {
    notSelf(operator, userId);
    await deps.db.transaction(async (tx) => {
      const users = createStaffUsersRepository(tx);
      const current = await users.lockById(userId);
      if (!current) throw new AppError('USER_NOT_FOUND');
      if (!current.suspendedAt) throw new AppError('USER_NOT_SUSPENDED');
      const at = deps.now();
      await users.setSuspension(userId, null);
      for (const listings of deps.listings) await listings.followOwner(tx, userId);
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operator.id,
        action: 'user.unsuspend',
        targetKind: 'user',
        targetId: userId,
        reason,
        details: { suspendedAt: current.suspendedAt.toISOString(), suspensionReason: current.suspensionReason },
        at,
      });
      await deps.notify(
        userId,
        {
          kind: 'Account',
          title: 'アカウントの利用停止が解除されました',
          body: 'アカウントの利用停止を解除しました。もう一度ログインすると、これまでどおりご利用いただけます。',
          link: '/mypage',
        },
        { tx },
      );
    });
    return show(userId);
  }

  return { search, show, suspend, unsuspend };
}

export type StaffUsersService = ReturnType<typeof createStaffUsersService>;
