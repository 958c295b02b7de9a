import {
  createUserLocation,
  showUserBankAccount,
  showUserLocations,
  updateUserBankAccount,
  updateUserLocation,
  userLocation,
  type ErrorEnvelope,
} from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankForm, locationForm } from '../../../test/accounts-fixtures.js';
import { buildTestApp, createRegisteredUser, grantRoles, injectAs, type TestUser } from '../../../test/helpers.js';

let app: FastifyInstance;
let owner: TestUser;
let guest: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createRegisteredUser('場所 オーナー');
  await grantRoles(owner, { carOwner: true });
  guest = await createRegisteredUser('場所 ゲスト');
});
afterAll(() => app.close());

const errorOf = (body: string) => (JSON.parse(body) as ErrorEnvelope).error;

describe('pickup locations', () => {
  it('creates, lists and updates the owner’s locations with normalised postal codes', async () => {
    const created = await injectAs(owner, createUserLocation, { ...locationForm, postalCode: '１５００００１' });
    expect(created.statusCode).toBe(200);
    const location = userLocation.parse(created.json());
    expect(location).toMatchObject({ postalCode: '150-0001', prefecture: 'Tokyo', note: locationForm.note });
    const updated = await injectAs(owner, updateUserLocation, {
      ...locationForm,
      id: location.id,
      name: '第二駐車場',
      latitude: null,
      longitude: null,
    });
    expect(updated.json()).toMatchObject({ id: location.id, name: '第二駐車場', latitude: null });
    const list = (await injectAs(owner, showUserLocations, {})).json();
    expect(list.items.map((l: { id: string }) => l.id)).toContain(location.id);
  });

  it('refuses bad inputs and callers without the role', async () => {
    const bad = [
      {},
      { ...locationForm, prefecture: 'Atlantis' },
      { ...locationForm, postalCode: '12-345' },
      { ...locationForm, latitude: 91 },
      { ...locationForm, latitude: '35.6' },
      { ...locationForm, name: '' },
      { ...locationForm, note: 'x'.repeat(501) },
      { ...locationForm, note: 'bell\u0007' },
    ];
    for (const body of bad) expect((await injectAs(owner, createUserLocation, body as never)).statusCode, JSON.stringify(body)).toBe(400);
    const notOwner = await injectAs(guest, createUserLocation, locationForm);
    expect(notOwner.statusCode).toBe(403);
    expect(errorOf(notOwner.body).code).toBe('ROLE_REQUIRED');
    const unknown = await injectAs(owner, updateUserLocation, { ...locationForm, id: '00000000-0000-4000-8000-000000000000' });
    expect(errorOf(unknown.body).code).toBe('LOCATION_NOT_FOUND');
  });

  it('keeps at most 20 locations per user, even under parallel calls', async () => {
    const user = await createRegisteredUser('場所 上限');
    await grantRoles(user, { facilityProvider: true });
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) => injectAs(user, createUserLocation, { ...locationForm, name: `場所${i}` })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(responses.filter((r) => r.statusCode === 422).map((r) => errorOf(r.body).code)).toEqual(Array(4).fill('LOCATION_LIMIT_REACHED'));
    expect((await injectAs(user, showUserLocations, {})).json().total).toBe(20);
  });
});

describe('bank account', () => {
  it('is null at first, then masked (****567) except in the edit view', async () => {
    const user = await createRegisteredUser('口座 オーナー');
    await grantRoles(user, { carOwner: true });
    expect((await injectAs(user, showUserBankAccount, {})).json()).toEqual({ bankAccount: null });
    const saved = await injectAs(user, updateUserBankAccount, bankForm);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ accountNumber: '****567', accountNumberMasked: true, holderName: 'ヤマダ\u3000ハナコ' });
    expect((await injectAs(user, showUserBankAccount, {})).json().bankAccount.accountNumber).toBe('****567');
    expect((await injectAs(user, showUserBankAccount, { view: 'edit' })).json().bankAccount).toMatchObject({
      accountNumber: '1234567',
      accountNumberMasked: false,
    });
    // One account per user: a second update replaces it.
    await injectAs(user, updateUserBankAccount, {
      ...bankForm,
      accountNumber: '7654321',
      accountKind: 'Checking',
      accountType: 'Corporate',
      holderName: 'カ）クルマタビ',
    });
    expect((await injectAs(user, showUserBankAccount, {})).json().bankAccount).toMatchObject({
      accountNumber: '****321',
      accountKind: 'Checking',
    });
  });

  it('refuses bad inputs and callers without the role', async () => {
    const bad = [
      {},
      { ...bankForm, accountNumber: '123456' },
      { ...bankForm, accountNumber: 1234567 },
      { ...bankForm, holderName: '山田花子' },
      { ...bankForm, accountKind: 'Savings' },
      { ...bankForm, accountType: 'Personal' },
      { ...bankForm, view: 'edit' },
    ];
    for (const body of bad)
      expect((await injectAs(owner, updateUserBankAccount, body as never)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await injectAs(owner, showUserBankAccount, { view: 'full' } as never)).statusCode).toBe(400);
    for (const [endpoint, body] of [
      [updateUserBankAccount, bankForm],
      [showUserBankAccount, {}],
    ] as const) {
      const response = await injectAs(guest, endpoint, body as never);
      expect(errorOf(response.body).code).toBe('ROLE_REQUIRED');
    }
  });
});
