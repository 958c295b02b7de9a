import { addDays, daysFrom, japanDay, quoteCarReserve, quoteSpotReserve, REVIEW_WINDOW_DAYS } from '@kurumatabi/contract';
import type { TargetKind } from '@kurumatabi/contract/enums';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { cars, reserves, reviews, spotPlans, spots, users, type ReserveRow, type UserRow } from '../db/schema/index.js';
import { renderCarRating } from '../modules/cars/car-rating.js';
import type { Tx } from '../modules/listings/listings.repository.js';
import { createReviewsRepository } from '../modules/reviews/reviews.repository.js';
import { renderSpotRating } from '../modules/spots/spot-rating.js';
import { demoAccounts } from './demo-accounts.js';
import { writeDemoReserve } from './demo-reserves.js';
import {
  activityReviewTexts,
  carReviewTexts,
  demoReviewers,
  guestReviewTexts,
  stayReviewTexts,
  type DemoReviewText,
} from './content/demo-reviews.js';

/**
 * Demo reviews (ADR 0027), so that listing pages, the review list and the host's dashboard look
 * alive: the demo owner's and provider's returned reservations get the reviews their windows allow
 * (both sides published when closed, some only the guest's; the latest one still in its window has
 * the guest's review waiting for the owner's), and every other demo listing gets one to three past
 * stays by seeded guests with published reviews and some hosts' answers. Rows as the service leaves
 * them: the listing's aggregates moved per published guest review and its documents rendered again.
 * Once: nothing is added when a demo review exists.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

async function userByUid(db: Tx, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid));
  return row ?? null;
}

/** The seeded guests, created once (a users row without a sign-in identity, like the seeded hosts). */
async function reviewers(db: Tx): Promise<UserRow[]> {
  for (const r of demoReviewers) {
    await db
      .insert(users)
      .values({
        firebaseUid: r.uid,
        email: `${r.uid}@seed.kurumatabi.jp`,
        name: r.name,
        createdAt: new Date(`${r.joinedOn}T10:00:00+09:00`),
      })
      .onConflictDoNothing({ target: users.firebaseUid });
  }
  return db
    .select()
    .from(users)
    .where(
      inArray(
        users.firebaseUid,
        demoReviewers.map((r) => r.uid),
      ),
    )
    .orderBy(asc(users.createdAt));
}

/** A text of the pool for the listing kind (an activity's differs from a stay's). */
function poolFor(kind: TargetKind, activity: boolean): readonly DemoReviewText[] {
  if (kind === 'Car') return carReviewTexts;
  return activity ? activityReviewTexts : stayReviewTexts;
}

/** What a review may speak of: the listing's own facts. */
export interface ReviewedListing {
  kind: 'Car' | 'Stay' | 'Activity';
  carVariantId: string | null;
  spotTypeId: string | null;
  /** Null only on a draft (never reviewed). */
  prefecture: string | null;
  facilityIds: readonly string[];
  sleeps: number;
}

/** Whether the text speaks only of what the listing has (its model, type, place, equipment, kind). */
export function fitsListing(text: DemoReviewText, listing: ReviewedListing): boolean {
  const f = text.fits;
  if (!f) return true;
  if (f.carVariantIds && !f.carVariantIds.includes(listing.carVariantId ?? '')) return false;
  if (f.spotTypeIds && !f.spotTypeIds.includes(listing.spotTypeId ?? '')) return false;
  if (f.prefectures && !f.prefectures.includes(listing.prefecture ?? '')) return false;
  if (f.facilities && !f.facilities.some((id) => listing.facilityIds.includes(id))) return false;
  if (f.sleeps !== undefined && listing.sleeps < f.sleeps) return false;
  if (f.kinds && !f.kinds.includes(listing.kind)) return false;
  return true;
}

/**
 * Picks the texts of a listing by its facts: first those written about its model or its type and place, then the
 * general ones that fit it, in turn across listings (so that the general ones are spread); never the same text
 * twice on one listing while another fits.
 */
export function textPicker() {
  const turns = new Map<readonly DemoReviewText[], number>();
  return (pool: readonly DemoReviewText[], listing: ReviewedListing, used: Set<DemoReviewText>): DemoReviewText => {
    const fitting = pool.filter((t) => fitsListing(t, listing));
    const specific = fitting.filter((t) => t.fits?.carVariantIds || t.fits?.spotTypeIds);
    const general = fitting.filter((t) => !(t.fits?.carVariantIds || t.fits?.spotTypeIds));
    const fresh = specific.find((t) => !used.has(t));
    const turn = turns.get(pool) ?? 0;
    const rotated = [...general.slice(turn % Math.max(general.length, 1)), ...general.slice(0, turn % Math.max(general.length, 1))];
    const chosen = fresh ?? rotated.find((t) => !used.has(t)) ?? fitting[0];
    if (!chosen) throw new Error(`no demo review text fits the listing ${JSON.stringify(listing)}`);
    if (!fresh) turns.set(pool, turn + 1);
    used.add(chosen);
    return chosen;
  };
}

/** The facts of every car and spot, by id, as the reviews need them. */
async function listingFacts(db: Tx): Promise<Map<string, ReviewedListing>> {
  const facts = new Map<string, ReviewedListing>();
  const carRows = await db
    .select({
      id: cars.id,
      carVariantId: cars.carVariantId,
      prefecture: cars.prefecture,
      facilityIds: cars.basicFacilityIds,
      sleeps: cars.sleepingCapacity,
    })
    .from(cars);
  for (const c of carRows)
    facts.set(c.id, {
      kind: 'Car',
      carVariantId: c.carVariantId,
      spotTypeId: null,
      prefecture: c.prefecture,
      facilityIds: c.facilityIds,
      sleeps: c.sleeps,
    });
  const spotRows = await db
    .select({
      id: spots.id,
      spotTypeId: spots.spotTypeId,
      spotKind: spots.spotKind,
      prefecture: spots.prefecture,
      facilityIds: spots.basicFacilityIds,
    })
    .from(spots);
  for (const s of spotRows)
    facts.set(s.id, {
      kind: s.spotKind === 'Activity' ? 'Activity' : 'Stay',
      carVariantId: null,
      spotTypeId: s.spotTypeId,
      prefecture: s.prefecture,
      facilityIds: s.facilityIds,
      sleeps: 0,
    });
  return facts;
}

interface Written {
  reserve: ReserveRow;
  activity: boolean;
  /** The guest's review, the host's, and when each side published (null: not written). */
  guestText: DemoReviewText;
  hostText: DemoReviewText | null;
  publishedAt: Date | null;
}

/** When a demo stay's review opened (ADR 0046): the day after its end date, the guest having confirmed the return. */
function opensOf(reserve: Pick<ReserveRow, 'reviewOpensAt' | 'returnedAt'>): Date {
  return reserve.reviewOpensAt ?? reserve.returnedAt!;
}

async function writeReviews(db: Tx, w: Written, now: Date): Promise<void> {
  const { reserve } = w;
  const kind: TargetKind = reserve.carId ? 'Car' : 'Spot';
  const repo = createReviewsRepository(db);
  const listing = await repo.listing(kind, reserve.carId ?? reserve.spotId ?? '');
  if (!listing || !reserve.returnedAt) return;
  const windowClosesAt = new Date(opensOf(reserve).getTime() + REVIEW_WINDOW_DAYS * DAY);
  const status = w.publishedAt ? ('Accepted' as const) : ('Pending' as const);
  const common = {
    reserveId: reserve.id,
    targetKind: kind,
    carId: reserve.carId,
    spotId: reserve.spotId,
    listingRegion: listing.region,
    listingPrefecture: listing.prefecture,
    stayedIn: reserve.startDate.slice(0, 7),
    status,
    windowClosesAt,
    publishedAt: w.publishedAt,
  };
  const written = new Date(reserve.returnedAt.getTime() + 20 * HOUR);
  const guest = await repo.insert({
    ...common,
    authorRole: 'Guest',
    authorUserId: reserve.guestUserId,
    subjectUserId: reserve.hostUserId,
    overall: w.guestText.overall,
    aspectScores: [...w.guestText.aspects],
    body: w.guestText.text,
    reply: w.publishedAt && w.guestText.reply ? w.guestText.reply : null,
    repliedAt: w.publishedAt && w.guestText.reply ? new Date(w.publishedAt.getTime() + 6 * HOUR) : null,
    createdAt: written,
    updatedAt: written,
  });
  if (w.hostText) {
    await repo.insert({
      ...common,
      authorRole: 'Host',
      authorUserId: reserve.hostUserId,
      subjectUserId: reserve.guestUserId,
      overall: w.hostText.overall,
      aspectScores: [...w.hostText.aspects],
      body: w.hostText.text,
      createdAt: w.publishedAt ?? now,
      updatedAt: w.publishedAt ?? now,
    });
  }
  if (status === 'Accepted') await repo.moveRating(guest, 1);
}

/** A returned stay of `guestId` at one of the seeded listings, `daysAgo` days before the seed day. */
async function pastStay(
  db: Tx,
  listing: { kind: TargetKind; id: string; ownerUserId: string },
  guestId: string,
  daysAgo: number,
  now: Date,
  feeRate: number,
): Promise<{ reserve: ReserveRow; activity: boolean } | null> {
  const today = japanDay(now);
  const startDay = addDays(today, -daysAgo);
  const target = { hostId: listing.ownerUserId, guestId };
  const r = { listing: 0, guest: 'guest' as const, status: 'Returned' as const, start: -daysAgo, end: -daysAgo + 2, people: 2 };
  if (listing.kind === 'Car') {
    const [car] = await db.select().from(cars).where(eq(cars.id, listing.id));
    if (!car || car.pricePerDay === null) return null;
    const endDay = addDays(startDay, 2);
    const quote = quoteCarReserve({
      car: { ...car, pricePerDay: car.pricePerDay, options: [] },
      startDate: startDay,
      endDate: endDay,
      options: [],
    });
    if (!quote.ok) return null;
    const id = await writeDemoReserve(
      db,
      r,
      { kind: car.serviceType, carId: car.id, ...target },
      { startDay, endDay, period: [startDay, addDays(endDay, 1)], days: quote.quote.days },
      quote.quote.lines,
      now,
      feeRate,
    );
    const [row] = await db.select().from(reserves).where(eq(reserves.id, id));
    return row ? { reserve: row, activity: false } : null;
  }
  const [spot] = await db.select().from(spots).where(eq(spots.id, listing.id));
  const [plan] = await db
    .select()
    .from(spotPlans)
    .where(and(eq(spotPlans.spotId, listing.id), isNull(spotPlans.withdrawnAt)))
    .orderBy(asc(spotPlans.position), asc(spotPlans.id))
    .limit(1);
  if (!spot || !plan) return null;
  const activity = spot.spotKind === 'Activity';
  const endDay = activity ? startDay : addDays(startDay, 1);
  const people = Math.min(2, plan.maxPeople);
  const quote = quoteSpotReserve({
    spotKind: spot.spotKind,
    plan,
    offeredOptions: [],
    startDate: startDay,
    endDate: endDay,
    people,
    options: [],
  });
  if (!quote.ok) return null;
  const until = activity ? addDays(startDay, 1) : endDay;
  const id = await writeDemoReserve(
    db,
    { ...r, people },
    { kind: 'Spot', spotId: spot.id, spotPlanId: plan.id, ...target },
    { startDay, endDay, period: [startDay, until], days: Math.max(daysFrom(startDay, until), 1) },
    quote.quote.lines,
    now,
    feeRate,
  );
  const [row] = await db.select().from(reserves).where(eq(reserves.id, id));
  return row ? { reserve: row, activity } : null;
}

export async function ensureDemoReviews(
  db: Db,
  now: Date = new Date(),
  feeRate = loadConfig(process.env).marketplaceFeeRate,
): Promise<number> {
  const uid = (key: string) => demoAccounts.find((a) => a.key === key)?.uid ?? '';
  return db.transaction(async (tx) => {
    const [owner, provider] = await Promise.all([userByUid(tx, uid('carOwner')), userByUid(tx, uid('facilityProvider'))]);
    if (!owner || !provider) return 0;
    const seededGuests = await reviewers(tx);
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        sql`${reviews.authorUserId} in (${sql.join(
          [owner.id, provider.id, ...seededGuests.map((g) => g.id)].map((id) => sql`${id}`),
          sql`, `,
        )}) or ${reviews.subjectUserId} in (${sql`${owner.id}`}, ${sql`${provider.id}`})`,
      )
      .limit(1);
    if (existing) return 0;

    const touched = new Map<string, TargetKind>();
    const facts = await listingFacts(tx);
    const pick = textPicker();
    const usedOn = new Map<string, Set<DemoReviewText>>();
    const factsOf = (listingId: string) => {
      const found = facts.get(listingId);
      if (!found) throw new Error(`demo review of an unknown listing ${listingId}`);
      return found;
    };
    const usedFor = (key: string) => usedOn.get(key) ?? usedOn.set(key, new Set()).get(key)!;
    // The guest's review speaks of the listing; the host's of the guest, in the words of the listing's kind.
    const nextText = (listingId: string, kind: TargetKind, activity: boolean) =>
      pick(poolFor(kind, activity), factsOf(listingId), usedFor(listingId));
    const nextGuestText = (listingId: string) =>
      pick(guestReviewTexts, { ...factsOf(listingId), carVariantId: null, spotTypeId: null }, usedFor(`${listingId}:host`));
    let added = 0;

    // 1. The demo owner's and provider's returned reservations (demo-reserves.ts).
    const returned = await tx
      .select()
      .from(reserves)
      .where(and(inArray(reserves.hostUserId, [owner.id, provider.id]), eq(reserves.status, 'Returned')))
      .orderBy(asc(reserves.returnedAt));
    for (const [i, reserve] of returned.entries()) {
      if (!reserve.returnedAt) continue;
      const kind: TargetKind = reserve.carId ? 'Car' : 'Spot';
      const activity = kind === 'Spot' && reserve.startDate === reserve.endDate;
      const closesAt = new Date(opensOf(reserve).getTime() + REVIEW_WINDOW_DAYS * DAY);
      const open = closesAt > now;
      // Every third closed one: only the guest wrote, published when the window closed.
      const hostWrote = !open && i % 3 !== 1;
      await writeReviews(
        tx,
        {
          reserve,
          activity,
          guestText: nextText(reserve.carId ?? reserve.spotId ?? '', kind, activity),
          hostText: hostWrote ? nextGuestText(reserve.carId ?? reserve.spotId ?? '') : null,
          publishedAt: open ? null : hostWrote ? new Date(reserve.returnedAt.getTime() + 2 * DAY) : closesAt,
        },
        now,
      );
      touched.set(reserve.carId ?? reserve.spotId ?? '', kind);
      added += hostWrote ? 2 : 1;
    }

    // 2. The other demo listings: one to three past stays by the seeded guests.
    const others = [
      ...(
        await tx
          .select({ id: cars.id, ownerUserId: cars.ownerUserId })
          .from(cars)
          .where(and(eq(cars.listed, true), sql`${cars.ownerUserId} not in (${sql`${owner.id}`}, ${sql`${provider.id}`})`))
          .orderBy(asc(cars.createdAt), asc(cars.id))
      ).map((c) => ({ ...c, kind: 'Car' as const })),
      ...(
        await tx
          .select({ id: spots.id, ownerUserId: spots.ownerUserId })
          .from(spots)
          .where(and(eq(spots.listed, true), sql`${spots.ownerUserId} not in (${sql`${owner.id}`}, ${sql`${provider.id}`})`))
          .orderBy(asc(spots.createdAt), asc(spots.id))
      ).map((s) => ({ ...s, kind: 'Spot' as const })),
    ];
    for (const [i, listing] of others.entries()) {
      const stays = 1 + (i % 3);
      for (let k = 0; k < stays; k++) {
        const guest = seededGuests[(i + k) % seededGuests.length]!;
        const stay = await pastStay(tx, listing, guest.id, 40 + k * 45 + (i % 5) * 7, now, feeRate);
        if (!stay?.reserve.returnedAt) continue;
        await writeReviews(
          tx,
          {
            ...stay,
            guestText: nextText(listing.id, listing.kind, stay.activity),
            hostText: nextGuestText(listing.id),
            publishedAt: new Date(stay.reserve.returnedAt.getTime() + (1 + (k % 3)) * DAY),
          },
          now,
        );
        touched.set(listing.id, listing.kind);
        added += 2;
      }
    }

    // The listings' documents show their new rating.
    for (const [id, kind] of touched) {
      if (kind === 'Car') await renderCarRating(tx, id);
      else await renderSpotRating(tx, id);
    }
    return added;
  });
}
