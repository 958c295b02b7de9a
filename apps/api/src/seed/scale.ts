/**
 * The benchmark's data generator (`npm run seed:scale -- --cars 50000 --spots 10000`): many
 * listed cars and spots with unavailable days, in bulk inserts, rendered by the same pure helpers
 * as the API (car-documents.ts, spot-documents.ts), so a generated row is one the API could have
 * written. Hosts are users without a sign-in; photos are image rows shared by many listings whose
 * bytes are not stored (the benchmark reads JSON, never pictures). Then the reservations of
 * scale-reserves.ts (issue 5).
 */
import { regionOf, type CarServiceType, type Prefecture } from '@kurumatabi/contract/enums';
import { DEFAULT_MARKETPLACE_FEE_RATE, type CarFacilityCategory } from '@kurumatabi/contract';
import { asc, sql } from 'drizzle-orm';
import { carSearchText, renderCarDocuments, type CarNames } from '../modules/cars/car-documents.js';
import { toListingHost, toListingPhoto, japanDate } from '../modules/listings/listing-documents.js';
import { renderSpotDocuments, spotSearchText, type SpotNames } from '../modules/spots/spot-documents.js';
import type { Db } from '../db/client.js';
import {
  carAdditionalFacilities,
  carBasicFacilities,
  carKinds,
  carManufacturers,
  carModels,
  carRules,
  carUnavailablePeriods,
  carVariants,
  cars,
  coupons,
  images,
  listingRules,
  spotAdditionalFacilities,
  spotBasicFacilities,
  spotPlans,
  spotRules,
  spotSurroundingFacilities,
  spotTypes,
  spotUnavailablePeriods,
  spots,
  userLocations,
  users,
} from '../db/schema/index.js';
import { seededRandom } from './art/random.js';
import { generateScaleReserves } from './scale-reserves.js';
import { COUPON_EVERY, RULES_CAR_MAX_DAYS, hasScaleRules, scaleCoupon, scaleRules } from './scale-rules.js';
import { placesByPrefecture } from './content/places.js';

export interface ScaleOptions {
  cars: number;
  spots: number;
  /** Share of listings with unavailable periods (0–1). */
  unavailableShare?: number;
  /** Past reservations per car and per spot plan (scale-reserves.ts; 40 per car is two million on 50,000 cars). */
  reservesPerCar?: number;
  reservesPerPlan?: number;
  /** The fee rate recorded on the reservations (the API's MARKETPLACE_FEE_RATE). */
  feeRate?: number;
  log?: (line: string) => void;
}

const BATCH = 500;
const LISTINGS_PER_HOST = 25;
const prefectureList = Object.keys(placesByPrefecture) as Prefecture[];

type Random = ReturnType<typeof seededRandom>;
const int = (random: Random, min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));

/**
 * A listing's rating aggregates as its published reviews would leave them (ADR 0027): seven in ten
 * listings have one to sixty reviews, mostly four and five stars, each aspect near the overall.
 * Drawn from a random of their own, so the rest of the data stays what it was before ratings.
 */
function scaleRating(random: Random) {
  const none = { ratingCount: 0, ratingSum: 0, ratingStarCounts: [0, 0, 0, 0, 0], ratingAspectSums: [0, 0, 0, 0, 0] };
  if (random.next() >= 0.7) return none;
  const count = int(random, 1, 60);
  const rating = { ...none, ratingCount: count, ratingStarCounts: [0, 0, 0, 0, 0], ratingAspectSums: [0, 0, 0, 0, 0] };
  for (let n = 0; n < count; n++) {
    const overall = Math.min(5, 2 + Math.floor(random.next() ** 0.4 * 4));
    rating.ratingSum += overall;
    rating.ratingStarCounts[overall - 1]! += 1;
    for (let a = 0; a < 5; a++) rating.ratingAspectSums[a]! += Math.max(1, Math.min(5, overall + int(random, -1, 1)));
  }
  return rating;
}
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 0–3 non-overlapping periods in the next 120 days, as `[from,to)` strings, ascending. */
function periods(random: Random, today: string, share: number): string[] {
  if (random.next() >= share) return [];
  const out: string[] = [];
  let start = int(random, 0, 20);
  for (let n = int(random, 1, 3); n > 0 && start < 120; n--) {
    const length = int(random, 2, 7);
    out.push(`[${addDays(today, start)},${addDays(today, start + length)})`);
    start += length + int(random, 3, 30);
  }
  return out;
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Appends to whatever the database holds (run it on a fresh database for a known size). */
export async function generateScaleData(db: Db, options: ScaleOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const share = options.unavailableShare ?? 0.3;
  const random = seededRandom(20261123);
  const ratingRandom = seededRandom(20261125);
  // Host rules and coupons (issue 36) draw from their own random too.
  const rulesRandom = seededRandom(20261204);
  const ruleCount = { cars: 0, plans: 0 };
  const today = japanDate(new Date());
  const started = Date.now();

  // The master, read once (display order, as the API's names() gives them).
  const variants = await db
    .select({ v: carVariants, modelName: carModels.name, manufacturerName: carManufacturers.name })
    .from(carVariants)
    .innerJoin(carModels, sql`${carModels.id} = ${carVariants.carModelId}`)
    .innerJoin(carManufacturers, sql`${carManufacturers.id} = ${carModels.carManufacturerId}`)
    .orderBy(asc(carVariants.id));
  const kinds = new Map((await db.select().from(carKinds)).map((k) => [k.id, k]));
  const basic = await db.select().from(carBasicFacilities).orderBy(asc(carBasicFacilities.displayOrder), asc(carBasicFacilities.id));
  const additional = await db.select().from(carAdditionalFacilities).orderBy(asc(carAdditionalFacilities.displayOrder));
  const rules = await db.select().from(carRules).orderBy(asc(carRules.displayOrder), asc(carRules.id));
  const types = await db.select().from(spotTypes).orderBy(asc(spotTypes.displayOrder));
  const spotBasic = await db.select().from(spotBasicFacilities).orderBy(asc(spotBasicFacilities.displayOrder), asc(spotBasicFacilities.id));
  const spotAdditional = await db.select().from(spotAdditionalFacilities).orderBy(asc(spotAdditionalFacilities.displayOrder));
  const spotSurrounding = await db
    .select()
    .from(spotSurroundingFacilities)
    .orderBy(asc(spotSurroundingFacilities.displayOrder), asc(spotSurroundingFacilities.id));
  const spotRuleRows = await db.select().from(spotRules).orderBy(asc(spotRules.displayOrder), asc(spotRules.id));
  if (variants.length === 0 || types.length === 0) throw new Error('the master data is empty: seed it first');

  // Hosts, one pickup location each, and a pool of photos.
  const hostCount = Math.max(1, Math.ceil((options.cars + options.spots) / LISTINGS_PER_HOST));
  const hostRows = Array.from({ length: hostCount }, (_, i) => ({
    id: crypto.randomUUID(),
    firebaseUid: `scale-host-${i}-${crypto.randomUUID()}`,
    email: `scale-host-${i}@bench.kurumatabi.jp`,
    name: `ベンチ ホスト${i + 1}`,
    isCarOwner: true,
    isFacilityProvider: true,
    createdAt: new Date(Date.now() - int(random, 30, 900) * 86_400_000),
  }));
  await inBatches(hostRows, (b) => db.insert(users).values(b));
  const hostPlaces = hostRows.map(() => {
    const prefecture = prefectureList[int(random, 0, prefectureList.length - 1)]!;
    const places = placesByPrefecture[prefecture];
    return { prefecture, place: places[int(random, 0, places.length - 1)]! };
  });
  const locationRows = hostRows.map((h, i) => ({
    id: crypto.randomUUID(),
    userId: h.id,
    name: '受け渡し場所',
    postalCode: hostPlaces[i]!.place.postalCode,
    prefecture: hostPlaces[i]!.prefecture,
    city: hostPlaces[i]!.place.city,
    addressLine: '1-1',
    latitude: hostPlaces[i]!.place.latitude,
    longitude: hostPlaces[i]!.place.longitude,
  }));
  await inBatches(locationRows, (b) => db.insert(userLocations).values(b));
  const photoRows = Array.from({ length: 24 }, () => ({
    id: crypto.randomUUID(),
    ownerUserId: hostRows[0]!.id,
    visibility: 'Public' as const,
    sourceFormat: 'jpeg',
    variants: [
      { width: 320, height: 213, bytes: 0 },
      { width: 800, height: 533, bytes: 0 },
      { width: 1600, height: 1067, bytes: 0 },
    ],
  }));
  await db.insert(images).values(photoRows);
  const photos = photoRows.map(toListingPhoto);
  const couponRows = hostRows.flatMap((h, i) => (i % COUPON_EVERY === 0 ? [scaleCoupon(rulesRandom, today, i, h.id)] : []));
  await inBatches(couponRows, (b) => db.insert(coupons).values(b));
  log(`  ${hostCount} hosts, locations, ${couponRows.length} host coupons and ${photoRows.length} shared photos`);

  // Cars.
  const titles = [
    'で行く週末の車中泊',
    'でのんびり家族旅',
    '｜ふたり旅にちょうどいい',
    '｜初めてでも安心の装備',
    'で温泉めぐり',
    '｜ペットと一緒に',
  ];
  for (let start = 0; start < options.cars; start += BATCH) {
    const carRows = [];
    const periodRows: { carId: string; period: string }[] = [];
    const carRuleRows: (typeof listingRules.$inferInsert)[] = [];
    for (let i = start; i < Math.min(options.cars, start + BATCH); i++) {
      const host = i % hostCount;
      const { v, modelName, manufacturerName } = variants[int(random, 0, variants.length - 1)]!;
      const kind = kinds.get(v.carKindId) ?? null;
      const serviceType: CarServiceType = random.next() < 0.6 ? 'CarShare' : 'RentalCar';
      const { prefecture, place } = hostPlaces[host]!;
      const facilityIds = v.basicFacilityIds;
      const options = additional
        .filter(() => random.next() < 0.1)
        .map((o) => ({ additionalFacilityId: o.id, price: o.suggestedPrice ?? 1000, priceUnit: o.priceUnit }));
      const ruleIds = rules.filter(() => random.next() < 0.25).map((r) => r.id);
      const id = crypto.randomUUID();
      const busy = periods(random, today, share);
      for (const period of busy) periodRows.push({ carId: id, period });
      const carHasRules = hasScaleRules(i);
      if (carHasRules) {
        const r = scaleRules(rulesRandom, today, { minLength: 1, maxLength: RULES_CAR_MAX_DAYS });
        carRuleRows.push({ carId: id, availability: r.availability, pricing: r.pricing });
      }
      const row = {
        id,
        ownerUserId: hostRows[host]!.id,
        serviceType,
        carVariantId: v.id,
        carKindId: v.carKindId,
        title: `${manufacturerName} ${modelName}${titles[i % titles.length]}`,
        description: `${place.city}でお渡しする${modelName}です。${v.name}。装備の使い方はお渡しの際にご説明します。`,
        sizeClass: v.sizeClass,
        doorCount: v.doorCount,
        steeringSide: v.steeringSide,
        transmission: v.transmission,
        fuelType: v.fuelType,
        seats: v.seats,
        sleepingCapacity: v.sleepingCapacity,
        lengthMm: v.lengthMm,
        widthMm: v.widthMm,
        heightMm: v.heightMm,
        modelYear: int(random, 2010, 2025),
        basicFacilityIds: facilityIds,
        options,
        ruleIds,
        photoIds: [photos[i % photos.length]!.id, photos[(i + 7) % photos.length]!.id],
        locationId: locationRows[host]!.id,
        prefecture,
        region: regionOf(prefecture),
        city: place.city,
        pricePerDay: int(random, 30, 400) * 100,
        insurancePricePerDay: int(random, 5, 30) * 110,
        cleaningFee: int(random, 0, 5) * 1100,
        minDays: 1,
        maxDays: carHasRules ? RULES_CAR_MAX_DAYS : 14,
        pickupTime: '10:00',
        returnTime: '18:00',
        publishedAt: new Date(Date.now() - int(random, 1, 700) * 86_400_000),
      };
      const names: CarNames = {
        manufacturerName,
        modelName,
        variantName: v.name,
        carKind: kind ? { id: kind.id, name: kind.name } : null,
        basicFacilities: basic
          .filter((f) => facilityIds.includes(f.id))
          .map((f) => ({ id: f.id, name: f.name, category: f.category as CarFacilityCategory })),
        optionNames: new Map(additional.map((o) => [o.id, o.name])),
        rules: rules.filter((r) => ruleIds.includes(r.id)).map((r) => ({ id: r.id, name: r.name })),
      };
      const rating = scaleRating(ratingRandom);
      const docs = renderCarDocuments({
        car: row,
        names,
        photos: [photos[i % photos.length]!, photos[(i + 7) % photos.length]!],
        host: toListingHost(hostRows[host]!),
        rating,
      });
      carRows.push({
        ...row,
        ...rating,
        ...carSearchText({ car: row, names }),
        busy: `{${busy.join(',')}}`,
        publicationState: 'Published' as const,
        verificationStatus: 'Verified' as const,
        listed: true,
        popularity: Math.floor(random.next() ** 3 * 300),
        cardJson: docs.cardJson,
        detailJson: docs.detailJson,
        documentVersion: docs.documentVersion,
      });
    }
    await db.insert(cars).values(carRows);
    if (periodRows.length > 0) await db.insert(carUnavailablePeriods).values(periodRows);
    if (carRuleRows.length > 0) await db.insert(listingRules).values(carRuleRows);
    ruleCount.cars += carRuleRows.length;
    if ((start / BATCH) % 20 === 19) log(`  ${start + BATCH} cars …`);
  }
  log(`  ${options.cars} cars, ${ruleCount.cars} with host rules (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // Spots with one to three plans.
  const planNames = ['スタンダード区画（1泊）', '電源つき区画（1泊）', 'ファミリー区画（1泊）', '半日体験', '1日体験'];
  let landPlans = 0;
  for (let start = 0; start < options.spots; start += BATCH) {
    const spotRows = [];
    const planRows = [];
    const periodRows: { spotId: string; period: string }[] = [];
    for (let i = start; i < Math.min(options.spots, start + BATCH); i++) {
      const host = (options.cars + i) % hostCount;
      const type = types[int(random, 0, types.length - 1)]!;
      const { prefecture, place } = hostPlaces[host]!;
      const id = crypto.randomUUID();
      const plans = Array.from({ length: int(random, 1, 3) }, (_, position) => ({
        id: crypto.randomUUID(),
        spotId: id,
        name: planNames[(i + position) % planNames.length]!,
        description: '',
        price: int(random, 10, 150) * 100,
        priceUnit: type.spotKind === 'Land' ? ('PerDay' as const) : ('Oneshot' as const),
        capacityPerDay: int(random, 1, 20),
        maxPeople: int(random, 2, 8),
        checkInTime: type.spotKind === 'Land' ? '15:00' : null,
        checkOutTime: type.spotKind === 'Land' ? '10:00' : null,
        durationMinutes: type.spotKind === 'Land' ? null : int(random, 1, 8) * 30,
        position,
      }));
      const cheapest = plans.reduce((a, b) => (b.price < a.price ? b : a));
      const basicIds = spotBasic.filter(() => random.next() < 0.3).map((f) => f.id);
      const surroundingIds = spotSurrounding.filter(() => random.next() < 0.2).map((f) => f.id);
      const ruleIds = spotRuleRows.filter(() => random.next() < 0.2).map((r) => r.id);
      const busy = periods(random, today, share);
      for (const period of busy) periodRows.push({ spotId: id, period });
      const row = {
        id,
        ownerUserId: hostRows[host]!.id,
        spotTypeId: type.id,
        spotKind: type.spotKind,
        title: `${place.city}の${type.name}｜${i % 2 ? '星空と静かな夜' : '自然の中でのんびり'}`,
        description: `${place.city}にある${type.name}です。`,
        postalCode: place.postalCode,
        prefecture,
        region: regionOf(prefecture),
        city: place.city,
        addressLine: '1-1',
        latitude: place.latitude,
        longitude: place.longitude,
        access: '',
        basicFacilityIds: basicIds,
        options: [],
        surroundingFacilityIds: surroundingIds,
        ruleIds,
        photoIds: [photos[i % photos.length]!.id],
        priceFrom: cheapest.price,
        priceFromUnit: cheapest.priceUnit,
        maxPeople: Math.max(...plans.map((p) => p.maxPeople)),
        publishedAt: new Date(Date.now() - int(random, 1, 700) * 86_400_000),
      };
      const names: SpotNames = {
        spotType: { id: type.id, name: type.name },
        basicFacilities: spotBasic.filter((f) => basicIds.includes(f.id)).map((f) => ({ id: f.id, name: f.name })),
        optionNames: new Map(spotAdditional.map((o) => [o.id, o.name])),
        surroundingFacilities: spotSurrounding.filter((f) => surroundingIds.includes(f.id)).map((f) => ({ id: f.id, name: f.name })),
        rules: spotRuleRows.filter((r) => ruleIds.includes(r.id)).map((r) => ({ id: r.id, name: r.name })),
      };
      const rating = scaleRating(ratingRandom);
      const docs = renderSpotDocuments({
        spot: row,
        plans,
        names,
        photos: [photos[i % photos.length]!],
        host: toListingHost(hostRows[host]!),
        rating,
      });
      spotRows.push({
        ...row,
        ...rating,
        ...spotSearchText({ spot: row, names, plans }),
        busy: `{${busy.join(',')}}`,
        publicationState: 'Published' as const,
        verificationStatus: 'Verified' as const,
        listed: true,
        popularity: Math.floor(random.next() ** 3 * 300),
        cardJson: docs.cardJson,
        detailJson: docs.detailJson,
        documentVersion: docs.documentVersion,
      });
      planRows.push(...plans);
    }
    await db.insert(spots).values(spotRows);
    await db.insert(spotPlans).values(planRows);
    // Rules on every third Land plan (an Activity plan is one day: its rules would be its notice and weekdays only).
    const planRuleRows = planRows
      .filter((p) => p.priceUnit === 'PerDay')
      .flatMap((p) => {
        if (!hasScaleRules(landPlans++)) return [];
        const r = scaleRules(rulesRandom, today, { minLength: 1, maxLength: RULES_CAR_MAX_DAYS });
        return [{ spotPlanId: p.id, availability: r.availability, pricing: r.pricing, minLength: r.minLength, maxLength: r.maxLength }];
      });
    if (planRuleRows.length > 0) await db.insert(listingRules).values(planRuleRows);
    ruleCount.plans += planRuleRows.length;
    if (periodRows.length > 0) await db.insert(spotUnavailablePeriods).values(periodRows);
  }
  log(
    `  ${options.spots} spots, ${ruleCount.plans} of their ${landPlans} Land plans with host rules (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const reserved = await generateScaleReserves(db, {
    perCar: options.reservesPerCar ?? 40,
    perPlan: options.reservesPerPlan ?? 8,
    feeRate: options.feeRate ?? DEFAULT_MARKETPLACE_FEE_RATE,
    log,
  });
  log(
    `  ${reserved.total} reservations by ${reserved.guests} guests: ${reserved.Returned} Returned, ${reserved.Canceled} Canceled, ` +
      `${reserved.AutoCanceled} AutoCanceled, ${reserved.Request} Request, ${reserved.Approved} Approved, ${reserved.Renting} Renting ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  // VACUUM sets the visibility map: the capped counts are index-only scans (migration 0003).
  await db.execute(sql`vacuum analyze`);
}
