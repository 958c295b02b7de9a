import { createUser, updateCurrentUser, type ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createRegisteredUser, createTestUser, grantRoles, injectAs, type TestUser } from '../../../test/helpers.js';

/** Defect 8 of issue 11 (ADR 0024): a display name cannot pass for the marketplace or its staff. */

let app: FastifyInstance;
let staffName: string;
let operator: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  // A name of its own per run: the test database keeps the operators of earlier files and runs.
  staffName = `審査 ${Math.random().toString(36).slice(2, 8)}`;
  operator = await createRegisteredUser(staffName);
  await grantRoles(operator, { operator: true });
});
afterAll(() => app.close());

const errorOf = (body: string) => (JSON.parse(body) as ErrorEnvelope).error;

describe('display names', () => {
  it('are stored in NFKC with spaces collapsed (full-width letters and spaces, half-width kana)', async () => {
    const created = await injectAs(await createTestUser(), createUser, { name: '　ＳＡＴＯ　　ﾊﾅｺ　' });
    expect([created.statusCode, created.json<{ name: string }>().name]).toEqual([200, 'SATO ハナコ']);
  });

  it('refuse the marketplace’s words, a deactivated account’s label, bidi overrides and zero-width characters (400)', async () => {
    const identity = await createTestUser();
    const cases = [
      { name: 'くるま旅 運営事務局', message: 'お名前に「くるま旅」は使えません。運営者やスタッフと紛らわしい名前は登録できません。' },
      { name: '退会済みユーザー', message: 'お名前に「退会」は使えません。運営者やスタッフと紛らわしい名前は登録できません。' },
      {
        name: 'ｋｕｒｕｍａｔａｂｉ Staff',
        message: 'お名前に「Kurumatabi」は使えません。運営者やスタッフと紛らわしい名前は登録できません。',
      },
      { name: '山田\u202Eexe.txt', message: 'お名前に文字の向きを変える制御文字は使えません。' },
      { name: '山田\u200B太郎', message: 'お名前に見えない文字（ゼロ幅スペースなど）は使えません。' },
    ];
    for (const { name, message } of cases) {
      const response = await injectAs(identity, createUser, { name });
      expect([response.statusCode, errorOf(response.body).details], name).toEqual([400, [{ path: 'name', message }]]);
    }
  });

  it('refuse an operator’s name, also with a zero-width space or other spacing, to everyone else (422)', async () => {
    const taken = await injectAs(await createTestUser(), createUser, { name: staffName });
    expect([taken.statusCode, errorOf(taken.body)]).toEqual([
      422,
      { code: 'USER_NAME_RESERVED', message: '運営スタッフと紛らわしいため、このお名前は使えません。別のお名前を入力してください。' },
    ]);
    const user = await createRegisteredUser('普通 の人');
    const spaced = await injectAs(user, updateCurrentUser, { name: staffName.replace(' ', '　　') });
    expect([spaced.statusCode, errorOf(spaced.body).code]).toEqual([422, 'USER_NAME_RESERVED']);
    // With a zero-width space the contract refuses it first, for the character.
    const hidden = await injectAs(user, updateCurrentUser, { name: staffName.replace(' ', '\u200B') });
    expect(hidden.statusCode).toBe(400);
  });

  it('let an operator keep or share the staff’s names', async () => {
    const again = await injectAs(operator, updateCurrentUser, { name: staffName });
    expect(again.statusCode, again.body).toBe(200);
    const colleague = await createRegisteredUser('別の 担当者');
    await grantRoles(colleague, { operator: true });
    expect((await injectAs(colleague, updateCurrentUser, { name: staffName })).statusCode).toBe(200);
  });
});
