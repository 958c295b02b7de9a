import { createUserLocation, showUserLocations, updateUserLocation, userLocation, type ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationForm } from '../../../test/accounts-fixtures.js';
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
