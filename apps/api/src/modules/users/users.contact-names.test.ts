import { createUser, showCurrentUser, updateCurrentUser, type CurrentUser, type ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createRegisteredUser, createTestUser, injectAs } from '../../../test/helpers.js';

/**
 * Issue 34, defect 2 (ADR 0043): a display name is read by everyone the user deals with before any
 * approval, in threads, on reservations and in mail subjects, so it cannot carry a phone number or an
 * email address. Refused with the field's message; the old name is kept.
 */

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const MESSAGE = 'お名前に電話番号やメールアドレスは使えません。';
const HOSTILE_NAMES = ['タロウ 090-1234-5678', 'taro@example.com', 'タロウ（０９０－１２３４－５６７８）'];
const errorOf = (body: string) => (JSON.parse(body) as ErrorEnvelope).error;

describe('a display name with contact details', () => {
  it('is refused by update-current-user with 400 and the field’s message, and the old name is kept', async () => {
    const user = await createRegisteredUser('連絡先 なしの名前');
    for (const name of HOSTILE_NAMES) {
      const response = await injectAs(user, updateCurrentUser, { name });
      expect([response.statusCode, errorOf(response.body).code, errorOf(response.body).details], name).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ path: 'name', message: MESSAGE }],
      ]);
    }
    const current = await injectAs(user, showCurrentUser, {});
    expect(current.json<CurrentUser>().name).toBe('連絡先 なしの名前');
  });

  it('is refused by create-user: the account is not registered with it', async () => {
    const identity = await createTestUser();
    for (const name of HOSTILE_NAMES) {
      const response = await injectAs(identity, createUser, { name });
      expect([response.statusCode, errorOf(response.body).details], name).toEqual([400, [{ path: 'name', message: MESSAGE }]]);
    }
    const registered = await injectAs(identity, createUser, { name: 'タロウ' });
    expect([registered.statusCode, registered.json<CurrentUser>().name]).toEqual([200, 'タロウ']);
  });

  it('does not catch a name with digits that are no number (a year, a room)', async () => {
    const user = await createRegisteredUser('普通 の名前');
    const response = await injectAs(user, updateCurrentUser, { name: 'Taro 1985' });
    expect([response.statusCode, response.json<CurrentUser>().name]).toEqual([200, 'Taro 1985']);
  });
});
