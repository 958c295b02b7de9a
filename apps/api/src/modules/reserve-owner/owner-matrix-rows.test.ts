/**
 * The rows ownerSideMatrixRows gives the authorization matrix, run as the matrix runs them: user B
 * with user A's draft car and spot (A has a held day and a sale on them) gets the row's status and
 * none of A's data.
 */
import { endpoints, type ErrorEnvelope } from '@kurumatabi/contract';
import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, grantRoles, injectAs, type TestUser } from '../../../test/helpers.js';
import { japanDay, landPlan } from '../../../test/listings-fixtures.js';
import { ownerSideMatrixRows } from './owner-matrix-rows.js';
import { insertCarReserve, userIdOf } from './owner-test-fixtures.js';

let app: FastifyInstance;
let a: TestUser;
let b: TestUser;
const aData = { carId: '', spotId: '', carTitle: 'エーの秘密の予約車両', guestName: 'エーの秘密のゲスト' };

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  a = await createRegisteredUser('認可 エー');
  b = await createRegisteredUser('認可 ビー');
  const guest = await createRegisteredUser(aData.guestName);
  for (const user of [a, b]) await grantRoles(user, { carOwner: true, facilityProvider: true });
  aData.carId = (
    await injectAs(a, c.createCar, { serviceType: 'CarShare', carVariantId: 'toyota-hiace-wagon-gl', title: aData.carTitle })
  ).json().id;
  aData.spotId = (await injectAs(a, c.createSpot, { spotTypeId: 'rv-park', title: 'エーの秘密のスポット' })).json().id;
  await injectAs(a, c.updateSpot, { spotId: aData.spotId, prefecture: 'Tokyo', city: '渋谷区', plans: [landPlan] });
  const hostUserId = await userIdOf(app, a);
  const guestUserId = await userIdOf(app, guest);
  await insertCarReserve(
    app,
    { carId: aData.carId, hostUserId },
    { guestUserId, status: 'Approved', startDate: japanDay(5), endDate: japanDay(6) },
  );
  await insertCarReserve(
    app,
    { carId: aData.carId, hostUserId },
    { guestUserId, status: 'Returned', startDate: japanDay(-3), endDate: japanDay(-2) },
  );
});
afterAll(() => app.close());

const rows = () => ownerSideMatrixRows(aData);

it('has a row for every owner-side call of the registry', () => {
  const ownerSide = endpoints.filter((e) => e.tag === 'reserve-owner').map((e) => e.path);
  expect(Object.keys(rows()).sort()).toEqual(ownerSide.sort());
});

it.each(Object.keys(ownerSideMatrixRows(aData)))('another owner calling %s gets none of A’s data', async (path) => {
  const endpoint = endpoints.find((e) => e.path === path)!;
  const row = rows()[path]!;
  const response = await injectAs(b, endpoint, row.body() as never);
  expect(response.statusCode, response.body).toBe(row.status);
  if (row.code) expect((JSON.parse(response.body) as ErrorEnvelope).error.code).toBe(row.code);
  for (const secret of [aData.carId, aData.spotId, aData.carTitle, aData.guestName]) expect(response.body).not.toContain(secret);
});
