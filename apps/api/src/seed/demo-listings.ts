import { regionOf, type Prefecture } from '@kurumatabi/contract/enums';
import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { createStorage, type ObjectStorage } from '../lib/storage/storage.js';
import { variantKey } from '../modules/images/images.service.js';
import { processImage } from '../modules/images/image-processing.js';
import { carSearchText, renderCarDocuments } from '../modules/cars/car-documents.js';
import { createCarsRepository } from '../modules/cars/cars.repository.js';
import { japanDate, toListingHost, toListingPhoto } from '../modules/listings/listing-documents.js';
import { spotSearchText, renderSpotDocuments } from '../modules/spots/spot-documents.js';
import { createSpotsRepository } from '../modules/spots/spots.repository.js';
import type { Db } from '../db/client.js';
import {
  carUnavailablePeriods,
  carVariants,
  cars,
  images,
  spotPlans,
  spotTypes,
  spots,
  userLocations,
  users,
  type ImageRow,
  type UserRow,
} from '../db/schema/index.js';
import { renderListingArt, type ListingArt } from './art/render.js';
import { demoAccounts } from './demo-accounts.js';
import { demoCars, demoHosts, demoSpots, type DemoCar, type DemoHostKey, type DemoSpot } from './content/demo-listings.js';
import { placesByPrefecture } from './content/places.js';

/** The user behind a host key: the demo accounts by their uid, the seeded hosts created once. */
async function hostUser(db: Db, key: DemoHostKey): Promise<UserRow | null> {
  const demo = demoAccounts.find((a) => a.key === key);
  if (demo) {
    const [row] = await db.select().from(users).where(eq(users.firebaseUid, demo.uid));
    return row ?? null;
  }
  const host = demoHosts.find((h) => h.key === key);
  if (!host) throw new Error(`unknown demo host ${key}`);
  const joined = new Date(`${host.joinedOn}T10:00:00+09:00`);
  await db
    .insert(users)
    .values({ firebaseUid: host.uid, email: host.email, name: host.name, isCarOwner: true, isFacilityProvider: true, createdAt: joined })
    .onConflictDoNothing({ target: users.firebaseUid });
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, host.uid));
  return row ?? null;
}

/** The host's pickup location in that town, created when missing. */
async function locationIn(db: Db, user: UserRow, prefecture: Prefecture, placeIndex: number) {
  const place = placesByPrefecture[prefecture][placeIndex];
  if (!place) throw new Error(`no place ${placeIndex} in ${prefecture}`);
  const [existing] = await db
    .select()
    .from(userLocations)
    .where(and(eq(userLocations.userId, user.id), eq(userLocations.prefecture, prefecture), eq(userLocations.city, place.city)));
  if (existing) return existing;
  const [row] = await db
    .insert(userLocations)
    .values({
      userId: user.id,
      name: `${place.city}の受け渡し場所`,
      postalCode: place.postalCode,
      prefecture,
      city: place.city,
      addressLine: '（予約確定後にお知らせします）',
      latitude: place.latitude,
      longitude: place.longitude,
      note: '',
    })
    .returning();
  return row!;
}

/**
 * Each illustration drawn and processed once per process: the same description always gives the same picture, and
 * `npm test` seeds two databases in one process (the API tests' and the journeys'), which drew every photo and
 * encoded its four sizes twice.
 */
const processedArt = new Map<string, ReturnType<typeof processImage>>();

function processArt(art: ListingArt): ReturnType<typeof processImage> {
  const key = JSON.stringify(art);
  let processed = processedArt.get(key);
  if (!processed) {
    processed = renderListingArt(art).then(processImage);
    // A failure is not kept: the next seed draws it again.
    processed.catch(() => processedArt.delete(key));
    processedArt.set(key, processed);
  }
  return processed;
}

/**
 * Starts drawing and processing the illustrations a seed is about to store, so that they are encoded side by side on
 * sharp's threads (one thread an image on this platform) instead of one after the other; `storeArt` then finds them.
 */
export function prepareArt(arts: readonly ListingArt[]): void {
  for (const art of arts) void processArt(art);
}

/** Draws, processes and stores one illustration as the host's public image (as an upload would). */
export async function storeArt(db: Db, storage: ObjectStorage, ownerUserId: string, art: ListingArt): Promise<ImageRow> {
  const processed = await processArt(art);
  const id = crypto.randomUUID();
  for (const v of processed.variants) await storage.put(variantKey(id, v.width), v.data, 'image/webp');
  const [row] = await db
    .insert(images)
    .values({
      id,
      ownerUserId,
      visibility: 'Public',
      sourceFormat: processed.format,
      variants: processed.variants.map((v) => ({ width: v.width, height: v.height, bytes: v.data.length })),
    })
    .returning();
  return row!;
}

/** `YYYY-MM-DD` plus whole days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A listing published some days ago (the newest sort has something to sort). */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** A demo listing's photos, in their order. */
const carArts = (car: DemoCar): ListingArt[] => car.art.seeds.map((seed) => ({ kind: 'car', body: car.art.body, seed }));
const spotArts = (spot: DemoSpot): ListingArt[] => spot.art.seeds.map((seed) => ({ kind: 'spot', scene: spot.art.scene, seed }));

async function seedCar(db: Db, storage: ObjectStorage, host: UserRow, car: DemoCar, index: number): Promise<void> {
  const [variant] = await db.select().from(carVariants).where(eq(carVariants.id, car.carVariantId));
  if (!variant) throw new Error(`demo car variant ${car.carVariantId} is not in the master`);
  const location = await locationIn(db, host, car.prefecture, car.place);
  const photos = [];
  for (const art of carArts(car)) photos.push(await storeArt(db, storage, host.id, art));
  const id = crypto.randomUUID();
  const publishedAt = daysAgo(3 + index * 5);
  const row = {
    id,
    ownerUserId: host.id,
    serviceType: car.serviceType,
    carVariantId: variant.id,
    carKindId: variant.carKindId,
    title: car.title,
    description: car.description,
    sizeClass: variant.sizeClass,
    doorCount: variant.doorCount,
    steeringSide: variant.steeringSide,
    transmission: variant.transmission,
    fuelType: variant.fuelType,
    seats: variant.seats,
    sleepingCapacity: variant.sleepingCapacity,
    lengthMm: variant.lengthMm,
    widthMm: variant.widthMm,
    heightMm: variant.heightMm,
    modelYear: 2019 + (index % 6),
    basicFacilityIds: variant.basicFacilityIds,
    options: [...car.options],
    ruleIds: [...car.ruleIds],
    photoIds: photos.map((p) => p.id),
    locationId: location.id,
    prefecture: car.prefecture,
    region: regionOf(car.prefecture),
    city: location.city,
    pricePerDay: car.pricePerDay,
    insurancePricePerDay: car.insurancePricePerDay,
    cleaningFee: car.cleaningFee,
    minDays: 1,
    maxDays: 14,
    pickupTime: '10:00',
    returnTime: '18:00',
    publishedAt,
  };
  const names = await createCarsRepository(db).names(row);
  const documents = renderCarDocuments({ car: row, names, photos: photos.map(toListingPhoto), host: toListingHost(host) });
  await db.insert(cars).values({
    ...row,
    ...carSearchText({ car: row, names }),
    publicationState: 'Published',
    verificationStatus: 'Verified',
    submittedAt: daysAgo(4 + index * 5),
    decidedAt: publishedAt,
    listed: true,
    popularity: car.popularity,
    cardJson: documents.cardJson,
    detailJson: documents.detailJson,
    documentVersion: documents.documentVersion,
  });
  // Every third car has a few days off in the coming weeks, so the calendars show them.
  if (index % 3 === 0) {
    const today = japanDate(new Date());
    await db.insert(carUnavailablePeriods).values({ carId: id, period: `[${addDays(today, 10 + index)},${addDays(today, 13 + index)})` });
    await db.execute(
      sql`update ${cars} set busy = coalesce((select range_agg(period) from ${carUnavailablePeriods} where car_id = ${id}), '{}') where id = ${id}`,
    );
  }
}

async function seedSpot(db: Db, storage: ObjectStorage, host: UserRow, spot: DemoSpot, index: number): Promise<void> {
  const [type] = await db.select().from(spotTypes).where(eq(spotTypes.id, spot.spotTypeId));
  if (!type) throw new Error(`demo spot type ${spot.spotTypeId} is not in the master`);
  const place = placesByPrefecture[spot.prefecture][spot.place];
  if (!place) throw new Error(`no place ${spot.place} in ${spot.prefecture}`);
  const photos = [];
  for (const art of spotArts(spot)) photos.push(await storeArt(db, storage, host.id, art));
  const id = crypto.randomUUID();
  const publishedAt = daysAgo(2 + index * 6);
  const plans = spot.plans.map((p, position) => ({
    id: crypto.randomUUID(),
    spotId: id,
    name: p.name,
    description: p.description,
    price: p.price,
    priceUnit: p.priceUnit,
    capacityPerDay: p.capacityPerDay,
    maxPeople: p.maxPeople,
    checkInTime: p.checkInTime ?? null,
    checkOutTime: p.checkOutTime ?? null,
    durationMinutes: p.durationMinutes ?? null,
    position,
  }));
  const cheapest = plans.reduce((a, b) => (b.price < a.price ? b : a));
  const row = {
    id,
    ownerUserId: host.id,
    spotTypeId: type.id,
    spotKind: type.spotKind,
    title: spot.title,
    description: spot.description,
    postalCode: place.postalCode,
    prefecture: spot.prefecture,
    region: regionOf(spot.prefecture),
    city: place.city,
    addressLine: spot.addressLine,
    latitude: place.latitude,
    longitude: place.longitude,
    access: spot.access,
    basicFacilityIds: [...spot.basicFacilityIds],
    options: [...spot.options],
    surroundingFacilityIds: [...spot.surroundingFacilityIds],
    ruleIds: [...spot.ruleIds],
    photoIds: photos.map((p) => p.id),
    priceFrom: cheapest.price,
    priceFromUnit: cheapest.priceUnit,
    maxPeople: Math.max(...plans.map((p) => p.maxPeople)),
    publishedAt,
  };
  const names = await createSpotsRepository(db).names(row);
  const documents = renderSpotDocuments({ spot: row, plans, names, photos: photos.map(toListingPhoto), host: toListingHost(host) });
  await db.insert(spots).values({
    ...row,
    ...spotSearchText({ spot: row, names, plans }),
    publicationState: 'Published',
    verificationStatus: 'Verified',
    submittedAt: daysAgo(3 + index * 6),
    decidedAt: publishedAt,
    listed: true,
    popularity: spot.popularity,
    cardJson: documents.cardJson,
    detailJson: documents.detailJson,
    documentVersion: documents.documentVersion,
  });
  await db.insert(spotPlans).values(plans);
}

/**
 * The demo shop window (content/demo-listings.ts): verified, published cars and spots with the
 * project's own illustrations as photos. A host who already lists anything is left as they are, so
 * a demo changed by hand stays changed and a restart adds nothing twice.
 */
export async function ensureDemoListings(db: Db, storage: ObjectStorage = createStorage(loadConfig(process.env).storage)): Promise<number> {
  let added = 0;
  const hostKeys = [...new Set([...demoCars.map((c) => c.host), ...demoSpots.map((s) => s.host)])];
  for (const key of hostKeys) {
    const host = await hostUser(db, key);
    if (!host) continue;
    const [listedCar] = await db.select({ id: cars.id }).from(cars).where(eq(cars.ownerUserId, host.id)).limit(1);
    const [listedSpot] = await db.select({ id: spots.id }).from(spots).where(eq(spots.ownerUserId, host.id)).limit(1);
    if (listedCar || listedSpot) continue;
    prepareArt([
      ...demoCars.filter((car) => car.host === key).flatMap(carArts),
      ...demoSpots.filter((spot) => spot.host === key).flatMap(spotArts),
    ]);
    for (const [index, car] of demoCars.entries()) {
      if (car.host !== key) continue;
      await seedCar(db, storage, host, car, index);
      added++;
    }
    for (const [index, spot] of demoSpots.entries()) {
      if (spot.host !== key) continue;
      await seedSpot(db, storage, host, spot, index);
      added++;
    }
  }
  return added;
}
