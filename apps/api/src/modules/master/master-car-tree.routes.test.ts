/**
 * The signed-in car master calls (spec §7, ADR 0014): manufacturers → models → cars. A row is shown
 * when it and every row above it are Active; an id that is not shown is the call's 404; an Active
 * parent without Active children is an empty list.
 */
import * as c from '@kurumatabi/contract';
import type { RecordActivity } from '@kurumatabi/contract/enums';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBasicFacilities, carKinds, carManufacturers, carModels, carVariants } from '../../db/schema/index.js';
import { carMasterRows } from '../../seed/master-data.js';
import { buildTestApp, createTestUser, injectAs, type TestUser } from '../../../test/helpers.js';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ CONTENT_CACHE_TTL_SECONDS: '0' });
  // Signed up, not registered: the master needs a valid token only.
  user = await createTestUser();
});
afterAll(() => app.close());

const seeded = carMasterRows();

async function ok<E extends c.Endpoint>(endpoint: E, body: c.Input<E>): Promise<c.Output<E>> {
  const response = await injectAs(user, endpoint, body);
  expect(response.statusCode, response.body).toBe(200);
  const parsed = endpoint.output.parse(response.json()) as c.Output<E>;
  expect(response.json()).toEqual(parsed);
  return parsed;
}

async function refused(endpoint: c.Endpoint, body: unknown, status: number, code: c.ErrorCode) {
  const response = await injectAs(user, endpoint, body as never);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.code).toBe(code);
  return response.json().error as c.ErrorEnvelope['error'];
}

const treeCalls = [
  [c.showActiveCarManufacturers, {}],
  [c.showActiveCarModelsByCarManufacturer, { carManufacturerId: 'toyota' }],
  [c.showActiveCarsByCarModel, { carModelId: 'toyota-hiace' }],
] as const;

describe('the signed-in car master calls', () => {
  it.each(treeCalls.map(([e, body]) => [e.path, e, body] as const))(
    '%s refuses a visitor with 401 NO_TOKEN',
    async (_p, endpoint, body) => {
      expect(endpoint.access).toBe('user');
      const response = await injectAs(null, endpoint, body as never);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: 'NO_TOKEN', message: 'No token provided' });
    },
  );
});

describe('show-active-car-manufacturers', () => {
  it('lists the seeded manufacturers in display order, domestic first', async () => {
    const { items } = await ok(c.showActiveCarManufacturers, {});
    expect(items.map((m) => m.id)).toEqual(seeded.manufacturers.map((m) => m.id));
    expect(items[0]).toEqual({ id: 'toyota', name: 'トヨタ', englishName: 'Toyota', imported: false });
    expect(items.find((m) => m.id === 'fiat')?.imported).toBe(true);
    expect(items.map((m) => m.name)).toEqual(
      expect.arrayContaining(['日産', 'マツダ', 'ホンダ', 'スズキ', 'ダイハツ', '三菱', 'スバル', 'いすゞ']),
    );
  });

  it('refuses a body with fields', async () => {
    await refused(c.showActiveCarManufacturers, { carManufacturerId: 'toyota' }, 400, 'VALIDATION_FAILED');
  });
});

describe('show-active-car-models-by-car-manufacturer', () => {
  it('lists a manufacturer’s models in display order', async () => {
    const { items } = await ok(c.showActiveCarModelsByCarManufacturer, { carManufacturerId: 'toyota' });
    expect(items.map((m) => m.id)).toEqual(seeded.models.filter((m) => m.carManufacturerId === 'toyota').map((m) => m.id));
    expect(items[0]).toEqual({ id: 'toyota-hiace', carManufacturerId: 'toyota', name: 'ハイエース' });
    expect(items.map((m) => m.name)).toEqual(expect.arrayContaining(['カムロード', 'レジアスエース', 'タウンエース', 'アルファード']));
    const nissan = await ok(c.showActiveCarModelsByCarManufacturer, { carManufacturerId: 'nissan' });
    expect(nissan.items.map((m) => m.name)).toEqual(['キャラバン', 'NV200バネット', 'セレナ', 'エクストレイル']);
  });

  it('answers 404 CAR_MANUFACTURER_NOT_FOUND for an unknown manufacturer', async () => {
    const error = await refused(
      c.showActiveCarModelsByCarManufacturer,
      { carManufacturerId: 'no-such-maker' },
      404,
      'CAR_MANUFACTURER_NOT_FOUND',
    );
    expect(error.message).toBe(c.errorTable.CAR_MANUFACTURER_NOT_FOUND.message);
  });

  it('answers 400 with a Japanese message for a malformed or missing id', async () => {
    for (const body of [{ carManufacturerId: 'Toyota!' }, { carManufacturerId: 'x'.repeat(65) }, { carManufacturerId: '' }]) {
      const error = await refused(c.showActiveCarModelsByCarManufacturer, body, 400, 'VALIDATION_FAILED');
      expect(error.details).toEqual([{ path: 'carManufacturerId', message: 'メーカーの ID が正しくありません。' }]);
    }
    const missing = await refused(c.showActiveCarModelsByCarManufacturer, {}, 400, 'VALIDATION_FAILED');
    expect(missing.details).toEqual([{ path: 'carManufacturerId', message: 'メーカーを選んでください。' }]);
    await refused(c.showActiveCarModelsByCarManufacturer, { carManufacturerId: 'toyota', extra: 1 }, 400, 'VALIDATION_FAILED');
  });
});

describe('show-active-cars-by-car-model', () => {
  it('lists a model’s cars with their specs in display order', async () => {
    const { items } = await ok(c.showActiveCarsByCarModel, { carModelId: 'toyota-hiace' });
    expect(items.map((v) => v.id)).toEqual(seeded.variants.filter((v) => v.carModelId === 'toyota-hiace').map((v) => v.id));
    expect(items[0]).toEqual({
      id: 'toyota-hiace-wagon-gl',
      carModelId: 'toyota-hiace',
      name: 'ワゴン GL',
      carKindId: 'one-box',
      sizeClass: 'Standard',
      doorCount: 'Four',
      steeringSide: 'Right',
      transmission: 'Automatic',
      fuelType: 'Regular',
      seats: 10,
      sleepingCapacity: 0,
      lengthMm: 5380,
      widthMm: 1880,
      heightMm: 2285,
      basicFacilityIds: ['rear-cooler', 'back-camera', 'car-navigation', 'drive-recorder', 'etc', 'cruise-control', 'collision-mitigation'],
    });
    const camper = items.find((v) => v.id === 'toyota-hiace-super-long-camper');
    expect(camper).toMatchObject({ name: 'スーパーロング キャンパー（ハイルーフ）', carKindId: 'van-conversion', sleepingCapacity: 4 });
    expect(camper?.basicFacilityIds).toEqual(
      expect.arrayContaining(['ff-heater', 'sub-battery', 'charging-while-driving', 'refrigerator', 'sink']),
    );
  });

  it('lists the facility ids in the facilities’ display order', async () => {
    const order = seeded.basicFacilities.map((f) => f.id);
    for (const model of ['toyota-camroad', 'suzuki-every', 'fiat-ducato']) {
      const { items } = await ok(c.showActiveCarsByCarModel, { carModelId: model });
      expect(items.length).toBeGreaterThan(0);
      for (const v of items) {
        const positions = v.basicFacilityIds.map((id) => order.indexOf(id));
        expect(positions.every((p) => p >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }
    }
  });

  it('answers 404 CAR_MODEL_NOT_FOUND for an unknown model and 400 for a malformed id', async () => {
    await refused(c.showActiveCarsByCarModel, { carModelId: 'toyota-no-such-model' }, 404, 'CAR_MODEL_NOT_FOUND');
    const error = await refused(c.showActiveCarsByCarModel, { carModelId: 'トヨタ' }, 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual([{ path: 'carModelId', message: '車種の ID が正しくありません。' }]);
  });
});

describe('record activity along the tree', () => {
  const tag = randomUUID().slice(0, 8);
  const id = (suffix: string) => `test-${tag}-${suffix}`;
  const variant = (suffix: string, model: string, activity: RecordActivity, extra: Partial<typeof carVariants.$inferInsert> = {}) => ({
    id: id(suffix),
    carModelId: id(model),
    name: `グレード ${suffix}`,
    carKindId: 'minivan',
    sizeClass: 'Standard' as const,
    doorCount: 'Four' as const,
    fuelType: 'Regular' as const,
    seats: 5,
    activity,
    ...extra,
  });

  beforeAll(async () => {
    await app.db.insert(carKinds).values({ id: id('kind-off'), name: `休止中の車両タイプ ${tag}`, activity: 'Inactive' });
    await app.db
      .insert(carBasicFacilities)
      .values({ id: id('facility-off'), name: `休止中の設備 ${tag}`, category: 'Power', activity: 'Temporary' });
    await app.db.insert(carManufacturers).values([
      { id: id('maker'), name: `テストモータース ${tag}`, englishName: 'Test Motors', displayOrder: 1_000_000 },
      { id: id('maker-off'), name: `休止メーカー ${tag}`, englishName: 'Inactive Motors', activity: 'Inactive' },
      { id: id('maker-draft'), name: `下書きメーカー ${tag}`, englishName: 'Draft Motors', activity: 'Temporary' },
      { id: id('maker-empty'), name: `車種なしメーカー ${tag}`, englishName: 'Empty Motors', displayOrder: 1_000_001 },
    ]);
    await app.db.insert(carModels).values([
      { id: id('model'), carManufacturerId: id('maker'), name: 'テストバン' },
      { id: id('model-off'), carManufacturerId: id('maker'), name: '休止車種', activity: 'Inactive' },
      { id: id('model-empty'), carManufacturerId: id('maker'), name: 'グレードなし', displayOrder: 5 },
      { id: id('model-of-off'), carManufacturerId: id('maker-off'), name: '休止メーカーの車種' },
    ]);
    await app.db
      .insert(carVariants)
      .values([
        variant('active', 'model', 'Active', { basicFacilityIds: ['etc', id('facility-off'), 'no-such-facility', 'bed'] }),
        variant('inactive', 'model', 'Inactive'),
        variant('temporary', 'model', 'Temporary'),
        variant('kind-off', 'model', 'Active', { carKindId: id('kind-off'), displayOrder: 1 }),
        variant('of-model-off', 'model-off', 'Active'),
        variant('of-maker-off', 'model-of-off', 'Active'),
      ]);
  });

  afterAll(async () => {
    await app.db
      .delete(carVariants)
      .where(inArray(carVariants.carModelId, [id('model'), id('model-off'), id('model-empty'), id('model-of-off')]));
    await app.db.delete(carModels).where(inArray(carModels.carManufacturerId, [id('maker'), id('maker-off')]));
    await app.db
      .delete(carManufacturers)
      .where(inArray(carManufacturers.id, [id('maker'), id('maker-off'), id('maker-draft'), id('maker-empty')]));
    await app.db.delete(carKinds).where(inArray(carKinds.id, [id('kind-off')]));
    await app.db.delete(carBasicFacilities).where(inArray(carBasicFacilities.id, [id('facility-off')]));
  });

  it('lists only Active manufacturers', async () => {
    const ids = (await ok(c.showActiveCarManufacturers, {})).items.map((m) => m.id);
    expect(ids.slice(-2)).toEqual([id('maker'), id('maker-empty')]);
    expect(ids).not.toContain(id('maker-off'));
    expect(ids).not.toContain(id('maker-draft'));
  });

  it('answers 404 for the models of an Inactive or Temporary manufacturer, and an empty list for one without models', async () => {
    await refused(c.showActiveCarModelsByCarManufacturer, { carManufacturerId: id('maker-off') }, 404, 'CAR_MANUFACTURER_NOT_FOUND');
    await refused(c.showActiveCarModelsByCarManufacturer, { carManufacturerId: id('maker-draft') }, 404, 'CAR_MANUFACTURER_NOT_FOUND');
    expect(await ok(c.showActiveCarModelsByCarManufacturer, { carManufacturerId: id('maker-empty') })).toEqual({ items: [] });
  });

  it('lists only Active models, in display order', async () => {
    const { items } = await ok(c.showActiveCarModelsByCarManufacturer, { carManufacturerId: id('maker') });
    expect(items).toEqual([
      { id: id('model'), carManufacturerId: id('maker'), name: 'テストバン' },
      { id: id('model-empty'), carManufacturerId: id('maker'), name: 'グレードなし' },
    ]);
  });

  it('answers 404 for the cars of an Inactive model or of a model whose manufacturer is Inactive', async () => {
    await refused(c.showActiveCarsByCarModel, { carModelId: id('model-off') }, 404, 'CAR_MODEL_NOT_FOUND');
    await refused(c.showActiveCarsByCarModel, { carModelId: id('model-of-off') }, 404, 'CAR_MODEL_NOT_FOUND');
    expect(await ok(c.showActiveCarsByCarModel, { carModelId: id('model-empty') })).toEqual({ items: [] });
  });

  it('lists only Active cars; drops a kind and facilities that are not Active', async () => {
    const { items } = await ok(c.showActiveCarsByCarModel, { carModelId: id('model') });
    expect(items.map((v) => v.id)).toEqual([id('active'), id('kind-off')]);
    expect(items[0]).toMatchObject({ carKindId: 'minivan', basicFacilityIds: ['bed', 'etc'], sleepingCapacity: 0, lengthMm: null });
    expect(items[1]?.carKindId).toBeNull();
  });
});
