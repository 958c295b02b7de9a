import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPrivate } from '../../../test/accounts-fixtures.js';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import {
  buildReservesTestApp,
  carRequest,
  carSplit,
  carTotal,
  errorOf,
  licensedGuest,
  ok,
  reservableCar,
} from '../reserves/reserves-fixtures.js';
import { createSandboxProvider } from './sandbox/sandbox-provider.js';

/**
 * A reservation's money through the API on the sandbox processor (ADR 0036): held at the request,
 * charged at the approval, released or refunded by the policy, booked in a ledger that balances.
 */

let app: FastifyInstance;
let owner: TestUser;
let operator: TestUser;
let guest: TestUser;

beforeAll(async () => {
  app = await buildReservesTestApp();
  owner = await createHost('決済 オーナー');
  operator = await createOperator();
  guest = await licensedGuest(operator, '決済 花子');
});
afterAll(() => app.close());

const show = async (user: TestUser, reserveId: string) => ok(await injectAs(user, c.showReserve, { reserveId }), 'show-reserve');

/** The ledger's balance per account for one reservation, and the whole ledger's sum. */
async function books(reserveId: string) {
  const rows = await app.db.execute<{ account: string; total: number }>(
    sql`select account, sum(amount)::int as total from ledger_entries where reserve_id = ${reserveId} group by account`,
  );
  const all = await app.db.execute<{ total: number }>(sql`select coalesce(sum(amount), 0)::int as total from ledger_entries`);
  return {
    accounts: Object.fromEntries(rows.rows.map((row) => [row.account, row.total])) as Record<string, number>,
    ledger: all.rows[0]!.total,
  };
}

/** captured = refunds + marketplace fee + host payable + insurance, for one reservation. */
async function invariantHolds(reserveId: string, captured: number, refunded: number) {
  const { accounts, ledger } = await books(reserveId);
  expect(ledger).toBe(0);
  expect(accounts.card_holds ?? 0).toBe(0);
  const fee = -(accounts.marketplace_fee ?? 0);
  const host = -(accounts.host_payable ?? 0);
  const insurance = -(accounts.insurance_payable ?? 0);
  const owedBack = -(accounts.refunds_payable ?? 0);
  const prepaid = -(accounts.guest_prepayments ?? 0);
  expect(captured).toBe(refunded + owedBack + fee + host + insurance + prepaid);
  expect(accounts.processor_clearing ?? 0).toBe(captured - refunded);
}

describe('a card reservation', () => {
  it('is held at the request, charged at approval, and on return split into the host’s sale, the fee and the insurance', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(0), japanDay(1))), 'create');
    expect(request.payment).toMatchObject({
      method: 'CreditCard',
      status: 'Authorized',
      amount: carTotal(2),
      amountCaptured: 0,
      card: { brand: 'visa', last4: '4242' },
    });
    expect((await books(request.id)).accounts).toMatchObject({ card_holds: carTotal(2) });

    const approved = ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
    expect(approved.payment).toMatchObject({ status: 'Captured', amountCaptured: carTotal(2) });
    await invariantHolds(request.id, carTotal(2), 0);

    const photo = await uploadPrivate(owner);
    ok(
      await injectAs(owner, c.reserveCarToRenting, {
        reserveId: request.id,
        odometerKm: 1000,
        fuelLevel: 'Full',
        photoIds: [photo],
        note: '',
      }),
      'rent',
    );
    ok(
      await injectAs(owner, c.reserveCarToReturned, { reserveId: request.id, odometerKm: 1100, fuelLevel: 'Full', photoIds: [], note: '' }),
      'return',
    );
    const { accounts } = await books(request.id);
    const split = carSplit(2);
    expect(accounts).toMatchObject({ host_payable: -split.hostShare, marketplace_fee: -split.marketplaceFee, guest_prepayments: 0 });
    await invariantHolds(request.id, carTotal(2), 0);
  });

  it('a declined card is 402 with the reason in Japanese, and no request or hold is left', async () => {
    const carId = await reservableCar(owner, operator);
    const body = carRequest(carId, japanDay(20), japanDay(21), { paymentToken: 'pm_card_visa_chargeDeclinedInsufficientFunds' });
    const response = await injectAs(guest, c.createCarReserve, body);
    expect(response.statusCode, response.body).toBe(402);
    expect(errorOf(response)).toMatchObject({ code: 'PAYMENT_DECLINED', message: c.declineMessages.insufficient_funds });
    // The days are still free: the same request with a good card goes through.
    ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(20), japanDay(21))), 'create with a good card');
  });

  it('a request without a card is 400 on paymentToken', async () => {
    const carId = await reservableCar(owner, operator);
    const response = await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(22), japanDay(23), { paymentToken: undefined }));
    expect([response.statusCode, errorOf(response).details?.[0]?.path]).toEqual([400, 'paymentToken']);
  });

  it('declined by the host: the hold is released and nothing is charged', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(24), japanDay(25))), 'create');
    ok(await injectAs(owner, c.cancelReserve, { reserveId: request.id, reason: '都合により' }), 'decline');
    expect((await show(guest, request.id)).payment).toMatchObject({ status: 'Voided', amountCaptured: 0 });
    await invariantHolds(request.id, 0, 0);
  });

  it('cancelled by the guest at the 30 % tier: the refund is the total less exactly the fee the preview showed', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(5), japanDay(6))), 'create');
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
    const preview = (await show(guest, request.id)).cancellation!;
    expect(preview.feeRate).toBe(0.3);
    const canceled = ok(await injectAs(guest, c.cancelReserve, { reserveId: request.id }), 'cancel');
    expect(canceled.cancelFee).toBe(preview.fee);
    expect(canceled.payment).toMatchObject({ status: 'PartiallyRefunded', amountRefunded: carTotal(2) - preview.fee, refundPending: 0 });
    await invariantHolds(request.id, carTotal(2), carTotal(2) - preview.fee);
  });

  it('cancelled by the host after approval: everything is refunded', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(3), japanDay(4))), 'create');
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
    const canceled = ok(await injectAs(owner, c.cancelReserve, { reserveId: request.id, reason: '車両故障' }), 'cancel');
    expect(canceled.payment).toMatchObject({ status: 'Refunded', amountRefunded: carTotal(2) });
    await invariantHolds(request.id, carTotal(2), carTotal(2));
  });

  it('a card that asks for 3-D Secure waits, cannot be approved, and is held once the challenge is done', async () => {
    const carId = await reservableCar(owner, operator);
    const body = carRequest(carId, japanDay(30), japanDay(31), { paymentToken: 'pm_card_authenticationRequired' });
    const request = ok(await injectAs(guest, c.createCarReserve, body), 'create');
    expect(request.payment).toMatchObject({ status: 'RequiresAction' });
    expect(request.payment?.clientSecret).toMatch(/secret/);
    // The host sees the state, never the secret.
    expect((await show(owner, request.id)).payment?.clientSecret).toBeNull();
    const early = await injectAs(owner, c.approveReserveRequest, { reserveId: request.id });
    expect([early.statusCode, errorOf(early).code]).toEqual([409, 'PAYMENT_NOT_AUTHORIZED']);
    await createSandboxProvider(app.db).completeChallenge(request.payment!.clientSecret!, 'succeed');
    const confirmed = ok(await injectAs(guest, c.confirmReservePayment, { reserveId: request.id }), 'confirm');
    expect(confirmed.payment).toMatchObject({ status: 'Authorized' });
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
    await invariantHolds(request.id, carTotal(2), 0);
  });

  it('a failed challenge ends the request and frees its days', async () => {
    const carId = await reservableCar(owner, operator);
    const body = carRequest(carId, japanDay(32), japanDay(33), { paymentToken: 'pm_card_authenticationRequired' });
    const request = ok(await injectAs(guest, c.createCarReserve, body), 'create');
    await createSandboxProvider(app.db).completeChallenge(request.payment!.clientSecret!, 'fail');
    const response = await injectAs(guest, c.confirmReservePayment, { reserveId: request.id });
    expect([response.statusCode, errorOf(response).code]).toEqual([402, 'PAYMENT_DECLINED']);
    // The guest reads why in Japanese, with what to do (not the processor's English).
    expect(errorOf(response).message).toBe(c.declineMessages.authentication_failed);
    expect((await show(guest, request.id)).status).toBe('AutoCanceled');
    ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(32), japanDay(33))), 'the days are free again');
  });

  it('approve and cancel racing end in one outcome with consistent money', async () => {
    for (let round = 0; round < 3; round++) {
      const carId = await reservableCar(owner, operator);
      const request = ok(
        await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(40 + round * 3), japanDay(41 + round * 3))),
        'create',
      );
      const [approve, cancel] = await Promise.all([
        injectAs(owner, c.approveReserveRequest, { reserveId: request.id }),
        injectAs(guest, c.cancelReserve, { reserveId: request.id }),
      ]);
      const final = await show(guest, request.id);
      if (approve.statusCode === 200 && cancel.statusCode === 200) {
        // Approved first, then cancelled by the guest (free at this distance): charged and refunded whole.
        expect(final.payment).toMatchObject({ status: 'Refunded', amountRefunded: carTotal(2) });
        await invariantHolds(request.id, carTotal(2), carTotal(2));
      } else {
        expect(final.status).toBe('Canceled');
        expect(final.payment).toMatchObject({ status: 'Voided', amountCaptured: 0 });
        await invariantHolds(request.id, 0, 0);
      }
    }
  });
});
