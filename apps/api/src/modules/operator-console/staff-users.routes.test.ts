import * as c from '@kurumatabi/contract';
import type { StaffUserDetail } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, signIn, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, uniqueWord } from '../../../test/listings-fixtures.js';
import { buildReservesTestApp, errorOf, ok, reservableCar } from '../reserves/reserves-fixtures.js';
import { auditRowsOf, idOf, notificationsOf } from './console-fixtures.js';

/** The operator console's users (ADR 0033): search, show, suspend and lift, with the four-eyes rule and the audit row. */

let app: FastifyInstance;
let operator: TestUser;
let colleague: TestUser;
let operatorId: string;

beforeAll(async () => {
  app = await buildReservesTestApp();
  operator = await createOperator();
  colleague = await createOperator();
  operatorId = await idOf(operator);
});
afterAll(() => app.close());

const suspend = (by: TestUser, userId: string, reason: unknown) => injectAs(by, c.suspendUser, { userId, reason } as never);
const unsuspend = (by: TestUser, userId: string, reason: unknown) => injectAs(by, c.unsuspendUser, { userId, reason } as never);

async function searchKeyword(keyword: string) {
  return ok<{ items: { id: string; status: string }[]; total: number }>(
    await injectAs(operator, c.searchUsers, { keyword }),
    'search-users',
  );
}

async function listedCount(keyword: string): Promise<number> {
  return ok<{ total: number }>(await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword }), 'list-car').total;
}

describe('search-users and show-user', () => {
  it('finds users by a fragment of the name or email, by id, role and status, paged', async () => {
    const word = uniqueWord();
    const a = await createRegisteredUser(`検索 ${word} 一`);
    await createHost(`検索 ${word} 二`);
    const all = await searchKeyword(word);
    expect(all.total).toBe(2);
    const hosts = ok<{ items: { roles: string[] }[]; total: number }>(
      await injectAs(operator, c.searchUsers, { keyword: word, role: 'CarOwner' }),
      'by role',
    );
    expect([hosts.total, hosts.items[0]!.roles]).toEqual([1, ['CarOwner', 'FacilityProvider']]);
    const aId = await idOf(a);
    const byId = ok<{ items: { id: string; email: string }[] }>(await injectAs(operator, c.searchUsers, { userId: aId }), 'by id');
    expect(byId.items).toEqual([expect.objectContaining({ id: aId, email: a.email })]);
    const byEmail = await searchKeyword(a.email.slice(0, 12));
    expect(byEmail.items.map((u) => u.id)).toContain(aId);
    const paged = ok<{ items: unknown[]; total: number }>(
      await injectAs(operator, c.searchUsers, { keyword: word, limit: 1, offset: 1 }),
      'paged',
    );
    expect([paged.items.length, paged.total]).toEqual([1, 2]);
  });

  it('treats LIKE characters as text, and refuses control characters and huge inputs with 400', async () => {
    expect((await searchKeyword('%')).items.every((u) => u.id)).toBe(true);
    expect((await searchKeyword(`%_${uniqueWord()}`)).total).toBe(0);
    for (const keyword of ['a\u0000b', 'x'.repeat(101)]) {
      const response = await injectAs(operator, c.searchUsers, { keyword });
      expect([response.statusCode, errorOf(response).code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const tooMany = await injectAs(operator, c.searchUsers, { limit: 10_000 });
    expect(tooMany.statusCode).toBe(400);
  });

  it('shows roles, listings, reservation counts and status; an unknown id is 404', async () => {
    const host = await createHost(`詳細 ${uniqueWord()}`);
    const carId = await reservableCar(host, operator);
    const detail = ok<StaffUserDetail>(await injectAs(operator, c.showUser, { userId: await idOf(host) }), 'show-user');
    expect(detail).toMatchObject({
      status: 'Active',
      roles: ['CarOwner', 'FacilityProvider'],
      listings: [expect.objectContaining({ kind: 'Car', id: carId, listed: true })],
      reservations: { asGuest: 0, asHost: 0, active: 0 },
      staffActions: [],
    });
    const missing = await injectAs(operator, c.showUser, { userId: crypto.randomUUID() });
    expect([missing.statusCode, errorOf(missing).code]).toEqual([404, 'USER_NOT_FOUND']);
  });

  it('refuses everyone but operators with 403', async () => {
    const host = await createHost();
    for (const [endpoint, body] of [
      [c.searchUsers, {}],
      [c.showUser, { userId: operatorId }],
      [c.suspendUser, { userId: operatorId, reason: '試験' }],
      [c.searchAuditLog, {}],
    ] as const) {
      const response = await injectAs(host, endpoint, body as never);
      expect([response.statusCode, errorOf(response).code], endpoint.path).toEqual([403, 'FORBIDDEN']);
    }
  });
});

describe('suspend-user and unsuspend-user', () => {
  it('suspends with a reason: calls refused in Japanese, sessions revoked, listings hidden, data kept; one audit row; lifting restores', async () => {
    const word = uniqueWord();
    const host = await createHost(`停止 ${word}`);
    const hostId = await idOf(host);
    const carId = await reservableCar(host, operator, {}, word);
    expect(await listedCount(word)).toBe(1);
    const before = Date.now();

    const reason = '規約違反の疑いがあるため、調査が終わるまで利用を停止します。';
    const detail = ok<StaffUserDetail>(await suspend(operator, hostId, reason), 'suspend');
    expect(detail).toMatchObject({
      status: 'Suspended',
      suspensionReason: reason,
      listings: [expect.objectContaining({ id: carId, listed: false })],
    });

    // Exactly one audit row: who, what, when, why.
    const rows = await auditRowsOf(app, hostId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator_user_id: operatorId, action: 'user.suspend', target_kind: 'user', reason });
    expect(Date.parse(rows[0]!.at)).toBeGreaterThanOrEqual(before - 1000);

    // The old token is refused at once with the reason; who they are and the contact form still answer.
    const refused = await injectAs(host, c.showOwnedUserCars, {});
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'ACCOUNT_SUSPENDED']);
    expect(errorOf(refused).message).toContain('利用停止中');
    expect(errorOf(refused).message).toContain(reason);
    const me = ok<{ suspension?: { reason: string } }>(await injectAs(host, c.showCurrentUser, {}), 'show-current-user');
    expect(me.suspension?.reason).toBe(reason);

    // Firebase no longer renews the sessions: the refresh tokens were revoked.
    const identity = await app.firebaseAuth.getUser(host.uid);
    expect(Date.parse(identity.tokensValidAfterTime!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(identity.disabled).toBe(false);

    // Hidden from the public search, the account and its car kept.
    expect(await listedCount(word)).toBe(0);

    // A second suspension is a conflict, not a second row.
    const again = await suspend(colleague, hostId, 'もう一度');
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'USER_ALREADY_SUSPENDED']);

    // Lifted by an operator with a reason: a fresh sign-in works, the car is listed again.
    const lifted = ok<StaffUserDetail>(await unsuspend(colleague, hostId, '調査の結果、問題がありませんでした。'), 'unsuspend');
    expect(lifted).toMatchObject({ status: 'Active', suspendedAt: null, listings: [expect.objectContaining({ id: carId, listed: true })] });
    expect(lifted.staffActions.map((a) => [a.action, a.operator.name !== ''])).toEqual([
      ['user.unsuspend', true],
      ['user.suspend', true],
    ]);
    expect(await listedCount(word)).toBe(1);
    const fresh = { token: await signIn(host) };
    expect((await injectAs(fresh, c.showOwnedUserCars, {})).statusCode).toBe(200);
    const titles = (await notificationsOf(fresh)).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['アカウントが利用停止になりました', 'アカウントの利用停止が解除されました']));
    expect(await auditRowsOf(app, hostId)).toHaveLength(2);
  });

  it('requires a reason (400 in Japanese) and writes nothing without one', async () => {
    const user = await createRegisteredUser();
    const userId = await idOf(user);
    for (const reason of [undefined, '', '   ', 'x'.repeat(501), '理由\u0007']) {
      const response = await suspend(operator, userId, reason);
      expect([response.statusCode, errorOf(response).code], String(reason)).toEqual([400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(response.json())).toMatch(/理由/);
    }
    expect(await auditRowsOf(app, userId)).toEqual([]);
    expect((await injectAs(user, c.showCurrentUser, {})).statusCode).toBe(200);
  });

  it('never lets staff act on their own account (four-eyes), and 404s an unknown user', async () => {
    for (const call of [suspend, unsuspend]) {
      const response = await call(operator, operatorId, '自分自身を対象にした操作');
      expect([response.statusCode, errorOf(response).code]).toEqual([403, 'OPERATOR_OWN_ACCOUNT']);
    }
    expect(await auditRowsOf(app, operatorId)).toEqual([]);
    const missing = await suspend(operator, crypto.randomUUID(), '存在しないユーザー');
    expect([missing.statusCode, errorOf(missing).code]).toEqual([404, 'USER_NOT_FOUND']);
    const notSuspended = await unsuspend(operator, colleague === operator ? '' : await idOf(colleague), '停止されていない');
    expect([notSuspended.statusCode, errorOf(notSuspended).code]).toEqual([409, 'USER_NOT_SUSPENDED']);
  });

  it('refuses a deactivated account', async () => {
    const leaver = await createRegisteredUser();
    const leaverId = await idOf(leaver);
    ok(await injectAs(leaver, c.deactivateUser, { confirm: true }), 'deactivate');
    const response = await suspend(operator, leaverId, '退会済みのユーザー');
    expect([response.statusCode, errorOf(response).code]).toEqual([409, 'USER_DEACTIVATED']);
  });
});
