import { randomBytes } from 'node:crypto';
import * as c from '@kurumatabi/contract';
import type { Input } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { createRegisteredUser, grantRoles, injectAs, injectUpload, type TestUser } from './helpers.js';
import { locationForm } from './accounts-fixtures.js';
import { jpeg } from './images.js';

/** A word no other test's listing contains (latin letters survive normalisation as they are). */
export function uniqueWord(): string {
  return `zq${randomBytes(5)
    .toString('hex')
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
}

/** A calendar day `days` after today in Japan. */
export function japanDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A registered user who is a car owner and a facility provider. */
export async function createHost(name = '掲載 太郎'): Promise<TestUser> {
  const user = await createRegisteredUser(name);
  await grantRoles(user, { carOwner: true, facilityProvider: true });
  return user;
}

export async function createOperator(): Promise<TestUser> {
  const user = await createRegisteredUser(`審査 担当 ${uniqueWord()}`);
  await grantRoles(user, { operator: true });
  return user;
}

export async function uploadPublic(user: TestUser): Promise<string> {
  const response = await injectUpload(user, c.uploadPublicImage, {
    data: await jpeg(640, 480),
    filename: 'car.jpg',
    contentType: 'image/jpeg',
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

export async function createLocation(user: TestUser, overrides: Partial<Input<typeof c.createUserLocation>> = {}): Promise<string> {
  const response = await injectAs(user, c.createUserLocation, { ...locationForm, ...overrides });
  if (response.statusCode !== 200) throw new Error(`create-user-location failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

function ok<T = Record<string, unknown>>(response: { statusCode: number; body: string; json: () => unknown }, what: string): T {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

export type CarFields = Omit<Input<typeof c.updateCar>, 'carId'>;

/** A car saved with every field a verification needs, sent for verification and published; not yet verified. */
export async function submittedCar(
  owner: TestUser,
  options: {
    title: string;
    draft?: Partial<Input<typeof c.createCar>>;
    fields?: Partial<CarFields>;
    photoId?: string;
    locationId?: string;
  },
): Promise<string> {
  const car = ok<{ id: string }>(
    await injectAs(owner, c.createCar, {
      serviceType: 'CarShare',
      carVariantId: 'toyota-hiace-wagon-gl',
      title: options.title,
      ...options.draft,
    }),
    'create-car',
  );
  ok(
    await injectAs(owner, c.updateCar, {
      carId: car.id,
      description: 'テスト用の車両です。\n週末のお出かけにどうぞ。',
      photoIds: [options.photoId ?? (await uploadPublic(owner))],
      locationId: options.locationId ?? (await createLocation(owner)),
      pricePerDay: 12000,
      publicationState: 'Published',
      requestVerification: true,
      ...options.fields,
    }),
    'update-car',
  );
  return car.id;
}

export async function verifyCar(operator: TestUser, carId: string): Promise<void> {
  ok(await injectAs(operator, c.verifyCar, { carId }), 'verify-car');
}

/** A car listed publicly: submitted and verified. */
export async function listedCar(owner: TestUser, operator: TestUser, options: Parameters<typeof submittedCar>[1]): Promise<string> {
  const id = await submittedCar(owner, options);
  await verifyCar(operator, id);
  return id;
}

export type SpotFields = Omit<Input<typeof c.updateSpot>, 'spotId'>;

export const landPlan = {
  name: 'オートサイト 1泊',
  description: '電源付きの区画です。',
  price: 4500,
  priceUnit: 'PerDay',
  capacityPerDay: 10,
  maxPeople: 6,
  checkInTime: '13:00',
  checkOutTime: '11:00',
} as const;

export async function submittedSpot(
  owner: TestUser,
  options: { title: string; spotTypeId?: string; fields?: Partial<SpotFields>; photoId?: string },
): Promise<string> {
  const spot = ok<{ id: string }>(
    await injectAs(owner, c.createSpot, { spotTypeId: options.spotTypeId ?? 'rv-park', title: options.title }),
    'create-spot',
  );
  ok(
    await injectAs(owner, c.updateSpot, {
      spotId: spot.id,
      description: 'テスト用のスポットです。',
      postalCode: '401-0301',
      prefecture: 'Yamanashi',
      city: '南都留郡富士河口湖町',
      addressLine: '船津1-2-3',
      photoIds: [options.photoId ?? (await uploadPublic(owner))],
      plans: [landPlan],
      publicationState: 'Published',
      requestVerification: true,
      ...options.fields,
    }),
    'update-spot',
  );
  return spot.id;
}

export async function listedSpot(owner: TestUser, operator: TestUser, options: Parameters<typeof submittedSpot>[1]): Promise<string> {
  const id = await submittedSpot(owner, options);
  ok(await injectAs(operator, c.verifySpot, { spotId: id }), 'verify-spot');
  return id;
}

/** Marks days as busy directly (the reservations issue writes `busy`; no call sets it yet). */
export async function setBusy(app: FastifyInstance, table: 'cars' | 'spots', id: string, from: string, toExclusive: string): Promise<void> {
  const { sql } = await import('drizzle-orm');
  await app.db.execute(
    sql`update ${sql.identifier(table)} set busy = datemultirange(daterange(${from}::date, ${toExclusive}::date)) where id = ${id}`,
  );
}
