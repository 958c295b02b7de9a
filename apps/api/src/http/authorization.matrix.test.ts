/**
 * The authorization matrix of the accounts issue, generated from the registry so that a new
 * user-scoped call without a row here fails the test:
 *  - another user (B) calling every user-scoped call (user, carOwner and facilityProvider levels) with
 *    A's ids gets 404/409 and none of A's data (A's draft car and spot included);
 *  - every non-public call refuses a deactivated user's old token with 401;
 *  - guests, car owners and facility providers get 403 on every operator call.
 */
import { endpoints, type Endpoint, type ErrorEnvelope } from '@kurumatabi/contract';
import * as c from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../test/accounts-app.js';
import { bankForm, currentShareContractVersion, licenseForm, locationForm, uploadPrivate } from '../../test/accounts-fixtures.js';
import { createRegisteredUser, grantRoles, injectAs, injectUpload, type Caller, type TestUser } from '../../test/helpers.js';
import { jpeg } from '../../test/images.js';
import { japanDay, landPlan } from '../../test/listings-fixtures.js';
import { ownerSideMatrixRows } from '../modules/reserve-owner/owner-matrix-rows.js';

let app: FastifyInstance;
let a: TestUser;
let b: TestUser;
let version: string;
const aData = {
  licenseNumber: '987654321098',
  bankNumber: '7654321',
  locationId: '',
  notificationId: '',
  imageIds: [] as string[],
  email: '',
  carId: '',
  spotId: '',
  carTitle: 'エーの秘密の下書き車両',
  spotTitle: 'エーの秘密の下書きスポット',
};

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;

async function call(caller: Caller, endpoint: Endpoint, body: unknown): Promise<LightMyRequestResponse> {
  if (endpoint.body === 'multipart') {
    return injectUpload(caller, endpoint, { data: await jpeg(64, 64), filename: 'x.jpg', contentType: 'image/jpeg' });
  }
  return injectAs(caller, endpoint, body as never);
}

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  version = await currentShareContractVersion();
  a = await createRegisteredUser('認可 エー');
  b = await createRegisteredUser('認可 ビー');
  aData.email = a.email;
  for (const user of [a, b]) await grantRoles(user, { carOwner: true, facilityProvider: true });
  const front = await uploadPrivate(a);
  const back = await uploadPrivate(a);
  aData.imageIds = [front, back];
  await injectAs(
    a,
    c.updateDriverLicense,
    licenseForm({ number: aData.licenseNumber, frontImageId: front, backImageId: back, requestVerification: true }),
  );
  aData.locationId = (await injectAs(a, c.createUserLocation, { ...locationForm, name: 'エーの秘密の駐車場' })).json().id;
  await injectAs(a, c.updateUserBankAccount, { ...bankForm, accountNumber: aData.bankNumber });
  await injectAs(a, c.makeCarOwner, { shareContractVersion: version, agreed: true });
  await grantRoles(a, { carOwner: false });
  await injectAs(a, c.makeCarOwner, { shareContractVersion: version, agreed: true });
  aData.notificationId = (await injectAs(a, c.showNotifications, {})).json().items[0].id;
  await grantRoles(a, { carOwner: true, facilityProvider: true });
  const car = await injectAs(a, c.createCar, { serviceType: 'CarShare', carVariantId: 'toyota-hiace-wagon-gl', title: aData.carTitle });
  aData.carId = car.json().id;
  await injectAs(a, c.updateCar, { carId: aData.carId, locationId: aData.locationId, pricePerDay: 9800 });
  const spot = await injectAs(a, c.createSpot, { spotTypeId: 'rv-park', title: aData.spotTitle });
  aData.spotId = spot.json().id;
  await injectAs(a, c.updateSpot, { spotId: aData.spotId, prefecture: 'Tokyo', city: '渋谷区', plans: [landPlan] });
});
afterAll(() => app.close());

/** B's request to each user-scoped call, aimed at A's ids where the call takes one, and what B must get. */
const asOtherUser: Record<string, { body: () => unknown; status: number; code?: c.ErrorCode }> = {
  '/v1/create-user': { body: () => ({ name: '乗っ取り' }), status: 200 },
  '/v1/show-current-user': { body: () => ({}), status: 200 },
  '/v1/update-current-user': { body: () => ({ name: 'ビー改' }), status: 200 },
  '/v1/update-email': { body: () => ({ email: aData.email }), status: 409, code: 'EMAIL_CHANGE_NOT_CONFIRMED' },
  '/v1/user/deactivate-user': { body: () => ({ confirm: true }), status: 200 },
  '/v1/make-car-owner': { body: () => ({ shareContractVersion: version, agreed: true }), status: 200 },
  '/v1/make-facility-provider': { body: () => ({ shareContractVersion: version, agreed: true }), status: 200 },
  '/v1/show-driver-license': { body: () => ({ view: 'edit' }), status: 200 },
  '/v1/update-driver-license': {
    body: () => licenseForm({ frontImageId: aData.imageIds[0]!, backImageId: aData.imageIds[1]!, requestVerification: true }),
    status: 404,
    code: 'IMAGE_NOT_FOUND',
  },
  '/v1/show-notification-settings': { body: () => ({}), status: 200 },
  '/v1/update-notification-settings': {
    body: () => ({ email: { Account: false, Reservation: false, Message: false, Review: false, News: false } }),
    status: 200,
  },
  '/v1/user/show-notifications': { body: () => ({ limit: 100 }), status: 200 },
  '/v1/user/mark-notification-as-read': { body: () => ({ id: aData.notificationId }), status: 404, code: 'NOTIFICATION_NOT_FOUND' },
  '/v1/user/create-user-location': { body: () => locationForm, status: 200 },
  '/v1/user/update-user-location': {
    body: () => ({ ...locationForm, id: aData.locationId, name: '書き換え' }),
    status: 404,
    code: 'LOCATION_NOT_FOUND',
  },
  '/v1/user/show-user-locations': { body: () => ({}), status: 200 },
  '/v1/user/show-user-bank-account': { body: () => ({ view: 'edit' }), status: 200 },
  '/v1/user/update-user-bank-account': { body: () => bankForm, status: 200 },
  '/v1/user/upload-private-image': { body: () => ({}), status: 200 },
  '/v1/user/upload-public-image': { body: () => ({}), status: 200 },
  // The master is the same for everyone: B sees what A sees, and no user data.
  '/v1/show-active-car-manufacturers': { body: () => ({}), status: 200 },
  '/v1/show-active-car-models-by-car-manufacturer': { body: () => ({ carManufacturerId: 'toyota' }), status: 200 },
  '/v1/show-active-cars-by-car-model': { body: () => ({ carModelId: 'toyota-hiace' }), status: 200 },
  // Listings: B's own lists hold none of A's; A's draft car and spot are "not found" for B.
  '/v1/user/create-car': {
    body: () => ({ serviceType: 'CarShare', carVariantId: 'toyota-hiace-wagon-gl', title: 'ビーの車両です' }),
    status: 200,
  },
  '/v1/user/update-car': { body: () => ({ carId: aData.carId, title: '乗っ取りの車両' }), status: 404, code: 'CAR_NOT_FOUND' },
  '/v1/user/show-owned-user-cars': { body: () => ({}), status: 200 },
  '/v1/user/show-owned-user-car': { body: () => ({ carId: aData.carId }), status: 404, code: 'CAR_NOT_FOUND' },
  '/v1/user/show-car': { body: () => ({ carId: aData.carId }), status: 404, code: 'CAR_NOT_FOUND' },
  '/v1/user/list-car': { body: () => ({ serviceType: 'CarShare', keyword: 'エーの秘密' }), status: 200 },
  '/v1/user/show-popular-cars': { body: () => ({}), status: 200 },
  '/v1/user/list-favorite-car': { body: () => ({}), status: 200 },
  '/v1/user/update-car-favorite-status': { body: () => ({ carId: aData.carId, favorite: true }), status: 404, code: 'CAR_NOT_FOUND' },
  '/v1/show-car-insure-price': { body: () => ({ carId: aData.carId }), status: 404, code: 'CAR_NOT_FOUND' },
  '/v1/user/create-spot': { body: () => ({ spotTypeId: 'rv-park', title: 'ビーのスポット' }), status: 200 },
  '/v1/user/update-spot': { body: () => ({ spotId: aData.spotId, title: '乗っ取りのスポット' }), status: 404, code: 'SPOT_NOT_FOUND' },
  '/v1/user/show-owned-user-spots': { body: () => ({}), status: 200 },
  '/v1/user/show-owned-user-spot': { body: () => ({ spotId: aData.spotId }), status: 404, code: 'SPOT_NOT_FOUND' },
  '/v1/user/show-spot': { body: () => ({ spotId: aData.spotId }), status: 404, code: 'SPOT_NOT_FOUND' },
  '/v1/user/show-spot-plans': { body: () => ({ spotId: aData.spotId }), status: 404, code: 'SPOT_NOT_FOUND' },
  '/v1/user/list-spot': { body: () => ({ keyword: 'エーの秘密' }), status: 200 },
  '/v1/user/show-popular-spots': { body: () => ({}), status: 200 },
  '/v1/user/list-favorite-spot': { body: () => ({}), status: 200 },
  '/v1/user/update-spot-favorite-status': { body: () => ({ spotId: aData.spotId, favorite: true }), status: 404, code: 'SPOT_NOT_FOUND' },
  // Reservations (ADR 0016): A's draft car and spot cannot be booked; a reservation B is no party to is
  // "not found" (reserves.routes.test.ts runs every reservation call as a stranger on a real one).
  ...reservationRows(),
  // The owners' side (calendars, dashboards, sales): A's car and spot are "not found"; B's own figures are empty.
  ...ownerSideMatrixRows(aData),
};

function reservationRows(): typeof asOtherUser {
  const day = japanDay(3);
  const reserveId = '00000000-0000-4000-8000-00000000a11a';
  const notFound = { status: 404, code: 'RESERVE_NOT_FOUND' } as const;
  const car = { carId: () => aData.carId, startDate: day, endDate: day };
  const spot = () => ({ spotId: aData.spotId, spotPlanId: reserveId, startDate: day, endDate: japanDay(4), people: 2 });
  const carNotFound = { status: 404, code: 'CAR_NOT_FOUND' } as const;
  const spotNotFound = { status: 404, code: 'SPOT_NOT_FOUND' } as const;
  const create = { paymentMethod: 'CreditCard', quotedTotal: 1000 } as const;
  return {
    '/v1/verify-car-reserve': { body: () => ({ ...car, carId: car.carId() }), ...carNotFound },
    '/v1/create-car-reserve': { body: () => ({ ...car, carId: car.carId(), ...create, agreeToShareContract: true }), ...carNotFound },
    '/v1/verify-spot-reserve': { body: spot, ...spotNotFound },
    '/v1/create-spot-reserve': { body: () => ({ ...spot(), ...create }), ...spotNotFound },
    '/v1/show-reserve': { body: () => ({ reserveId }), ...notFound },
    '/v1/approve-reserve-request': { body: () => ({ reserveId }), ...notFound },
    '/v1/cancel-reserve': { body: () => ({ reserveId }), ...notFound },
    '/v1/reserve-car-to-renting': { body: () => ({ reserveId, odometerKm: 1000, fuelLevel: 'Full' }), ...notFound },
    '/v1/reserve-car-to-returned': { body: () => ({ reserveId, odometerKm: 1200, fuelLevel: 'Half' }), ...notFound },
    '/v1/reserve-spot-to-renting': { body: () => ({ reserveId }), ...notFound },
    '/v1/reserve-spot-to-returned': { body: () => ({ reserveId }), ...notFound },
    '/v1/create-reserve-accident-or-defect': {
      body: () => ({
        reserveId,
        kind: 'Defect',
        occurredAt: new Date().toISOString(),
        place: '駐車場',
        description: 'ドアが閉まりにくい',
        policeCalled: false,
      }),
      ...notFound,
    },
    '/v1/show-reserves': { body: () => ({ as: 'Host', scope: 'all' }), status: 200 },
    '/v1/search-reserves': { body: () => ({ as: 'Host' }), status: 200 },
    '/v1/search-reserves-by-period': { body: () => ({ as: 'Guest', from: japanDay(0), to: japanDay(30) }), status: 200 },
  };
}

const userScoped = endpoints.filter((e) => e.access === 'user' || e.access === 'carOwner' || e.access === 'facilityProvider');
const operatorCalls = endpoints.filter((e) => e.access === 'operator');

describe('the authorization matrix', () => {
  it('has a row for every user-scoped call of the registry', () => {
    expect(Object.keys(asOtherUser).sort()).toEqual(userScoped.map((e) => e.path).sort());
  });

  it.each(userScoped.map((e) => [e.path, e] as const))('another user calling %s gets none of A’s data', async (path, endpoint) => {
    const row = asOtherUser[path]!;
    // Deactivation acts on the caller only: a throw-away user plays B there.
    const caller = path === '/v1/user/deactivate-user' ? await createRegisteredUser('認可 シー') : b;
    const response = await call(caller, endpoint, row.body());
    expect(response.statusCode, response.body).toBe(row.status);
    if (row.code) expect(errorOf(response).code).toBe(row.code);
    for (const secret of [
      aData.licenseNumber,
      aData.bankNumber,
      aData.locationId,
      aData.notificationId,
      aData.email,
      'エーの秘密の駐車場',
      ...aData.imageIds,
      aData.carId,
      aData.spotId,
      aData.carTitle,
      aData.spotTitle,
    ]) {
      expect(response.body, secret).not.toContain(secret);
    }
  });

  it('left A’s data as it was', async () => {
    const license = (await injectAs(a, c.showDriverLicense, { view: 'edit' })).json().driverLicense;
    expect(license).toMatchObject({ number: aData.licenseNumber, status: 'VerificationRequest' });
    expect((await injectAs(a, c.showUserBankAccount, { view: 'edit' })).json().bankAccount.accountNumber).toBe(aData.bankNumber);
    const locations = (await injectAs(a, c.showUserLocations, {})).json();
    expect(locations.items).toMatchObject([{ id: aData.locationId, name: 'エーの秘密の駐車場' }]);
    const inbox = (await injectAs(a, c.showNotifications, {})).json();
    expect(inbox.items.find((n: { id: string }) => n.id === aData.notificationId).readAt).toBeNull();
    expect((await injectAs(a, c.showNotificationSettings, {})).json().email.Account).toBe(true);
    expect((await injectAs(a, c.showCurrentUser, {})).json()).toMatchObject({ name: '認可 エー', email: aData.email });
    expect((await injectAs(a, c.showOwnedUserCar, { carId: aData.carId })).json()).toMatchObject({
      title: aData.carTitle,
      pricePerDay: 9800,
    });
    expect((await injectAs(a, c.showOwnedUserSpot, { spotId: aData.spotId })).json()).toMatchObject({ title: aData.spotTitle });
  });

  it.each(operatorCalls.map((e) => [e.path, e] as const))(
    'guests, car owners and facility providers get 403 on %s',
    async (_path, endpoint) => {
      const body = { driverLicenseId: '00000000-0000-4000-8000-000000000000', reason: '理由' };
      const guest = await createRegisteredUser('認可 ゲスト');
      const owner = await createRegisteredUser('認可 オーナー');
      await grantRoles(owner, { carOwner: true, facilityProvider: true });
      for (const caller of [guest, owner, a]) {
        const response = await injectAs(caller, endpoint, (endpoint.path.endsWith('list-driver-license-requests') ? {} : body) as never);
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).code).toBe('FORBIDDEN');
      }
    },
  );

  it('refuses a deactivated user’s old token with 401 on every non-public call', async () => {
    const leaver = await createRegisteredUser('認可 退会');
    await grantRoles(leaver, { carOwner: true, facilityProvider: true, operator: true });
    expect((await injectAs(leaver, c.deactivateUser, { confirm: true })).statusCode).toBe(200);
    const nonPublic = endpoints.filter((e) => e.access !== 'public');
    for (const endpoint of nonPublic) {
      const response = await call(leaver, endpoint, {});
      expect(response.statusCode, endpoint.path).toBe(401);
      expect(errorOf(response).code).toBe('INVALID_TOKEN');
    }
  });
});
