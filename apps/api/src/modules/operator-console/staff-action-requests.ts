import {
  STAFF_ACTION_REQUEST_HOURS,
  type StaffAccountAction,
  type StaffActionRequest,
  type StaffActionRequestStatus,
} from '@kurumatabi/contract';
import { inTransaction } from '../../db/after-commit.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../listings/listings.repository.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { requireNotOwnAccount, requireSecondOperator } from './four-eyes.js';
import type { StaffAccountActs } from './staff-account-acts.js';
import { createStaffAccountRequestsRepository, type StaffAccountRequestView } from './staff-account-requests.repository.js';
import { createStaffUsersRepository } from './staff-users.repository.js';

/**
 * Staff on staff need two of them (ADR 0045): an act on an operator's account is recorded as a request and
 * changes nothing; a different operator — never the requester, never the account's holder — approves it, which
 * applies the act in the same transaction as the request's state change, or rejects it; its author may withdraw
 * it; unanswered, it lapses after STAFF_ACTION_REQUEST_HOURS. Every step writes its audit row in its transaction.
 * Locks: the account's user row first, then its waiting request — the order of every path, so two approvals
 * at once queue on the user row and the second finds nothing waiting.
 */

const REQUEST_AUDIT: Record<StaffAccountAction, string> = { Suspend: 'user.suspendRequest', Unsuspend: 'user.unsuspendRequest' };
const APPROVE_AUDIT: Record<StaffAccountAction, string> = { Suspend: 'user.suspendApprove', Unsuspend: 'user.unsuspendApprove' };

/** A waiting request past its time reads as lapsed, before any later request closes it in the table. */
export function statusAt(row: { status: StaffActionRequestStatus; expiresAt: Date }, now: Date): StaffActionRequestStatus {
  return row.status === 'Requested' && row.expiresAt.getTime() <= now.getTime() ? 'Expired' : row.status;
}

export function toStaffActionRequest(view: NonNullable<StaffAccountRequestView>, now: Date): StaffActionRequest {
  const r = view.request;
  return {
    id: r.id,
    action: r.action,
    target: view.target,
    reason: r.reason,
    status: statusAt(r, now),
    requestedBy: view.requestedBy,
    requestedAt: r.requestedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    decidedBy: view.decidedBy?.id ? { id: view.decidedBy.id, name: view.decidedBy.name } : null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionReason: r.decisionReason,
  };
}

export function createStaffActionRequests(deps: { db: Db; now: () => Date; acts: StaffAccountActs }) {
  /**
   * The first operator's call on an operator's account, inside its transaction under the user's lock: the
   * account must allow the act now, and no other request may wait (a lapsed one is closed as Expired first).
   */
  async function request(tx: Tx, operator: UserRow, target: UserRow, action: StaffAccountAction, reason: string): Promise<void> {
    if (action === 'Suspend') deps.acts.checkSuspend(target);
    else deps.acts.checkUnsuspend(target);
    const requests = createStaffAccountRequestsRepository(tx);
    const at = deps.now();
    const waiting = await requests.lockWaiting(target.id);
    if (waiting && statusAt(waiting, at) === 'Requested') throw new AppError('STAFF_ACTION_AWAITING_APPROVAL');
    if (waiting) await requests.decide(waiting.id, { status: 'Expired', by: null, at: waiting.expiresAt });
    const expiresAt = new Date(at.getTime() + STAFF_ACTION_REQUEST_HOURS * 3_600_000);
    const row = await requests.insert({ targetUserId: target.id, action, reason, requestedBy: operator.id, requestedAt: at, expiresAt });
    await createOperatorAuditRepository(tx).record({
      operatorUserId: operator.id,
      action: REQUEST_AUDIT[action],
      targetKind: 'user',
      targetId: target.id,
      reason,
      details: { staffRequestId: row.id, expiresAt: expiresAt.toISOString() },
      at,
    });
  }

  /** The account under its lock and its request still waiting for the act the deciding operator saw. */
  async function lockWaitingFor(tx: Tx, userId: string, action: StaffAccountAction) {
    const target = await createStaffUsersRepository(tx).lockById(userId);
    if (!target) throw new AppError('USER_NOT_FOUND');
    const waiting = await createStaffAccountRequestsRepository(tx).lockWaiting(userId);
    if (!waiting || waiting.action !== action || statusAt(waiting, deps.now()) !== 'Requested') {
      throw new AppError('STAFF_ACTION_NOTHING_WAITING');
    }
    return { target, waiting };
  }

  /** A second operator applies the waiting act; returns the suspended account whose sessions to revoke after the commit. */
  async function approve(operator: UserRow, ref: { userId: string; action: StaffAccountAction }): Promise<UserRow | null> {
    requireNotOwnAccount(operator.id, ref.userId);
    return inTransaction(deps.db, async (tx) => {
      const { target, waiting } = await lockWaitingFor(tx, ref.userId, ref.action);
      requireSecondOperator(waiting, operator.id, 'STAFF_ACTION_SELF_APPROVAL');
      const at = deps.now();
      await createStaffAccountRequestsRepository(tx).decide(waiting.id, { status: 'Approved', by: operator.id, at });
      const audit = {
        operatorUserId: operator.id,
        action: APPROVE_AUDIT[waiting.action],
        details: { staffRequestId: waiting.id, requestedBy: waiting.requestedBy },
      };
      if (waiting.action === 'Suspend') return deps.acts.suspend(tx, target, waiting.reason, audit);
      await deps.acts.unsuspend(tx, target, waiting.reason, audit);
      return null;
    });
  }

  async function reject(operator: UserRow, ref: { userId: string; action: StaffAccountAction; reason: string }): Promise<void> {
    requireNotOwnAccount(operator.id, ref.userId);
    await inTransaction(deps.db, async (tx) => {
      const { waiting } = await lockWaitingFor(tx, ref.userId, ref.action);
      requireSecondOperator(waiting, operator.id, 'STAFF_ACTION_SELF_APPROVAL');
      const at = deps.now();
      await createStaffAccountRequestsRepository(tx).decide(waiting.id, { status: 'Rejected', by: operator.id, at, reason: ref.reason });
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operator.id,
        action: 'user.staffActionReject',
        targetKind: 'user',
        targetId: ref.userId,
        reason: ref.reason,
        details: { staffRequestId: waiting.id, requestedAction: waiting.action, requestedBy: waiting.requestedBy },
        at,
      });
    });
  }

  async function withdraw(operator: UserRow, ref: { userId: string; action: StaffAccountAction }): Promise<void> {
    await inTransaction(deps.db, async (tx) => {
      const { waiting } = await lockWaitingFor(tx, ref.userId, ref.action);
      if (waiting.requestedBy !== operator.id) throw new AppError('STAFF_ACTION_NOT_REQUESTER');
      const at = deps.now();
      await createStaffAccountRequestsRepository(tx).decide(waiting.id, { status: 'Withdrawn', by: operator.id, at });
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operator.id,
        action: 'user.staffActionWithdraw',
        targetKind: 'user',
        targetId: ref.userId,
        details: { staffRequestId: waiting.id, requestedAction: waiting.action },
        at,
      });
    });
  }

  async function list(limit: number, offset: number) {
    const now = deps.now();
    const page = await createStaffAccountRequestsRepository(deps.db).waiting(now, limit, offset);
    return { items: page.items.map((view) => toStaffActionRequest(view, now)), total: page.total, limit, offset };
  }

  async function latestOf(userId: string): Promise<StaffActionRequest | null> {
    const view = await createStaffAccountRequestsRepository(deps.db).latestOf(userId);
    return view ? toStaffActionRequest(view, deps.now()) : null;
  }

  return { request, approve, reject, withdraw, list, latestOf };
}
