import type { Output, ParsedInput, searchUsers, StaffAccountAction, StaffUserDetail } from '@kurumatabi/contract';
import type { Auth } from 'firebase-admin/auth';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '../../db/after-commit.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Notify } from '../notifications/notifier.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { requireNotOwnAccount } from './four-eyes.js';
import { createStaffAccountActs, type OwnerFollower } from './staff-account-acts.js';
import { createStaffActionRequests } from './staff-action-requests.js';
import { createStaffUsersRepository } from './staff-users.repository.js';
import { toAuditEntry, toStaffUserSummary } from './staff-views.js';

/** How many staff actions the user's page shows (the audit log, filtered by the user, has them all). */
const STAFF_ACTIONS_SHOWN = 50;

/**
 * Users for staff (ADR 0033): search, the whole standing of one, and 利用停止 — suspending keeps the
 * account and its data (unlike 退会, ADR 0010), refuses the user's calls from the commit on, revokes
 * their refresh tokens and unlists their listings until an operator lifts it. Each act writes its
 * audit row and the user's notice (mailed through the outbox) in its own transaction. On an operator's
 * account each act needs a second operator (ADR 0045).
 */
export function createStaffUsersService(deps: {
  db: Db;
  firebaseAuth: Auth;
  notify: Notify;
  log: FastifyBaseLogger;
  now: () => Date;
  listings: readonly OwnerFollower[];
  /** This replica's remembered tokens of an account whose standing changed (ADR 0050). */
  forgetTokens?: (firebaseUid: string) => void;
}) {
  const repository = createStaffUsersRepository(deps.db);
  const audit = createOperatorAuditRepository(deps.db);
  const acts = createStaffAccountActs(deps);
  const requests = createStaffActionRequests({ db: deps.db, now: deps.now, acts });

  async function search(input: ParsedInput<typeof searchUsers>): Promise<Output<typeof searchUsers>> {
    const page = await repository.search(input, input.limit, input.offset);
    return { items: page.items.map(toStaffUserSummary), total: page.total, limit: input.limit, offset: input.offset };
  }

  async function show(userId: string): Promise<StaffUserDetail> {
    const row = await repository.findById(userId);
    if (!row) throw new AppError('USER_NOT_FOUND');
    const [listings, reservations, actions, staffRequest] = await Promise.all([
      repository.listings(row.id),
      repository.reservationCounts(row.id),
      audit.search({ targetId: row.id }, STAFF_ACTIONS_SHOWN, 0),
      requests.latestOf(row.id),
    ]);
    return {
      ...toStaffUserSummary(row),
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      suspensionReason: row.suspensionReason,
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
      listings,
      reservations,
      staffActions: actions.items.map(toAuditEntry),
      staffRequest,
    };
  }

  /**
   * One operator's act on an ordinary account applies at once; on an operator's account it is a request that a
   * second operator approves (ADR 0045), and nothing else changes now. Never on the operator's own account.
   */
  async function act(operator: UserRow, userId: string, action: StaffAccountAction, reason: string): Promise<StaffUserDetail> {
    requireNotOwnAccount(operator.id, userId);
    const suspended = await inTransaction(deps.db, async (tx) => {
      const current = await createStaffUsersRepository(tx).lockById(userId);
      if (!current) throw new AppError('USER_NOT_FOUND');
      if (current.isOperator) {
        await requests.request(tx, operator, current, action, reason);
        return null;
      }
      const audit = { operatorUserId: operator.id, action: action === 'Suspend' ? 'user.suspend' : 'user.unsuspend' };
      if (action === 'Suspend') return acts.suspend(tx, current, reason, audit);
      await acts.unsuspend(tx, current, reason, audit);
      return null;
    });
    if (suspended) await acts.revokeSessions(suspended);
    return show(userId);
  }

  const suspend = (operator: UserRow, userId: string, reason: string) => act(operator, userId, 'Suspend', reason);
  const unsuspend = (operator: UserRow, userId: string, reason: string) => act(operator, userId, 'Unsuspend', reason);

  async function approveRequest(operator: UserRow, ref: { userId: string; action: StaffAccountAction }): Promise<StaffUserDetail> {
    const suspended = await requests.approve(operator, ref);
    if (suspended) await acts.revokeSessions(suspended);
    return show(ref.userId);
  }

  async function rejectRequest(operator: UserRow, ref: { userId: string; action: StaffAccountAction; reason: string }) {
    await requests.reject(operator, ref);
    return show(ref.userId);
  }

  async function withdrawRequest(operator: UserRow, ref: { userId: string; action: StaffAccountAction }) {
    await requests.withdraw(operator, ref);
    return show(ref.userId);
  }

  async function listRequests(input: { limit: number; offset: number }) {
    return requests.list(input.limit, input.offset);
  }

  return { search, show, suspend, unsuspend, approveRequest, rejectRequest, withdrawRequest, listRequests };
}

export type StaffUsersService = ReturnType<typeof createStaffUsersService>;
