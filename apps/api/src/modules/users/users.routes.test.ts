import { createUser, currentUser, showCurrentUser, updateCurrentUser, type ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, injectAs } from '../../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

function errorOf(body: string): ErrorEnvelope['error'] {
  return (JSON.parse(body) as ErrorEnvelope).error;
}

describe('users', () => {
  it('show-current-user answers 404 USER_NOT_REGISTERED for a valid identity without a user', async () => {
    const identity = await createTestUser();
    const response = await injectAs(identity, showCurrentUser, {});
    expect(response.statusCode).toBe(404);
    expect(errorOf(response.body)).toEqual({ code: 'USER_NOT_REGISTERED', message: 'ユーザー登録が完了していません。' });
  });

  it('create-user registers the identity with the email of its token, and show-current-user returns it', async () => {
    const identity = await createTestUser();
    const created = await injectAs(identity, createUser, { name: '  中村 あおい  ' });
    expect(created.statusCode).toBe(200);
    const user = currentUser.parse(created.json());
    expect(user).toMatchObject({
      name: '中村 あおい',
      email: identity.email,
      roles: { carOwner: false, facilityProvider: false, operator: false },
    });
    const shown = await injectAs(identity, showCurrentUser, {});
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(user);
  });

  it('create-user is idempotent: a second call returns the existing user unchanged', async () => {
    const identity = await createTestUser();
    const first = (await injectAs(identity, createUser, { name: '小林 翔' })).json();
    const second = await injectAs(identity, createUser, { name: '別の 名前' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
  });

  it('create-user gives one user to concurrent calls of one identity', async () => {
    const identity = await createTestUser();
    const responses = await Promise.all(Array.from({ length: 5 }, () => injectAs(identity, createUser, { name: '同時 登録' })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
  });

  it('create-user validates the name with Japanese messages', async () => {
    const identity = await createTestUser();
    const cases = [
      { body: { name: '   ' }, message: 'お名前を入力してください。' },
      { body: { name: 'あ'.repeat(51) }, message: 'お名前は50文字以内で入力してください。' },
      { body: { name: 'tab\there' }, message: 'お名前に使用できない文字が含まれています。' },
    ];
    for (const { body, message } of cases) {
      const response = await injectAs(identity, createUser, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body).details).toEqual([{ path: 'name', message }]);
    }
    const missing = await injectAs(identity, createUser, {} as never);
    expect(errorOf(missing.body).details?.[0]?.path).toBe('name');
    expect((await injectAs(identity, showCurrentUser, {})).statusCode).toBe(404);
  });

  it('update-current-user changes the name and keeps the rest', async () => {
    const identity = await createTestUser();
    const before = (await injectAs(identity, createUser, { name: '加藤 健' })).json();
    const updated = await injectAs(identity, updateCurrentUser, { name: '加藤 健太' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...before, name: '加藤 健太' });
    expect((await injectAs(identity, showCurrentUser, {})).json().name).toBe('加藤 健太');
  });

  it('update-current-user answers 404 USER_NOT_REGISTERED before create-user, and 400 for a bad name', async () => {
    const identity = await createTestUser();
    const response = await injectAs(identity, updateCurrentUser, { name: '名前' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response.body).code).toBe('USER_NOT_REGISTERED');
    await injectAs(identity, createUser, { name: '名前' });
    expect((await injectAs(identity, updateCurrentUser, { name: '' })).statusCode).toBe(400);
    expect((await injectAs(identity, updateCurrentUser, { name: 'ok', extra: true } as never)).statusCode).toBe(400);
  });

  it('keeps each user to their own row', async () => {
    const alice = await createTestUser();
    const bob = await createTestUser();
    await injectAs(alice, createUser, { name: 'アリス' });
    await injectAs(bob, createUser, { name: 'ボブ' });
    await injectAs(alice, updateCurrentUser, { name: 'アリス改' });
    expect((await injectAs(bob, showCurrentUser, {})).json().name).toBe('ボブ');
  });
});
