import * as c from '@kurumatabi/contract';
import type { AuditEntry } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenseForm, uploadPrivate } from '../../../test/accounts-fixtures.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, submittedCar, submittedSpot, uniqueWord } from '../../../test/listings-fixtures.js';
import { buildReservesTestApp, errorOf, ok } from '../reserves/reserves-fixtures.js';
import { auditRowsOf, idOf } from './console-fixtures.js';

/** Every staff decision writes exactly one audit row (ADR 0033), and the audit log finds it. */

let app: FastifyInstance;
let operator: TestUser;
let operatorId: string;

beforeAll(async () => {
  app = await buildReservesTestApp();
  operator = await createOperator();
  operatorId = await idOf(operator);
});
afterAll(() => app.close());

describe('the verification decisions', () => {
  it('write one row each for cars, spots and licences, with the reason of a rejection', async () => {
    const host = await createHost();
    const carId = await submittedCar(host, { title: `監査 車両 ${uniqueWord()}` });
    ok(await injectAs(operator, c.rejectCar, { carId, reason: '写真が暗くて確認できません。' }), 'reject car');
    expect(await auditRowsOf(app, carId)).toEqual([
      expect.objectContaining({
        operator_user_id: operatorId,
        action: 'car.reject',
        target_kind: 'car',
        reason: '写真が暗くて確認できません。',
      }),
    ]);
    const spotId = await submittedSpot(host, { title: `監査 スポット ${uniqueWord()}` });
    ok(await injectAs(operator, c.verifySpot, { spotId }), 'verify spot');
    expect(await auditRowsOf(app, spotId)).toEqual([expect.objectContaining({ action: 'spot.verify', reason: null })]);

    const holder = await createRegisteredUser();
    const [frontImageId, backImageId] = [await uploadPrivate(holder), await uploadPrivate(holder)];
    const license = ok<{ id: string }>(
      await injectAs(holder, c.updateDriverLicense, licenseForm({ frontImageId, backImageId, requestVerification: true })),
      'licence',
    );
    ok(await injectAs(operator, c.verifyDriverLicense, { driverLicenseId: license.id }), 'verify licence');
    expect(await auditRowsOf(app, license.id)).toEqual([expect.objectContaining({ action: 'driverLicense.verify' })]);
    // A refused decision (not pending any more) writes nothing.
    const again = await injectAs(operator, c.verifyDriverLicense, { driverLicenseId: license.id });
    expect(again.statusCode).toBe(409);
    expect(await auditRowsOf(app, license.id)).toHaveLength(1);
  });
});

describe('search-audit-log', () => {
  it('finds rows by operator, action (or its prefix), target and Japan days; newest first, paged', async () => {
    const other = await createOperator();
    const host = await createHost();
    const carId = await submittedCar(host, { title: `監査 検索 ${uniqueWord()}` });
    ok(await injectAs(other, c.verifyCar, { carId }), 'verify car');
    const search = async (body: c.Input<typeof c.searchAuditLog>) =>
      ok<{ items: AuditEntry[]; total: number }>(await injectAs(operator, c.searchAuditLog, body), JSON.stringify(body));
    const byTarget = await search({ targetId: carId });
    expect(byTarget.items).toEqual([
      expect.objectContaining({
        action: 'car.verify',
        targetKind: 'car',
        targetId: carId,
        operator: { id: await idOf(other), name: expect.any(String) },
      }),
    ]);
    expect((await search({ operatorUserId: await idOf(other), action: 'car.' })).items.map((e) => e.targetId)).toContain(carId);
    expect((await search({ targetId: carId, action: 'spot.' })).total).toBe(0);
    expect((await search({ targetId: carId, from: japanDay(0), to: japanDay(0) })).total).toBe(1);
    expect((await search({ targetId: carId, from: japanDay(1) })).total).toBe(0);
    const page = await search({ limit: 1 });
    expect(page.items).toHaveLength(1);
    for (const action of ["car.verify' or 1=1 --", '%', 'a'.repeat(61)]) {
      const response = await injectAs(operator, c.searchAuditLog, { action });
      expect([response.statusCode, errorOf(response).code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
