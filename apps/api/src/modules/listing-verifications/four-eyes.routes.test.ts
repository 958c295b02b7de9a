import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { licenseForm, uploadPrivate } from '../../../test/accounts-fixtures.js';
import { grantRoles, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, submittedCar, submittedSpot } from '../../../test/listings-fixtures.js';

/** The four-eyes rule (ADR 0023): an operator who also rents or lists never decides on their own records. */

let app: FastifyInstance;
/** Staff who also list cars and spots and rent (a licence of their own). */
let staffHost: TestUser;
let colleague: TestUser;

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;

function expectOwnRecord(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(403);
  expect(errorOf(response)).toMatchObject({ code: 'OPERATOR_OWN_RECORD', message: expect.stringMatching(/別の運営スタッフ/) });
}

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  staffHost = await createHost('審査員 兼 掲載者');
  await grantRoles(staffHost, { operator: true, carOwner: true, facilityProvider: true });
  colleague = await createOperator();
});
afterAll(() => app.close());

describe('the four-eyes rule', () => {
  it('refuses an operator’s verify and reject of their own car; a colleague decides', async () => {
    const carId = await submittedCar(staffHost, { title: '運営スタッフ自身の車両' });
    expectOwnRecord(await injectAs(staffHost, c.verifyCar, { carId }));
    expectOwnRecord(await injectAs(staffHost, c.rejectCar, { carId, reason: '自分で差し戻し' }));
    const own = (await injectAs(staffHost, c.showOwnedUserCar, { carId })).json();
    expect(own).toMatchObject({ verificationStatus: 'VerificationRequest', listed: false });
    const verified = await injectAs(colleague, c.verifyCar, { carId });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().car).toMatchObject({ verificationStatus: 'Verified', listed: true });
  });

  it('refuses an operator’s verify and reject of their own spot; a colleague decides', async () => {
    const spotId = await submittedSpot(staffHost, { title: '運営スタッフ自身のスポット' });
    expectOwnRecord(await injectAs(staffHost, c.verifySpot, { spotId }));
    expectOwnRecord(await injectAs(staffHost, c.rejectSpot, { spotId, reason: '自分で差し戻し' }));
    const rejected = await injectAs(colleague, c.rejectSpot, { spotId, reason: '写真を追加してください。' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().spot).toMatchObject({ verificationStatus: 'Rejected' });
  });

  it('refuses an operator’s verify and reject of their own driving licence; a colleague decides', async () => {
    const saved = await injectAs(
      staffHost,
      c.updateDriverLicense,
      licenseForm({ frontImageId: await uploadPrivate(staffHost), backImageId: await uploadPrivate(staffHost), requestVerification: true }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const driverLicenseId = saved.json().id as string;
    expectOwnRecord(await injectAs(staffHost, c.verifyDriverLicense, { driverLicenseId }));
    expectOwnRecord(await injectAs(staffHost, c.rejectDriverLicense, { driverLicenseId, reason: '自分で差し戻し' }));
    expect((await injectAs(staffHost, c.showDriverLicense, {})).json().driverLicense.status).toBe('VerificationRequest');
    const verified = await injectAs(colleague, c.verifyDriverLicense, { driverLicenseId });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().driverLicense.status).toBe('Verified');
  });

  it('answers 404 before the rule for a licence that does not exist', async () => {
    const missing = await injectAs(staffHost, c.verifyDriverLicense, { driverLicenseId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('DRIVER_LICENSE_NOT_FOUND');
  });
});
