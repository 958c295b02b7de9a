import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { currentTestApp, injectAs, type TestUser } from '../helpers.js';
import { japanDay } from '../listings-fixtures.js';

function ok<T>(response: { statusCode: number; body: string; json: () => unknown }, what: string): T {
  if (response.statusCode !== 200) throw new Error(`matrix world: ${what} failed: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/**
 * A guest's review of a one-night stay at a listed spot, written but not yet published (the host
 * has not written: the blind rule keeps it Pending, so only its author sees it). The stay is booked
 * today, approved, checked in and out by the host and the return confirmed by the guest, as the calls would
 * do it; then moved two days back, so that its end date has passed in Japan (ADR 0046: a stay is reviewed from
 * the day after it), which the matrix's clock, the wall's, cannot wait for.
 */
/** A returned, confirmed stay moved two days into the past, its review opened now. */
async function asIfPast(reserveId: string): Promise<void> {
  await currentTestApp().db.execute(sql`
    update reserves set start_date = start_date - 2, end_date = end_date - 2,
      period = daterange(lower(period) - 2, upper(period) - 2), review_opens_at = now()
    where id = ${reserveId} and status = 'Returned'`);
}

export async function pendingGuestReview(
  guest: TestUser,
  host: TestUser,
  spot: { spotId: string; spotPlanId: string },
  text: string,
): Promise<{ reviewId: string; reserveId: string }> {
  const request = { ...spot, startDate: japanDay(0), endDate: japanDay(1), people: 2 };
  const quoted = ok<{ total: number }>(await injectAs(guest, c.verifySpotReserve, request), 'verify-spot-reserve (review)').total;
  const reserve = ok<{ id: string }>(
    await injectAs(guest, c.createSpotReserve, {
      ...request,
      paymentMethod: 'CreditCard',
      paymentToken: 'pm_card_visa',
      quotedTotal: quoted,
    }),
    'create-spot-reserve (review)',
  );
  ok(await injectAs(host, c.approveReserveRequest, { reserveId: reserve.id }), 'approve (review)');
  ok(await injectAs(host, c.reserveSpotToRenting, { reserveId: reserve.id }), 'check-in (review)');
  ok(await injectAs(host, c.reserveSpotToReturned, { reserveId: reserve.id }), 'check-out (review)');
  ok(await injectAs(guest, c.confirmReserveReturn, { reserveId: reserve.id }), 'confirm-reserve-return (review)');
  await asIfPast(reserve.id);
  const review = ok<{ id: string }>(
    await injectAs(guest, c.createReview, {
      reserveId: reserve.id,
      overall: 4,
      aspects: { cleanliness: 4, accuracy: 4, facilities: 5, access: 3, value: 4 },
      text,
    }),
    'create-review',
  );
  return { reviewId: review.id, reserveId: reserve.id };
}
