import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope, Input } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import {
  createHost,
  createLocation,
  createOperator,
  japanDay,
  listedCar,
  setBusy,
  submittedCar,
  uniqueWord,
} from '../../../test/listings-fixtures.js';

let app: FastifyInstance;
let owner: TestUser;
let operator: TestUser;
const word = uniqueWord();
const ids = { tokyo: '', nagano: '', hokkaido: '', rental: '' };
const busyFrom = japanDay(10);

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;
type Search = Partial<Input<typeof c.listCar>>;
async function search(filters: Search = {}) {
  const response = await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: word, ...filters });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { id: string; pricePerDay: number }[]; total: number; totalIsLowerBound: boolean };
}
const idsOf = async (filters: Search = {}) => (await search(filters)).items.map((i) => i.id);

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createHost('検索 オーナー');
  operator = await createOperator();
  const tokyo = await createLocation(owner, { prefecture: 'Tokyo', city: '世田谷区' });
  const nagano = await createLocation(owner, { prefecture: 'Nagano', city: '松本市', postalCode: '390-0811' });
  const hokkaido = await createLocation(owner, { prefecture: 'Hokkaido', city: '札幌市', postalCode: '060-0001' });
  ids.tokyo = await listedCar(owner, operator, {
    title: `${word} 富士山が見える サンライズ号`,
    locationId: tokyo,
    fields: { pricePerDay: 8000, seats: 10, sleepingCapacity: 2, carKindId: 'one-box', basicFacilityIds: ['ff-heater'] },
  });
  ids.nagano = await listedCar(owner, operator, {
    title: `${word} 湖畔で車中泊 キャンピングカー`,
    locationId: nagano,
    fields: {
      pricePerDay: 20000,
      seats: 4,
      sleepingCapacity: 4,
      carKindId: 'cab-conversion',
      basicFacilityIds: ['ff-heater', 'solar-panel'],
    },
  });
  ids.hokkaido = await listedCar(owner, operator, {
    title: `${word} 100%電動の軽バン`,
    locationId: hokkaido,
    fields: { pricePerDay: 12000, seats: 2, sleepingCapacity: 1, carKindId: 'kei-car', basicFacilityIds: [] },
  });
  ids.rental = await listedCar(owner, operator, { title: `${word} レンタカー`, locationId: tokyo, draft: { serviceType: 'RentalCar' } });
  await setBusy(app, 'cars', ids.tokyo, busyFrom, japanDay(13));
});
afterAll(() => app.close());

describe('list-car filters', () => {
  it('keeps to the service type and the listed cars', async () => {
    expect((await idsOf()).sort()).toEqual([ids.tokyo, ids.nagano, ids.hokkaido].sort());
    expect(await idsOf({ serviceType: 'RentalCar' })).toEqual([ids.rental]);
    const draft = await submittedCar(owner, { title: `${word} 審査中の車両` });
    expect(await idsOf()).not.toContain(draft);
  });

  it('narrows by place, people, beds, price, kind and facilities', async () => {
    expect(await idsOf({ prefecture: 'Nagano' })).toEqual([ids.nagano]);
    expect(await idsOf({ region: 'Hokkaido' })).toEqual([ids.hokkaido]);
    expect(await idsOf({ region: 'Kanto', prefecture: 'Nagano' })).toEqual([]);
    expect((await idsOf({ people: 4 })).sort()).toEqual([ids.tokyo, ids.nagano].sort());
    expect(await idsOf({ sleeping: 3 })).toEqual([ids.nagano]);
    expect((await idsOf({ priceMin: 10000 })).sort()).toEqual([ids.nagano, ids.hokkaido].sort());
    expect(await idsOf({ priceMax: 10000 })).toEqual([ids.tokyo]);
    expect(await idsOf({ priceMin: 10000, priceMax: 15000 })).toEqual([ids.hokkaido]);
    expect((await idsOf({ carKindIds: ['one-box', 'kei-car'] })).sort()).toEqual([ids.tokyo, ids.hokkaido].sort());
    expect((await idsOf({ facilityIds: ['ff-heater'] })).sort()).toEqual([ids.tokyo, ids.nagano].sort());
    expect(await idsOf({ facilityIds: ['ff-heater', 'solar-panel'] })).toEqual([ids.nagano]);
  });

  it('keeps only cars free on every day of the range', async () => {
    const all = [ids.tokyo, ids.nagano, ids.hokkaido].sort();
    expect((await idsOf({ from: japanDay(8), to: japanDay(9) })).sort()).toEqual(all);
    expect(await idsOf({ from: japanDay(8), to: japanDay(10) })).not.toContain(ids.tokyo);
    expect(await idsOf({ from: japanDay(12), to: japanDay(20) })).not.toContain(ids.tokyo);
    expect((await idsOf({ from: japanDay(13), to: japanDay(14) })).sort()).toEqual(all);
    const schedule = await injectAs(null, c.showReserveSchedules, {
      targetKind: 'Car',
      targetId: ids.tokyo,
      from: japanDay(9),
      to: japanDay(14),
    });
    expect(schedule.json()).toMatchObject({ unavailableDates: [japanDay(10), japanDay(11), japanDay(12)], from: japanDay(9) });
  });

  it('sorts by popularity, price and age', async () => {
    expect(await idsOf({ sort: 'priceAsc' })).toEqual([ids.tokyo, ids.hokkaido, ids.nagano]);
    expect(await idsOf({ sort: 'priceDesc' })).toEqual([ids.nagano, ids.hokkaido, ids.tokyo]);
    expect(await idsOf({ sort: 'newest' })).toEqual([ids.hokkaido, ids.nagano, ids.tokyo]);
    const fan = await createRegisteredUser('検索 ファン');
    await injectAs(fan, c.updateCarFavoriteStatus, { carId: ids.nagano, favorite: true });
    expect((await idsOf({ sort: 'popular' }))[0]).toBe(ids.nagano);
  });

  it('pages and counts', async () => {
    const first = await search({ sort: 'priceAsc', limit: 2 });
    expect(first).toMatchObject({ total: 3, totalIsLowerBound: false, limit: 2, offset: 0 });
    expect(first.items.map((i) => i.id)).toEqual([ids.tokyo, ids.hokkaido]);
    const second = await search({ sort: 'priceAsc', limit: 2, offset: 2 });
    expect(second.items.map((i) => i.id)).toEqual([ids.nagano]);
    expect(second.total).toBe(3);
    // A page past the end has no row to carry the count: the total is still right.
    const past = await search({ sort: 'priceAsc', limit: 2, offset: 4 });
    expect(past).toMatchObject({ items: [], total: 3, totalIsLowerBound: false, offset: 4 });
  });

  it('counts up to 1,000 and says there are more', async () => {
    const many = uniqueWord();
    await app.db.execute(sql`
      insert into cars (owner_user_id, title, service_type, car_variant_id, size_class, door_count, steering_side, transmission, fuel_type,
        seats, sleeping_capacity, prefecture, region, price_per_day, publication_state, verification_status, listed, card_json, search_text)
      select owner_user_id, title, service_type, car_variant_id, size_class, door_count, steering_side, transmission, fuel_type,
        seats, sleeping_capacity, prefecture, region, price_per_day, publication_state, verification_status, true, card_json, ${many}
      from cars, generate_series(1, 1005) where id = ${ids.tokyo}`);
    try {
      const page = await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: many, limit: 50, offset: 1000 });
      expect(page.json()).toMatchObject({ total: 1000, totalIsLowerBound: true, offset: 1000 });
      expect(page.json().items).toHaveLength(5);
    } finally {
      await app.db.execute(sql`delete from cars where search_text = ${many}`);
    }
  });
});

describe('list-car keywords', () => {
  it('matches one-, two- and three-character Japanese words, folding katakana and hiragana', async () => {
    expect(await idsOf({ keyword: `${word} 湖` })).toEqual([ids.nagano]);
    expect(await idsOf({ keyword: `${word} 富士` })).toEqual([ids.tokyo]);
    expect(await idsOf({ keyword: `${word} キャンピング` })).toEqual([ids.nagano]);
    expect(await idsOf({ keyword: `${word} さんらいず` })).toEqual([ids.tokyo]);
    expect((await idsOf({ keyword: `${word} はいえーす` })).length).toBe(3);
    expect(await idsOf({ keyword: `${word} ｻﾝﾗｲｽﾞ` })).toEqual([ids.tokyo]);
    expect(await idsOf({ keyword: `${word} 松本市` })).toEqual([ids.nagano]);
    expect(await idsOf({ keyword: `${word}\u3000北海道` })).toEqual([ids.hokkaido]);
    expect(await idsOf({ keyword: `${word} 湖 富士` })).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await idsOf({ keyword: `${word} 100%` })).toEqual([ids.hokkaido]);
    expect(await idsOf({ keyword: `${word} %%%` })).toEqual([]);
    expect(await idsOf({ keyword: `${word} ___` })).toEqual([]);
  });
});

describe('list-car refuses bad input', () => {
  it.each([
    ['an unknown prefecture', { prefecture: 'Atlantis' }, 'prefecture'],
    ['an end before the start', { from: japanDay(5), to: japanDay(3) }, 'to'],
    ['a lone date', { from: japanDay(5) }, 'to'],
    ['a negative price', { priceMin: -1 }, 'priceMin'],
    ['a minimum above the maximum', { priceMin: 5000, priceMax: 4000 }, 'priceMax'],
    ['a page of a million', { limit: 1_000_000 }, 'limit'],
    ['an offset past 1,000', { offset: 1001 }, 'offset'],
    ['a 40-day range', { from: japanDay(1), to: japanDay(40) }, 'to'],
    ['a start before today', { from: japanDay(-1), to: japanDay(2) }, 'from'],
    ['an unknown sort', { sort: 'random' }, 'sort'],
  ])('400 for %s', async (_what, filters, path) => {
    const response = await injectAs(null, c.listCar, { serviceType: 'CarShare', ...(filters as Search) });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(errorOf(response).details?.map((d) => d.path)).toContain(path);
  });

  it('422 for an unknown facility or kind', async () => {
    const response = await injectAs(null, c.listCar, {
      serviceType: 'CarShare',
      facilityIds: ['ff-heater', 'warp-drive'],
      carKindIds: ['ufo'],
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 'MASTER_REFERENCE_INVALID' });
    expect(errorOf(response).details?.map((d) => d.path)).toEqual(['carKindIds.0', 'facilityIds.1']);
  });
});

describe('visibility', () => {
  it('hides a deactivated owner’s cars from every public call', async () => {
    const leaver = await createHost('やめる オーナー');
    const leaverWord = uniqueWord();
    const carId = await listedCar(leaver, operator, { title: `${leaverWord} 退会する人の車両` });
    expect((await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: leaverWord })).json().total).toBe(1);
    expect((await injectAs(null, c.showCar, { carId })).statusCode).toBe(200);
    expect((await injectAs(leaver, c.deactivateUser, { confirm: true })).statusCode).toBe(200);
    expect((await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: leaverWord })).json().total).toBe(0);
    expect((await injectAs(null, c.showCar, { carId })).statusCode).toBe(404);
    const schedule = await injectAs(null, c.showReserveSchedules, {
      targetKind: 'Car',
      targetId: carId,
      from: japanDay(1),
      to: japanDay(3),
    });
    expect(errorOf(schedule).code).toBe('CAR_NOT_FOUND');
    const popular = (await injectAs(null, c.showPopularCars, { limit: 20 })).json();
    expect(popular.items.map((i: { id: string }) => i.id)).not.toContain(carId);
    const viewer = await createRegisteredUser('閲覧 ユーザー');
    expect((await injectAs(viewer, c.userShowCar, { carId })).statusCode).toBe(404);
  });

  it('moves a car with its pickup location', async () => {
    const host = await createHost('移転 オーナー');
    const moveWord = uniqueWord();
    const locationId = await createLocation(host, { prefecture: 'Tokyo', city: '渋谷区' });
    const carId = await listedCar(host, operator, { title: `${moveWord} 引っ越す車両`, locationId });
    const { id: _id, createdAt: _c, updatedAt: _u, ...location } = (await injectAs(host, c.showUserLocations, {})).json().items[0];
    const moved = await injectAs(host, c.updateUserLocation, {
      ...location,
      id: locationId,
      prefecture: 'Okinawa',
      city: '那覇市',
      postalCode: '900-0001',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The move of a verified car is a material change: the approved place stays public until an operator verifies it (ADR 0023).
    expect((await injectAs(null, c.showCar, { carId })).json().place).toEqual({ region: 'Kanto', prefecture: 'Tokyo', city: '渋谷区' });
    const queue = (await injectAs(operator, c.listListingRevisions, { listingKind: 'car', limit: 100 })).json().items;
    const revision = queue.find((r: { listingId: string }) => r.listingId === carId);
    expect((await injectAs(operator, c.verifyListingRevision, { revisionId: revision.id })).statusCode).toBe(200);
    expect((await injectAs(null, c.showCar, { carId })).json().place).toEqual({ region: 'Okinawa', prefecture: 'Okinawa', city: '那覇市' });
    expect((await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: moveWord, prefecture: 'Okinawa' })).json().total).toBe(1);
    expect((await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: `${moveWord} 那覇` })).json().total).toBe(1);
    expect((await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: moveWord, prefecture: 'Tokyo' })).json().total).toBe(0);
  });

  it('answers 404 to a schedule of an unknown car and 400 to a reversed range', async () => {
    const unknown = await injectAs(null, c.showReserveSchedules, {
      targetKind: 'Car',
      targetId: '00000000-0000-4000-8000-000000000000',
      from: japanDay(1),
      to: japanDay(3),
    });
    expect(unknown.statusCode).toBe(404);
    const reversed = await injectAs(null, c.showReserveSchedules, {
      targetKind: 'Car',
      targetId: ids.tokyo,
      from: japanDay(3),
      to: japanDay(1),
    });
    expect(reversed.statusCode).toBe(400);
  });
});
