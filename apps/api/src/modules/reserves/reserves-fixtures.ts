import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope, Input, ReserveDetail } from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { runMigrations } from '../../migrate.js';
import { seed } from '../../seed/index.js';
import { loadConfig } from '../../config.js';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.js';
import { createServices } from '../services.js';
import { licenseForm, uploadPrivate } from '../../../test/accounts-fixtures.js';
import { buildTestApp, createRegisteredUser, injectAs, testEnv, type TestUser } from '../../../test/helpers.js';
import { landPlan, listedCar, listedSpot, uniqueWord } from '../../../test/listings-fixtures.js';

/** Test data of the reservations tests: guests with a verified licence, listed cars and spots, and the calls' bodies. */

/**
 * A database of its own, migrated and seeded (master data, legal texts), for a test that moves the
 * clock: the sweep it runs cancels every request expired by that clock, which must not reach the
 * other test files' reservations in the shared test database.
 */
export async function isolatedDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const shared = new URL(inject('databaseUrl'));
  const name = `kurumatabi_reserves_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: shared.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(shared.toString());
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  await seed({ databaseUrl: url.toString(), demoAccounts: false });
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: shared.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The real app on the test database, with throw-away image and mail folders, the public search
 * uncached (a test looks at it before and after a reservation) and an optional clock.
 */
export async function buildReservesTestApp(options: { clock?: () => Date; databaseUrl?: string } = {}): Promise<FastifyInstance> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-reserves-'));
  const env = {
    STORAGE_DIR: path.join(root, 'storage'),
    MAIL_DIR: path.join(root, 'mail'),
    CONTENT_CACHE_TTL_SECONDS: '0',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const app = await buildTestApp(env, { clock: options.clock });
  app.addHook('onClose', async () => rm(root, { recursive: true, force: true }));
  return app;
}

/** The app's own services on its database (the sweep, as the app's timer runs it, at a chosen instant). */
export function servicesOf(app: FastifyInstance, now: () => Date = () => new Date()) {
  const config = loadConfig(testEnv({ CONTENT_CACHE_TTL_SECONDS: '0' }));
  return createServices({
    db: app.db,
    config,
    firebaseAuth: app.firebaseAuth,
    log: app.log,
    now,
    paymentProvider: createSandboxProvider(app.db, { now }),
  });
}

export const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;

export function ok<T = ReserveDetail>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/** A registered user whose driving licence an operator verified (through the calls a guest uses). */
export async function licensedGuest(operator: TestUser, name = '予約 花子', expiresOn = '2031-03-15'): Promise<TestUser> {
  const guest = await createRegisteredUser(name);
  const [frontImageId, backImageId] = [await uploadPrivate(guest), await uploadPrivate(guest)];
  const license = ok<{ id: string }>(
    await injectAs(guest, c.updateDriverLicense, licenseForm({ frontImageId, backImageId, expiresOn, requestVerification: true })),
    'update-driver-license',
  );
  ok(await injectAs(operator, c.verifyDriverLicense, { driverLicenseId: license.id }), 'verify-driver-license');
  return guest;
}

/** The car's price facts every test relies on: ¥12,000 a day, insurance ¥1,500 a day, cleaning ¥3,000, 1–14 days. */
export const carPrices = { pricePerDay: 12000, insurancePricePerDay: 1500, cleaningFee: 3000, minDays: 1, maxDays: 14 } as const;

export async function reservableCar(
  owner: TestUser,
  operator: TestUser,
  fields: Partial<Input<typeof c.updateCar>> = {},
  word = uniqueWord(),
): Promise<string> {
  return listedCar(owner, operator, {
    title: `予約テスト用ハイエース ${word}`,
    fields: {
      ...carPrices,
      options: [{ additionalFacilityId: 'child-seat', price: 500, priceUnit: 'PerDay' }],
      ...fields,
    },
  });
}

/** A listed Land spot with one plan (¥4,500 a night, `capacityPerDay` sites, up to 6 people). */
export async function reservableSpot(
  owner: TestUser,
  operator: TestUser,
  plan: { capacityPerDay?: number; maxPeople?: number } = {},
): Promise<{ spotId: string; planId: string }> {
  const spotId = await listedSpot(owner, operator, {
    title: `予約テスト用RVパーク ${uniqueWord()}`,
    fields: { plans: [{ ...landPlan, ...plan }] },
  });
  const plans = ok<{ items: { id: string }[] }>(await injectAs(owner, c.showSpotPlans, { spotId }), 'show-spot-plans');
  return { spotId, planId: plans.items[0]!.id };
}

/** The total of a car reservation of `days` days with no option (base + insurance + cleaning). */
export function carTotal(days: number): number {
  return days * (carPrices.pricePerDay + carPrices.insurancePricePerDay) + carPrices.cleaningFee;
}

/**
 * The terms' split (利用規約 第12条) at the default rate of 20 %: the fee from `feeBase` (the total
 * without insurance), the host paid the rest of it. Integer arithmetic: a fifth, rounded down.
 */
export function splitOf(feeBase: number) {
  const marketplaceFee = Math.floor(feeBase / 5);
  return { feeRate: 0.2, feeBase, marketplaceFee, hostShare: feeBase - marketplaceFee };
}

/** The split of a car reservation of `days` days with no option (its insurance is not a sale). */
export function carSplit(days: number) {
  return splitOf(days * carPrices.pricePerDay + carPrices.cleaningFee);
}

export function carRequest(carId: string, startDate: string, endDate: string, extra: Partial<Input<typeof c.createCarReserve>> = {}) {
  const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
  return {
    carId,
    startDate,
    endDate,
    paymentMethod: 'CreditCard',
    // Stripe's test card that is always held (the sandbox knows Stripe's named test payment methods).
    paymentToken: 'pm_card_visa',
    quotedTotal: carTotal(days),
    agreeToShareContract: true,
    ...extra,
  } satisfies Input<typeof c.createCarReserve>;
}

export function spotRequest(spotId: string, spotPlanId: string, startDate: string, endDate: string, nights: number) {
  return {
    spotId,
    spotPlanId,
    startDate,
    endDate,
    people: 2,
    // An individual guest pays by card (請求書払い is for corporate accounts only).
    paymentMethod: 'CreditCard',
    paymentToken: 'pm_card_visa',
    quotedTotal: nights * landPlan.price,
  } satisfies Input<typeof c.createSpotReserve>;
}
