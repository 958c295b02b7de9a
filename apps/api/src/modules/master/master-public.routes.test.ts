/**
 * The public master calls (spec §7, ADR 0014): every list answers a visitor with its Active rows in
 * display order, in the contract's shape, and leaves Inactive and Temporary rows out.
 */
import * as c from '@kurumatabi/contract';
import { isPriceUnitAllowed, SpotKind, type RecordActivity } from '@kurumatabi/contract/enums';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.js';
import { carMasterRows, spotMasterRows } from '../../seed/master-data.js';
import { buildTestApp, createTestUser, injectAs } from '../../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  // No content cache: rows inserted by a test are seen by the next request.
  app = await buildTestApp({ CONTENT_CACHE_TTL_SECONDS: '0' });
});
afterAll(() => app.close());

const car = carMasterRows();
const spot = spotMasterRows();

interface ListCase {
  endpoint: c.Endpoint;
  table: PgTable & { id: PgColumn };
  seeded: readonly { id: string }[];
  /** The columns a test row needs beyond the shared ones. */
  extra: Record<string, unknown>;
}

const option = { suggestedPrice: 1000, priceUnit: 'PerDay' };
const cases: [string, ListCase][] = [
  ['show-active-car-kinds', { endpoint: c.showActiveCarKinds, table: schema.carKinds, seeded: car.kinds, extra: { isCampervan: true } }],
  [
    'show-active-car-basic-facilities',
    {
      endpoint: c.showActiveCarBasicFacilities,
      table: schema.carBasicFacilities,
      seeded: car.basicFacilities,
      extra: { category: 'Power' },
    },
  ],
  [
    'show-active-car-additional-facilities',
    {
      endpoint: c.showActiveCarAdditionalFacilities,
      table: schema.carAdditionalFacilities,
      seeded: car.additionalFacilities,
      extra: option,
    },
  ],
  ['show-active-car-rules', { endpoint: c.showActiveCarRules, table: schema.carRules, seeded: car.rules, extra: {} }],
  [
    'show-active-spot-types',
    { endpoint: c.showActiveSpotTypes, table: schema.spotTypes, seeded: spot.types, extra: { spotKind: 'Activity' } },
  ],
  [
    'show-active-spot-basic-facilities',
    { endpoint: c.showActiveSpotBasicFacilities, table: schema.spotBasicFacilities, seeded: spot.basicFacilities, extra: {} },
  ],
  [
    'show-active-spot-additional-facilities',
    {
      endpoint: c.showActiveSpotAdditionalFacilities,
      table: schema.spotAdditionalFacilities,
      seeded: spot.additionalFacilities,
      extra: option,
    },
  ],
  [
    'show-active-spot-surrounding-facilities',
    {
      endpoint: c.showActiveSpotSurroundingFacilities,
      table: schema.spotSurroundingFacilities,
      seeded: spot.surroundingFacilities,
      extra: {},
    },
  ],
  ['show-active-spot-rules', { endpoint: c.showActiveSpotRules, table: schema.spotRules, seeded: spot.rules, extra: {} }],
];

async function list(endpoint: c.Endpoint): Promise<{ id: string }[]> {
  const response = await injectAs(null, endpoint, {} as never);
  expect(response.statusCode, response.body).toBe(200);
  // The contract's shape, exactly (a strict parse of the output schema drops nothing unexpected).
  const parsed = endpoint.output.parse(response.json()) as { items: { id: string }[] };
  expect(response.json()).toEqual(parsed);
  return parsed.items;
}

describe.each(cases)('%s', (_name, { endpoint, table, seeded, extra }) => {
  it('answers a visitor (no token) with the seeded rows in display order', async () => {
    expect(endpoint.access).toBe('public');
    const items = await list(endpoint);
    expect(items.map((i) => i.id)).toEqual(seeded.map((s) => s.id));
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items[0]).toMatchObject({ name: expect.any(String), description: expect.any(String) });
  });

  it('shows only Active rows, ordered by display order then id', async () => {
    const tag = randomUUID().slice(0, 8);
    const row = (suffix: string, activity: RecordActivity, displayOrder: number) => ({
      id: `test-${tag}-${suffix}`,
      name: `テスト ${tag} ${suffix}`,
      activity,
      displayOrder,
      ...extra,
    });
    const rows = [
      row('inactive', 'Inactive', 0),
      row('temporary', 'Temporary', 0),
      row('b-first', 'Active', 0),
      row('a-first', 'Active', 0),
      row('last', 'Active', 1_000_000),
    ];
    await app.db.insert(table).values(rows as never);
    try {
      const ids = (await list(endpoint)).map((i) => i.id);
      expect(ids).toEqual([`test-${tag}-a-first`, `test-${tag}-b-first`, ...seeded.map((s) => s.id), `test-${tag}-last`]);
    } finally {
      await app.db.delete(table).where(
        inArray(
          table.id,
          rows.map((r) => r.id),
        ),
      );
    }
  });

  it('refuses a body with fields (the input is an empty object)', async () => {
    const response = await injectAs(null, endpoint, { unexpected: 1 } as never);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the public car master content', () => {
  it('carries the fields the listing form needs', async () => {
    const user = await createTestUser();
    const kinds = c.showActiveCarKinds.output.parse((await injectAs(user, c.showActiveCarKinds, {})).json()).items;
    expect(kinds.find((k) => k.id === 'kei-camper')).toEqual({
      id: 'kei-camper',
      name: '軽キャンパー',
      description: expect.stringContaining('軽自動車'),
      isCampervan: true,
    });
    expect(kinds.find((k) => k.id === 'minivan')?.isCampervan).toBe(false);

    const facilities = c.showActiveCarBasicFacilities.output.parse((await injectAs(null, c.showActiveCarBasicFacilities, {})).json()).items;
    expect(facilities.find((f) => f.id === 'ff-heater')).toMatchObject({ name: 'FFヒーター', category: 'Climate' });
    expect(new Set(facilities.map((f) => f.category))).toEqual(new Set(c.CarFacilityCategory.values));

    const options = c.showActiveCarAdditionalFacilities.output.parse(
      (await injectAs(null, c.showActiveCarAdditionalFacilities, {})).json(),
    ).items;
    expect(options.find((o) => o.id === 'child-seat')).toMatchObject({
      name: 'チャイルドシート',
      suggestedPrice: 1100,
      priceUnit: 'PerUnit',
    });
    // Every hint is a unit an option allows (spec §3).
    for (const o of options) expect(isPriceUnitAllowed('Option', o.priceUnit), o.id).toBe(true);
  });

  it('gives every spot type its kind, places to stay and activities both', async () => {
    const types = c.showActiveSpotTypes.output.parse((await injectAs(null, c.showActiveSpotTypes, {})).json()).items;
    expect(types.find((t) => t.id === 'rv-park')).toMatchObject({ name: 'RVパーク', spotKind: 'Land' });
    expect(types.find((t) => t.id === 'farm-experience')).toMatchObject({ spotKind: 'Activity' });
    expect(new Set(types.map((t) => t.spotKind))).toEqual(new Set(SpotKind.values));
  });
});
