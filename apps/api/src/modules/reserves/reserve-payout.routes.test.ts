import * as c from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import {
  buildReservesTestApp,
  carRequest,
  carSplit,
  carTotal,
  licensedGuest,
  ok,
  reservableCar,
  reservableSpot,
  splitOf,
  spotRequest,
} from './reserves-fixtures.js';

/**
 * Defect 11 of issue 11: the money split of a reservation (the fee rate, the marketplace's fee and
 * the host's share) is the host's and the operators' business. Every answer the guest gets — the
 * request's own answer, the detail, a cancellation's answer, the lists — carries the total they pay
 * and nothing of the split.
 */

let app: FastifyInstance;
let host: TestUser;
let operator: TestUser;
let guest: TestUser;

beforeAll(async () => {
  app = await buildReservesTestApp();
  host = await createHost('取り分 ホスト');
  operator = await createOperator();
  guest = await licensedGuest(operator, '取り分 ゲスト');
});
afterAll(() => app.close());

/** The guest's answer: 200, no split, and neither of the split's names anywhere in the body. */
function expectGuestView(response: LightMyRequestResponse): c.ReserveDetail {
  const detail = ok(response, 'guest call');
  expect(detail.viewerRole).toBe('Guest');
  expect(detail.payout).toBeNull();
  expect(response.body).not.toMatch(/marketplaceFee|hostShare/);
  return detail;
}

describe('the money split of a reservation', () => {
  it('is hidden from the guest of a car and shown to its host and to operators', async () => {
    const carId = await reservableCar(host, operator);
    const [start, end] = [japanDay(20), japanDay(21)];
    const created = expectGuestView(await injectAs(guest, c.createCarReserve, carRequest(carId, start, end)));
    const total = carTotal(2);
    expect(created.total).toBe(total);
    expectGuestView(await injectAs(guest, c.showReserve, { reserveId: created.id }));

    // The car's insurance is the insurer's: the fee is taken from the rest, and the host paid the rest of that.
    const split = carSplit(2);
    expect(split.feeBase).toBeLessThan(total);
    const asHost = ok(await injectAs(host, c.showReserve, { reserveId: created.id }), 'host show-reserve');
    expect([asHost.viewerRole, asHost.payout]).toEqual(['Host', split]);
    const asOperator = ok(await injectAs(operator, c.showReserve, { reserveId: created.id }), 'operator show-reserve');
    expect([asOperator.viewerRole, asOperator.payout]).toEqual(['Operator', split]);
    expect(ok(await injectAs(host, c.approveReserveRequest, { reserveId: created.id }), 'approve').payout).toEqual(split);

    // The guest's cancellation answers the guest's view too; the host still reads the split after it.
    const canceled = expectGuestView(await injectAs(guest, c.cancelReserve, { reserveId: created.id }));
    expect(canceled.status).toBe('Canceled');
    expect(ok(await injectAs(host, c.showReserve, { reserveId: created.id }), 'host after cancel').payout).toEqual(split);
  });

  it('is hidden from the guest of a spot and shown to its facility provider', async () => {
    const { spotId, planId } = await reservableSpot(host, operator);
    const request = spotRequest(spotId, planId, japanDay(30), japanDay(32), 2);
    const created = expectGuestView(await injectAs(guest, c.createSpotReserve, request));
    expectGuestView(await injectAs(guest, c.showReserve, { reserveId: created.id }));
    const asHost = ok(await injectAs(host, c.showReserve, { reserveId: created.id }), 'host show-reserve');
    // A spot has no insurance: the whole total is the fee's base.
    expect(asHost.payout).toEqual(splitOf(request.quotedTotal));
  });

  it('never reaches the guest through the lists', async () => {
    for (const response of [
      await injectAs(guest, c.showReserves, { as: 'Guest', scope: 'all' }),
      await injectAs(guest, c.searchReserves, { as: 'Guest' }),
      await injectAs(guest, c.searchReservesByPeriod, { as: 'Guest', from: japanDay(0), to: japanDay(60) }),
    ]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items.length).toBeGreaterThan(0);
      expect(response.body).not.toMatch(/marketplaceFee|hostShare|payout/);
    }
  });
});
