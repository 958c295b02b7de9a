import * as c from '@kurumatabi/contract';
import type { AuditEntry } from '@kurumatabi/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, submittedCar, submittedSpot, uniqueWord } from '../../../test/listings-fixtures.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { buildReservesTestApp, carRequest, licensedGuest, ok, reservableCar } from '../reserves/reserves-fixtures.js';
import { idOf } from './console-fixtures.js';

/** The audit log names what staff acted on (issue 32): who and what, not bare ids; a deleted object says so. */

let app: FastifyInstance;
let operator: TestUser;

beforeAll(async () => {
  app = await buildReservesTestApp();
  operator = await createOperator();
});
afterAll(() => app.close());

/** The audit rows of one target, as the console reads them. */
async function entriesOf(targetId: string): Promise<AuditEntry[]> {
  return ok<{ items: AuditEntry[] }>(await injectAs(operator, c.searchAuditLog, { targetId }), 'search-audit-log').items;
}

describe('search-audit-log names the targets', () => {
  it('gives a user’s name, a car’s and a spot’s title, a licence holder’s name and a reservation’s number with its listing', async () => {
    const host = await createHost(`掲載 ${uniqueWord()}`);
    const carTitle = `監査 名前 車両 ${uniqueWord()}`;
    const carId = await submittedCar(host, { title: carTitle });
    ok(await injectAs(operator, c.verifyCar, { carId }), 'verify car');
    const spotTitle = `監査 名前 スポット ${uniqueWord()}`;
    const spotId = await submittedSpot(host, { title: spotTitle });
    ok(await injectAs(operator, c.verifySpot, { spotId }), 'verify spot');

    const member = await createRegisteredUser('停止 対象');
    const memberId = await idOf(member);
    ok(await injectAs(operator, c.suspendUser, { userId: memberId, reason: '規約違反の疑いがあるため。' }), 'suspend');

    const guest = await licensedGuest(operator, '免許 確認');
    const license = ok<{ driverLicense: { id: string } }>(await injectAs(guest, c.showDriverLicense, {}), 'licence').driverLicense;

    const word = uniqueWord();
    const reservedTitle = `予約テスト用ハイエース ${word}`;
    const reservedCarId = await reservableCar(host, operator, {}, word);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(reservedCarId, japanDay(20), japanDay(21))), 'request');
    ok(await injectAs(operator, c.operatorCancelReserve, { reserveId: request.id, reason: 'ホストと連絡が取れないため。' }), 'cancel');

    const named = async (id: string) => (await entriesOf(id)).map((e) => [e.action, e.target]);
    expect(await named(carId)).toEqual([['car.verify', { name: carTitle, deleted: false }]]);
    expect(await named(spotId)).toEqual([['spot.verify', { name: spotTitle, deleted: false }]]);
    expect(await named(memberId)).toEqual([['user.suspend', { name: '停止 対象', deleted: false }]]);
    expect(await named(license.id)).toEqual([['driverLicense.verify', { name: '免許 確認', deleted: false }]]);
    expect(await named(request.id)).toEqual([
      ['reserve.cancel', { name: `${request.id.slice(0, 8).toUpperCase()}・${reservedTitle}`, deleted: false }],
    ]);
    // The operator's name as before, and the id beside the name for support.
    const [cancel] = await entriesOf(request.id);
    expect(cancel?.operator.id).toBe(await idOf(operator));
    expect(cancel?.targetId).toBe(request.id);
  });

  it('says a target deleted since is gone (its id kept), and gives no name to a kind that has none', async () => {
    const operatorUserId = await idOf(operator);
    const [goneCar, mail] = [randomUUID(), randomUUID()];
    const audit = createOperatorAuditRepository(app.db);
    await audit.record({ operatorUserId, action: 'car.verify', targetKind: 'car', targetId: goneCar, at: new Date() });
    await audit.record({ operatorUserId, action: 'mail.retry', targetKind: 'mail', targetId: mail, at: new Date() });

    expect((await entriesOf(goneCar)).map((e) => [e.targetId, e.target])).toEqual([[goneCar, { name: null, deleted: true }]]);
    expect((await entriesOf(mail)).map((e) => e.target)).toEqual([{ name: null, deleted: false }]);
  });

  it('names a marketplace coupon by its code', async () => {
    const code = `AUDIT${Date.now().toString(36).toUpperCase()}`;
    const coupon = ok<{ id: string }>(
      await injectAs(operator, c.operatorCreateMarketplaceCoupon, {
        coupon: {
          code,
          discount: { kind: 'Percent', percent: 10 },
          minLength: 1,
          stay: null,
          expiresOn: japanDay(30),
          totalCap: null,
          perGuestCap: null,
          combinesWithLongStay: false,
        },
      }),
      'create coupon',
    );
    expect((await entriesOf(coupon.id)).map((e) => [e.action, e.target])).toEqual([['coupon.create', { name: code, deleted: false }]]);
  });

  it('names every row of a page in the page’s one statement, whatever the kinds', async () => {
    const page = ok<{ items: AuditEntry[] }>(await injectAs(operator, c.searchAuditLog, { limit: 100 }), 'page').items;
    expect(page.length).toBeGreaterThan(0);
    for (const entry of page) {
      // A row is named, or its object is gone, or its kind has no name (a mail, an image).
      const nameless = ['mail', 'image'].includes(entry.targetKind);
      expect(entry.target.deleted || nameless || Boolean(entry.target.name), `${entry.targetKind} ${entry.targetId}`).toBe(true);
    }
  });
});
