/**
 * ADR 0050 for accounts: two apps on one database stand for two API replicas, each remembering the
 * tokens it verified for a minute (ADR 0008). An account suspended, lifted or deactivated through one
 * is refused by the other within 2 s, with the very envelope the first gives, and the other forgets
 * the tokens it remembered of it.
 */
import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, signIn, type TestUser } from '../../test/helpers.js';
import { createOperator } from '../../test/listings-fixtures.js';
import { msUntil, sleep, twoReplicas } from '../../test/replicas.js';

/** Replica A (`writer`), where the writes go, and replica B (`reader`), which must follow. */
const replicas = twoReplicas();
let operator: TestUser;

beforeAll(async () => {
  operator = await createOperator();
});

/** The emulator counts revocation in whole seconds: a token is revoked only if signed in during an earlier second. */
async function waitForNextSecondAfter(idToken: string): Promise<void> {
  const { auth_time } = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { auth_time: number };
  while (Math.floor(Date.now() / 1000) <= auth_time) await sleep(50);
}

const notifications = (user: TestUser, app: FastifyInstance) => injectAs(user, c.showNotifications, { limit: 20, offset: 0 }, { app });

/** A registered member whose token both replicas have verified and remember. */
async function memberKnownToBoth(name: string): Promise<{ member: TestUser; memberId: string }> {
  const member = await createRegisteredUser(name);
  const memberId = (await injectAs(member, c.showCurrentUser, {}, { app: replicas.reader })).json<{ id: string }>().id;
  expect((await notifications(member, replicas.reader)).statusCode).toBe(200);
  expect((await notifications(member, replicas.writer)).statusCode).toBe(200);
  return { member, memberId };
}

describe('two replicas and one account', () => {
  it('suspended through A: B refuses the next call with the same 403 within 2 s, and still says why', async () => {
    const { member, memberId } = await memberKnownToBoth('二台目 太郎');
    await waitForNextSecondAfter(member.idToken);
    const reason = '複数のレプリカでの利用停止の確認のため。';
    const suspended = await injectAs(operator, c.suspendUser, { userId: memberId, reason });
    expect(suspended.statusCode, suspended.body).toBe(200);

    const refusedMs = await msUntil(async () => (await notifications(member, replicas.reader)).statusCode === 403);
    expect(refusedMs).toBeLessThan(2_000);
    const onA = await notifications(member, replicas.writer);
    const onB = await notifications(member, replicas.reader);
    expect(onB.statusCode).toBe(403);
    expect(onB.json()).toEqual(onA.json());
    expect(onB.json<c.ErrorEnvelope>().error).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: expect.stringContaining(reason) });
    // Its token is revoked now (both replicas verified it again): the suspension's two calls still answer with it.
    const me = await injectAs(member, c.showCurrentUser, {}, { app: replicas.reader });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<{ suspension?: { reason: string } }>().suspension?.reason).toBe(reason);
    // A revoked token stops at the suspension's two calls: an operator's page refuses it as it refuses a valid one.
    expect((await injectAs(member, c.searchUsers, {}, { app: replicas.reader })).json<c.ErrorEnvelope>().error.code).toBe(
      'ACCOUNT_SUSPENDED',
    );

    // Lifted through A: B forgets the token it remembered (revoked by the suspension) within 2 s; a new sign-in works.
    const lifted = await injectAs(operator, c.unsuspendUser, { userId: memberId, reason: '確認が取れたため。' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const forgottenMs = await msUntil(async () => (await notifications(member, replicas.reader)).statusCode === 401);
    expect(forgottenMs).toBeLessThan(2_000);
    expect((await notifications(member, replicas.reader)).json<c.ErrorEnvelope>().error.code).toBe('INVALID_TOKEN');
    expect((await notifications({ ...member, idToken: await signIn(member) }, replicas.reader)).statusCode).toBe(200);
  });

  it('deactivated through A: B refuses the next call with the same 401 within 2 s', async () => {
    const { member } = await memberKnownToBoth('二台目 花子');
    await waitForNextSecondAfter(member.idToken);
    const left = await injectAs(member, c.deactivateUser, { confirm: true }, { app: replicas.writer });
    expect(left.statusCode, left.body).toBe(200);

    const refusedMs = await msUntil(async () => (await notifications(member, replicas.reader)).statusCode === 401);
    expect(refusedMs).toBeLessThan(2_000);
    const onA = await notifications(member, replicas.writer);
    const onB = await notifications(member, replicas.reader);
    expect(onB.json()).toEqual(onA.json());
    expect(onB.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: 'このアカウントは利用停止されています。' } });
  });

  it('keeps a revocation made behind the API’s back for the TTL while listening (no write, no notice)', async () => {
    const { member } = await memberKnownToBoth('二台目 次郎');
    await waitForNextSecondAfter(member.idToken);
    await replicas.writer.firebaseAuth.revokeRefreshTokens(member.uid);
    await sleep(2_200);
    // B remembers the verified token: the documented bound of ADR 0008 for revocations outside the API.
    expect((await notifications(member, replicas.reader)).statusCode).toBe(200);
  });
});
