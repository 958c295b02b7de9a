import * as c from '@kurumatabi/contract';
import type { StaffActionRequest, StaffUserDetail } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, signIn, type TestUser } from '../../../test/helpers.js';
import { createOperator } from '../../../test/listings-fixtures.js';
import { buildReservesTestApp, errorOf, ok } from '../reserves/reserves-fixtures.js';
import { auditRowsOf, idOf, notificationsOf } from './console-fixtures.js';

/**
 * Staff on staff need two of them (issue 34, ADR 0045): an act on an operator's account waits for a second
 * operator, who is neither the requester nor the account's holder; the act applies once, audited at every step.
 */

let app: FastifyInstance;
/** Four colleagues: `a` asks, `b` and `c` may decide, `target` is the operator acted on (fresh per test). */
let a: TestUser;
let b: TestUser;
let cc: TestUser;

beforeAll(async () => {
  app = await buildReservesTestApp();
  [a, b, cc] = await Promise.all([createOperator(), createOperator(), createOperator()]);
});
afterAll(() => app.close());

const reason = '不正な返金操作の疑いがあるため、調査が終わるまで利用を停止します。';
const suspend = (by: TestUser, userId: string) => injectAs(by, c.suspendUser, { userId, reason });
const unsuspend = (by: TestUser, userId: string) =>
  injectAs(by, c.unsuspendUser, { userId, reason: '調査の結果、問題はありませんでした。' });
const approve = (by: TestUser, userId: string, action: c.StaffAccountAction = 'Suspend') =>
  injectAs(by, c.operatorApproveStaffAction, { userId, action });

async function freshTarget(): Promise<{ target: TestUser; targetId: string }> {
  const target = await createOperator();
  return { target, targetId: await idOf(target) };
}

async function waitingList(): Promise<{ items: StaffActionRequest[]; total: number }> {
  return ok(await injectAs(b, c.operatorListStaffActionRequests, { limit: 50 }), 'list-staff-action-requests');
}

describe('an act on an operator’s account waits for a second operator', () => {
  it('records one operator’s suspension of another as a request and changes nothing: the target still signs in and works', async () => {
    const { target, targetId } = await freshTarget();
    const detail = ok<StaffUserDetail>(await suspend(a, targetId), 'suspend');
    expect(detail.status).toBe('Active');
    expect(detail.suspendedAt).toBeNull();
    expect(detail.staffRequest).toMatchObject({
      action: 'Suspend',
      status: 'Requested',
      reason,
      target: { id: targetId },
      requestedBy: { id: await idOf(a) },
      decidedBy: null,
    });
    const { requestedAt, expiresAt } = detail.staffRequest!;
    expect(Date.parse(expiresAt) - Date.parse(requestedAt)).toBe(c.STAFF_ACTION_REQUEST_HOURS * 3_600_000);

    // The target is not locked out: its calls, an operator's call included, answer; a fresh sign-in works.
    expect((await injectAs(target, c.searchUsers, {})).statusCode).toBe(200);
    expect((await injectAs({ token: await signIn(target) }, c.showCurrentUser, {})).statusCode).toBe(200);
    expect((await notificationsOf(target)).map((n) => n.title)).not.toContain('アカウントが利用停止になりました');

    // Audited: the request, with its reason; and it is on the other operators' list with the names.
    expect((await auditRowsOf(app, targetId)).map((r) => [r.action, r.reason])).toEqual([['user.suspendRequest', reason]]);
    const listed = (await waitingList()).items.find((r) => r.target.id === targetId);
    expect(listed).toMatchObject({ status: 'Requested', action: 'Suspend', target: { name: expect.stringContaining('審査 担当') } });
    const named = ok<{ items: c.AuditEntry[] }>(await injectAs(b, c.searchAuditLog, { targetId }), 'audit').items;
    expect(named.map((e) => [e.action, e.target.deleted, Boolean(e.target.name)])).toEqual([['user.suspendRequest', false, true]]);
  });

  it('applies the suspension when a second operator approves it, in one transaction with the request, audited', async () => {
    const { target, targetId } = await freshTarget();
    ok(await suspend(a, targetId), 'request');
    const before = Date.now();
    const detail = ok<StaffUserDetail>(await approve(b, targetId), 'approve');
    expect(detail).toMatchObject({ status: 'Suspended', suspensionReason: reason });
    expect(detail.staffRequest).toMatchObject({ status: 'Approved', decidedBy: { id: await idOf(b) } });

    const refused = await injectAs(target, c.searchUsers, {});
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'ACCOUNT_SUSPENDED']);
    const identity = await app.firebaseAuth.getUser(target.uid);
    expect(Date.parse(identity.tokensValidAfterTime!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);

    const rows = await auditRowsOf(app, targetId);
    expect(rows.map((r) => [r.action, r.operator_user_id])).toEqual([
      ['user.suspendRequest', await idOf(a)],
      ['user.suspendApprove', await idOf(b)],
    ]);
    expect(rows[1]).toMatchObject({ reason, details: expect.objectContaining({ requestedBy: await idOf(a) }) });
    expect((await waitingList()).items.map((r) => r.target.id)).not.toContain(targetId);
  });

  it('refuses the requester’s own approval or rejection with 403 in Japanese, and changes nothing', async () => {
    const { targetId } = await freshTarget();
    ok(await suspend(a, targetId), 'request');
    for (const response of [
      await approve(a, targetId),
      await injectAs(a, c.operatorRejectStaffAction, { userId: targetId, action: 'Suspend', reason: '自分で却下' }),
    ]) {
      expect([response.statusCode, errorOf(response).code]).toEqual([403, 'STAFF_ACTION_SELF_APPROVAL']);
      expect(errorOf(response).message).toBe('ご自身が申請した操作は承認・却下できません。別の運営スタッフが承認します。');
    }
    const detail = ok<StaffUserDetail>(await injectAs(b, c.showUser, { userId: targetId }), 'show');
    expect([detail.status, detail.staffRequest?.status]).toEqual(['Active', 'Requested']);
    expect((await auditRowsOf(app, targetId)).map((r) => r.action)).toEqual(['user.suspendRequest']);
  });

  it('refuses the target operator deciding on their own account', async () => {
    const { target, targetId } = await freshTarget();
    ok(await suspend(a, targetId), 'request');
    for (const response of [
      await approve(target, targetId),
      await injectAs(target, c.operatorRejectStaffAction, { userId: targetId, action: 'Suspend', reason: '不当です' }),
      await injectAs(target, c.operatorWithdrawStaffAction, { userId: targetId, action: 'Suspend' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(['OPERATOR_OWN_ACCOUNT', 'STAFF_ACTION_NOT_REQUESTER']).toContain(errorOf(response).code);
    }
    const detail = ok<StaffUserDetail>(await injectAs(b, c.showUser, { userId: targetId }), 'show');
    expect([detail.status, detail.staffRequest?.status]).toEqual(['Active', 'Requested']);
  });

  it('applies two approvals at once exactly once: one 200, one 409, one audit row, one notice', async () => {
    const { target, targetId } = await freshTarget();
    ok(await suspend(a, targetId), 'request');
    const responses = await Promise.all([approve(b, targetId), approve(cc, targetId), approve(b, targetId)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(responses.filter((r) => r.statusCode === 409).map((r) => errorOf(r).code)).toEqual([
      'STAFF_ACTION_NOTHING_WAITING',
      'STAFF_ACTION_NOTHING_WAITING',
    ]);
    expect((await auditRowsOf(app, targetId)).filter((r) => r.action === 'user.suspendApprove')).toHaveLength(1);
    // A suspended account cannot read its notices through the API: count them in the table.
    const notices = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${targetId} and title = 'アカウントが利用停止になりました'`,
    );
    expect(notices.rows[0]?.n).toBe(1);
    expect((await injectAs({ token: await signIn(target) }, c.searchUsers, {})).statusCode).toBe(403);
  });

  it('lifts an operator’s suspension only with a second operator too', async () => {
    const { target, targetId } = await freshTarget();
    ok(await suspend(a, targetId), 'request');
    ok(await approve(b, targetId), 'approve');

    const asked = ok<StaffUserDetail>(await unsuspend(a, targetId), 'request lifting');
    expect([asked.status, asked.staffRequest?.action, asked.staffRequest?.status]).toEqual(['Suspended', 'Unsuspend', 'Requested']);
    expect((await injectAs({ token: await signIn(target) }, c.searchUsers, {})).statusCode).toBe(403);

    // The act the approver saw must be the one waiting.
    const wrong = await approve(cc, targetId, 'Suspend');
    expect([wrong.statusCode, errorOf(wrong).code]).toEqual([409, 'STAFF_ACTION_NOTHING_WAITING']);
    const lifted = ok<StaffUserDetail>(await approve(cc, targetId, 'Unsuspend'), 'approve lifting');
    expect([lifted.status, lifted.staffRequest?.status]).toEqual(['Active', 'Approved']);
    expect((await injectAs({ token: await signIn(target) }, c.searchUsers, {})).statusCode).toBe(200);
    expect((await auditRowsOf(app, targetId)).map((r) => r.action)).toEqual([
      'user.suspendRequest',
      'user.suspendApprove',
      'user.unsuspendRequest',
      'user.unsuspendApprove',
    ]);
  });

  it('refuses a second request while one waits; the author withdraws it, another operator rejects one, each audited', async () => {
    const { targetId } = await freshTarget();
    ok(await suspend(a, targetId), 'request');
    const second = await suspend(b, targetId);
    expect([second.statusCode, errorOf(second).code]).toEqual([409, 'STAFF_ACTION_AWAITING_APPROVAL']);

    const notMine = await injectAs(b, c.operatorWithdrawStaffAction, { userId: targetId, action: 'Suspend' });
    expect([notMine.statusCode, errorOf(notMine).code]).toEqual([403, 'STAFF_ACTION_NOT_REQUESTER']);
    const withdrawn = ok<StaffUserDetail>(
      await injectAs(a, c.operatorWithdrawStaffAction, { userId: targetId, action: 'Suspend' }),
      'withdraw',
    );
    expect([withdrawn.status, withdrawn.staffRequest?.status]).toEqual(['Active', 'Withdrawn']);
    expect((await approve(b, targetId)).statusCode).toBe(409);

    ok(await suspend(b, targetId), 'a new request once none waits');
    const rejected = ok<StaffUserDetail>(
      await injectAs(cc, c.operatorRejectStaffAction, { userId: targetId, action: 'Suspend', reason: '根拠が不十分です。' }),
      'reject',
    );
    expect(rejected.status).toBe('Active');
    expect(rejected.staffRequest).toMatchObject({
      status: 'Rejected',
      decisionReason: '根拠が不十分です。',
      decidedBy: { id: await idOf(cc) },
    });
    expect((await auditRowsOf(app, targetId)).map((r) => [r.action, r.reason])).toEqual([
      ['user.suspendRequest', reason],
      ['user.staffActionWithdraw', null],
      ['user.suspendRequest', reason],
      ['user.staffActionReject', '根拠が不十分です。'],
    ]);
  });

  it('lets an unanswered request lapse after 24 hours: nothing to approve, off the list, and a new request may be made', async () => {
    const { targetId } = await freshTarget();
    ok(await suspend(a, targetId), 'request');
    await app.db.execute(
      sql`update staff_account_requests set requested_at = requested_at - interval '25 hours', expires_at = expires_at - interval '25 hours' where target_user_id = ${targetId}`,
    );
    const late = await approve(b, targetId);
    expect([late.statusCode, errorOf(late).code]).toEqual([409, 'STAFF_ACTION_NOTHING_WAITING']);
    const detail = ok<StaffUserDetail>(await injectAs(b, c.showUser, { userId: targetId }), 'show');
    expect([detail.status, detail.staffRequest?.status]).toEqual(['Active', 'Expired']);
    expect((await waitingList()).items.map((r) => r.target.id)).not.toContain(targetId);

    const again = ok<StaffUserDetail>(await suspend(b, targetId), 'a new request');
    expect(again.staffRequest?.status).toBe('Requested');
    const statuses = await app.db.execute<{ status: string }>(
      sql`select status from staff_account_requests where target_user_id = ${targetId} order by requested_at`,
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['Expired', 'Requested']);
  });

  it('keeps one operator’s act on an ordinary account one step, as before', async () => {
    const member = await createRegisteredUser('一般 利用者');
    const memberId = await idOf(member);
    const detail = ok<StaffUserDetail>(await suspend(a, memberId), 'suspend');
    expect([detail.status, detail.staffRequest]).toEqual(['Suspended', null]);
    expect((await injectAs(member, c.showOwnedUserCars, {})).statusCode).toBe(403);
    const none = await approve(b, memberId);
    expect([none.statusCode, errorOf(none).code]).toEqual([409, 'STAFF_ACTION_NOTHING_WAITING']);
    expect(ok<StaffUserDetail>(await unsuspend(a, memberId), 'lift').status).toBe('Active');
    expect((await auditRowsOf(app, memberId)).map((r) => r.action)).toEqual(['user.suspend', 'user.unsuspend']);
  });

  it('keeps the rule in the database: an approval by the requester or the target cannot be written', async () => {
    const { targetId } = await freshTarget();
    ok(await suspend(a, targetId), 'request');
    const aId = await idOf(a);
    for (const by of [aId, targetId]) {
      await expect(
        app.db.execute(sql`update staff_account_requests set status = 'Approved', decided_by = ${by} where target_user_id = ${targetId}`),
      ).rejects.toThrow();
    }
  });
});
