import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { landPlan, listedCar, listedSpot } from '../../../test/listings-fixtures.js';
import { insertCarReserve, insertSpotReserve, planIdsOf } from '../reserve-owner/owner-test-fixtures.js';
import { carReview, dayFrom, guestReview, injectAs, ok, reviewCast, spotReview, type ReviewCast } from './review-test-fixtures.js';

/**
 * The rating in search (ADR 0027): sort by rating (best first, the more reviewed first among
 * equals, unrated last) and a minimum rating, on cars and spots — with the content cache on (its
 * default 60 s): a publication in this process drops what it cached, so the next answer counts it.
 */

let app: FastifyInstance;
let cast: ReviewCast;

beforeAll(async () => {
  app = await buildTestApp({ CONTENT_CACHE_TTL_SECONDS: '60' });
  cast = await reviewCast(app);
});
afterAll(() => app.close());

const returnedAt = () => new Date(Date.now() - 3_600_000);

/** A guest review of `stars` on the car, published by the host's review. */
async function publishedCarReview(carId: string, stars: number): Promise<void> {
  const reserveId = await insertCarReserve(
    app,
    { carId, hostUserId: cast.hostId },
    {
      guestUserId: cast.guestId,
      status: 'Returned',
      startDate: dayFrom(returnedAt(), -2),
      endDate: dayFrom(returnedAt(), -1),
      returnedAt: returnedAt(),
    },
  );
  ok(await injectAs(cast.guest, c.createReview, carReview(reserveId, { overall: stars })), 'guest');
  ok(await injectAs(cast.host, c.createReview, guestReview(reserveId)), 'host');
}

async function publishedSpotReview(spotId: string, stars: number): Promise<void> {
  const [spotPlanId] = await planIdsOf(app, spotId);
  const reserveId = await insertSpotReserve(
    app,
    { spotId, spotPlanId: spotPlanId!, capacity: landPlan.capacityPerDay, hostUserId: cast.hostId },
    {
      guestUserId: cast.guestId,
      status: 'Returned',
      startDate: dayFrom(returnedAt(), -1),
      endDate: dayFrom(returnedAt(), 0),
      returnedAt: returnedAt(),
    },
  );
  ok(await injectAs(cast.guest, c.createReview, spotReview(reserveId, { overall: stars })), 'guest');
  ok(await injectAs(cast.host, c.createReview, guestReview(reserveId)), 'host');
}

const ids = (response: Awaited<ReturnType<typeof injectAs>>) => (response.json() as { items: { id: string }[] }).items.map((i) => i.id);

describe('search by rating', () => {
  it('sorts cars best rated first, unrated last, filters by a minimum, and counts a publication at once despite the cache', async () => {
    const title = (n: string) => `評価順テスト ${n} ${cast.word}`;
    const [good, fair] = [
      await listedCar(cast.host, cast.operator, { title: title('good'), fields: { pricePerDay: 9000, minDays: 1 } }),
      await listedCar(cast.host, cast.operator, { title: title('fair'), fields: { pricePerDay: 9000, minDays: 1 } }),
    ];
    const search = (extra: Partial<c.Input<typeof c.listCar>> = {}) =>
      injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: cast.word, sort: 'rating', ...extra });
    // Cached while nothing is rated: the cast's car and the two new ones.
    expect(ids(await search())).toHaveLength(3);
    await publishedCarReview(fair, 3);
    await publishedCarReview(good, 5);
    await publishedCarReview(good, 4);
    // The publications dropped this process's cache: the order and the cards are the new ones.
    expect(ids(await search())).toEqual([good, fair, cast.carId]);
    const cards = (await search()).json().items as { id: string; rating: unknown }[];
    expect(cards.map((card) => card.rating)).toEqual([{ average: 4.5, count: 2 }, { average: 3, count: 1 }, null]);
    expect(ids(await search({ ratingMin: 3.5 }))).toEqual([good]);
    expect(ids(await search({ ratingMin: 3, sort: 'priceAsc' }))).toEqual(expect.arrayContaining([good, fair]));
    expect(ids(await search({ ratingMin: 5 }))).toEqual([]);
    expect(ok<{ rating: unknown }>(await injectAs(null, c.showCar, { carId: good }), 'detail').rating).toEqual({ average: 4.5, count: 2 });
  });

  it('sorts spots the same way', async () => {
    const second = await listedSpot(cast.host, cast.operator, {
      title: `評価順テストのスポット ${cast.word}`,
      fields: { plans: [landPlan] },
    });
    await publishedSpotReview(cast.spotId, 2);
    await publishedSpotReview(second, 4);
    const search = (extra: Partial<c.Input<typeof c.listSpot>> = {}) =>
      injectAs(null, c.listSpot, { keyword: cast.word, sort: 'rating', ...extra });
    expect(ids(await search())).toEqual([second, cast.spotId]);
    expect(ids(await search({ ratingMin: 2.5 }))).toEqual([second]);
    const bad = await injectAs(null, c.listSpot, { keyword: cast.word, ratingMin: 3.3 });
    expect(bad.statusCode).toBe(400);
  });
});
