import { seedDemoPayments } from './demo-payments.js';
import { seedDemoPayouts } from './demo-payouts.js';
import {
  addDays,
  daysFrom,
  endOfJapanDay,
  japanDay,
  quoteCarReserve,
  quoteSpotReserve,
  reserveSplitOf,
  reviewOpensFor,
  startOfJapanDay,
  type ActorRole,
  type PriceLine,
} from '@kurumatabi/contract';
import type { ReserveStatus, SpotKind } from '@kurumatabi/contract/enums';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { createReserveCalendarRepository } from '../modules/reserves/reserve-calendar.repository.js';
import type { DbOrTx } from '../modules/listings/listings.repository.js';
import type { Db } from '../db/client.js';
import {
  cars,
  reserveHandovers,
  reserves,
  reserveStatusHistory,
  spotPlans,
  spots,
  users,
  type CarRow,
  type UserRow,
} from '../db/schema/index.js';
import { demoAccounts } from './demo-accounts.js';

/**
 * The demo owner's and provider's reservations (ADR 0016), relative to the seed day, so their
 * dashboards, calendars and sales pages have something to show: a request waiting, an approved
 * one coming up, one renting today, returned ones over the past months and a cancelled one, from
 * the demo guest and two seeded hosts. Written as the reservations service leaves its rows: the
 * quote of the contract, the fee at the configured rate, the history of every step, the car's held
 * days or the plan's inventory, and `busy`. Future days stay within the next nine days, clear of the
 * demo listings' unavailable days (today + 10 onwards) and of the end-to-end tests' searches.
 */

const HOUR = 3_600_000;

/** One demo reservation: which listing (by position among the host's), who, when, which state. */
export interface DemoReserve {
  listing: number;
  /** For spots: which current plan. */
  plan?: number;
  guest: 'guest' | 'tohoku' | 'kinki';
  status: ReserveStatus;
  /** Days from the seed day (Japan time). */
  start: number;
  end: number;
  people: number;
  cancelReason?: string;
}

const carReserves: readonly DemoReserve[] = [
  { listing: 1, guest: 'guest', status: 'Request', start: 5, end: 7, people: 2 },
  { listing: 0, guest: 'tohoku', status: 'Approved', start: 3, end: 5, people: 4 },
  { listing: 2, guest: 'guest', status: 'Renting', start: -1, end: 1, people: 5 },
  { listing: 0, guest: 'guest', status: 'Returned', start: -150, end: -147, people: 4 },
  { listing: 1, guest: 'kinki', status: 'Returned', start: -110, end: -109, people: 2 },
  { listing: 0, guest: 'tohoku', status: 'Returned', start: -75, end: -72, people: 3 },
  { listing: 2, guest: 'kinki', status: 'Returned', start: -44, end: -42, people: 6 },
  { listing: 1, guest: 'guest', status: 'Returned', start: -20, end: -18, people: 2 },
  { listing: 0, guest: 'kinki', status: 'Returned', start: -9, end: -7, people: 4 },
  { listing: 2, guest: 'tohoku', status: 'Canceled', start: -30, end: -29, people: 3, cancelReason: '家族の予定が変わったため' },
];

const spotReserves: readonly DemoReserve[] = [
  { listing: 0, plan: 0, guest: 'guest', status: 'Request', start: 4, end: 6, people: 2 },
  { listing: 1, plan: 0, guest: 'kinki', status: 'Approved', start: 2, end: 3, people: 4 },
  { listing: 0, plan: 1, guest: 'guest', status: 'Renting', start: -1, end: 1, people: 2 },
  { listing: 0, plan: 1, guest: 'tohoku', status: 'Returned', start: -130, end: -128, people: 2 },
  { listing: 2, plan: 0, guest: 'guest', status: 'Returned', start: -80, end: -80, people: 3 },
  { listing: 1, plan: 0, guest: 'kinki', status: 'Returned', start: -50, end: -48, people: 5 },
  { listing: 0, plan: 0, guest: 'guest', status: 'Returned', start: -16, end: -15, people: 2 },
  { listing: 2, plan: 0, guest: 'tohoku', status: 'Canceled', start: -25, end: -25, people: 2, cancelReason: '雨の予報のため' },
];

/** The instant `hours` past midnight of a Japanese day. */
const at = (day: string, hours: number) => new Date(startOfJapanDay(day).getTime() + hours * HOUR);

/** The steps a reservation went through to reach its state, with when they happened. */
function timeline(r: DemoReserve, startDay: string, endDay: string, now: Date) {
  const requestedAt = r.status === 'Request' ? new Date(now.getTime() - 3 * HOUR) : at(addDays(startDay, -14), 20);
  const approvedAt = at(addDays(startDay, -13), 9);
  const steps: { from: ReserveStatus | null; to: ReserveStatus; role: ActorRole; at: Date }[] = [
    { from: null, to: 'Request', role: 'Guest', at: requestedAt },
  ];
  if (r.status !== 'Request') steps.push({ from: 'Request', to: 'Approved', role: 'Host', at: approvedAt });
  if (r.status === 'Canceled') steps.push({ from: 'Approved', to: 'Canceled', role: 'Guest', at: at(addDays(startDay, -10), 21) });
  if (r.status === 'Renting' || r.status === 'Returned')
    steps.push({ from: 'Approved', to: 'Renting', role: 'Host', at: at(startDay, 10) });
  if (r.status === 'Returned') steps.push({ from: 'Renting', to: 'Returned', role: 'Host', at: at(endDay, 17.5) });
  // The approval deadline: 48 hours, never later than the end of the start day (ADR 0016).
  const deadline = new Date(Math.min(requestedAt.getTime() + 48 * HOUR, endOfJapanDay(startDay).getTime()));
  const when = (to: ReserveStatus) => steps.find((s) => s.to === to)?.at ?? null;
  return { steps, requestedAt, deadline, when };
}

async function userByUid(db: DbOrTx, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid));
  return row ?? null;
}

/** Writes one demo reservation with its history and check-in, as the service leaves them; its id. */
export async function writeDemoReserve(
  db: DbOrTx,
  r: DemoReserve,
  target: {
    kind: 'CarShare' | 'RentalCar' | 'Spot';
    carId?: string;
    spotId?: string;
    spotPlanId?: string;
    hostId: string;
    guestId: string;
  },
  span: { startDay: string; endDay: string; period: [string, string]; days: number },
  lines: PriceLine[],
  now: Date,
  feeRate: number,
): Promise<string> {
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const { feeBase, marketplaceFee } = reserveSplitOf(lines, feeRate);
  const t = timeline(r, span.startDay, span.endDay, now);
  // The guest cancelled 10 days before the start: the policy's first tier, no fee (cancel_fee stays 0).
  const canceledAt = t.when('Canceled');
  const [row] = await db
    .insert(reserves)
    .values({
      reserveTargetKind: target.kind,
      carId: target.carId ?? null,
      spotId: target.spotId ?? null,
      spotPlanId: target.spotPlanId ?? null,
      guestUserId: target.guestId,
      hostUserId: target.hostId,
      status: r.status,
      period: `[${span.period[0]},${span.period[1]})`,
      startDate: span.startDay,
      endDate: span.endDay,
      days: span.days,
      people: r.people,
      priceLines: lines,
      total,
      feeRate,
      feeBase,
      marketplaceFee,
      // The demo guest is an individual account: 請求書払い is for corporate ones only (ADR 0040).
      paymentMethod: 'CreditCard',
      approveDeadline: t.deadline,
      requestedAt: t.requestedAt,
      approvedAt: t.when('Approved'),
      rentingAt: t.when('Renting'),
      returnedAt: t.when('Returned'),
      // The guest confirmed each demo return as the host recorded it; its review opened the day after the
      // end date (ADR 0046).
      ...(t.when('Returned')
        ? {
            returnedByRole: 'Host' as const,
            returnConfirmedAt: t.when('Returned'),
            reviewOpensAt: reviewOpensFor(span.endDay, t.when('Returned')!),
          }
        : {}),
      canceledAt,
      cancelReason: r.cancelReason ?? null,
      canceledByRole: canceledAt ? 'Guest' : null,
      updatedAt: t.steps[t.steps.length - 1]!.at,
    })
    .returning({ id: reserves.id });
  const id = row!.id;
  await db.insert(reserveStatusHistory).values(
    t.steps.map((s) => ({
      reserveId: id,
      fromStatus: s.from,
      toStatus: s.to,
      actorUserId: s.role === 'Guest' ? target.guestId : target.hostId,
      actorRole: s.role,
      reason: s.to === 'Canceled' ? (r.cancelReason ?? null) : null,
      createdAt: s.at,
    })),
  );
  const rentingAt = t.when('Renting');
  if (rentingAt) {
    const car = target.carId !== undefined;
    await db.insert(reserveHandovers).values({
      reserveId: id,
      kind: 'CheckIn',
      recordedBy: target.hostId,
      recordedAt: rentingAt,
      odometerKm: car ? 38_000 + span.days * 1_000 : null,
      fuelLevel: car ? 'Full' : null,
      note: car ? '外装に目立つ傷なし。鍵とETCカードをお渡ししました。' : '区画の場所とゴミの出し方をご案内しました。',
    });
  }
  return id;
}

const ACTIVE: readonly ReserveStatus[] = ['Request', 'Approved', 'Renting'];

async function seedCarReserves(db: DbOrTx, owner: UserRow, guests: Record<DemoReserve['guest'], string>, now: Date, feeRate: number) {
  const owned: CarRow[] = await db.select().from(cars).where(eq(cars.ownerUserId, owner.id)).orderBy(asc(cars.createdAt), asc(cars.id));
  const calendar = createReserveCalendarRepository(db);
  let added = 0;
  for (const r of carReserves) {
    const car = owned[r.listing];
    if (!car || car.pricePerDay === null) continue;
    const today = japanDay(now);
    const [startDay, endDay] = [addDays(today, r.start), addDays(today, r.end)];
    const quote = quoteCarReserve({
      car: { ...car, pricePerDay: car.pricePerDay, options: [] },
      startDate: startDay,
      endDate: endDay,
      options: [],
    });
    if (!quote.ok) throw new Error(`demo car reservation does not quote: ${JSON.stringify(quote.problems)}`);
    const period: [string, string] = [startDay, addDays(endDay, 1)];
    const target = { kind: car.serviceType, carId: car.id, hostId: owner.id, guestId: guests[r.guest] };
    const id = await writeDemoReserve(db, r, target, { startDay, endDay, period, days: quote.quote.days }, quote.quote.lines, now, feeRate);
    if (ACTIVE.includes(r.status)) await calendar.holdCarDays(car.id, id, period[0], period[1]);
    added++;
  }
  for (const car of owned) await calendar.rewriteCarBusy(car.id);
  return added;
}

async function seedSpotReserves(db: DbOrTx, provider: UserRow, guests: Record<DemoReserve['guest'], string>, now: Date, feeRate: number) {
  const owned = await db.select().from(spots).where(eq(spots.ownerUserId, provider.id)).orderBy(asc(spots.createdAt), asc(spots.id));
  const plans = owned.length
    ? await db
        .select()
        .from(spotPlans)
        .where(
          and(
            inArray(
              spotPlans.spotId,
              owned.map((s) => s.id),
            ),
            isNull(spotPlans.withdrawnAt),
          ),
        )
        .orderBy(asc(spotPlans.position), asc(spotPlans.id))
    : [];
  const calendar = createReserveCalendarRepository(db);
  let added = 0;
  for (const r of spotReserves) {
    const spot = owned[r.listing];
    const plan = spot ? plans.filter((p) => p.spotId === spot.id)[r.plan ?? 0] : undefined;
    if (!spot || !plan) continue;
    const today = japanDay(now);
    const kind: SpotKind = spot.spotKind;
    const startDay = addDays(today, r.start);
    // An activity is one day; a stay checks out on its end day.
    const endDay = kind === 'Activity' ? startDay : addDays(today, r.end);
    const people = Math.min(r.people, plan.maxPeople);
    const quote = quoteSpotReserve({ spotKind: kind, plan, offeredOptions: [], startDate: startDay, endDate: endDay, people, options: [] });
    if (!quote.ok) throw new Error(`demo spot reservation does not quote: ${JSON.stringify(quote.problems)}`);
    const until = kind === 'Activity' ? addDays(startDay, 1) : endDay;
    const target = { kind: 'Spot' as const, spotId: spot.id, spotPlanId: plan.id, hostId: provider.id, guestId: guests[r.guest] };
    const days = Math.max(daysFrom(startDay, until), 1);
    await writeDemoReserve(
      db,
      { ...r, people },
      target,
      { startDay, endDay, period: [startDay, until], days },
      quote.quote.lines,
      now,
      feeRate,
    );
    if (ACTIVE.includes(r.status)) await calendar.bookPlanDays(plan.id, plan.capacityPerDay, startDay, until);
    added++;
  }
  for (const spot of owned) await calendar.rewriteSpotBusy(spot.id);
  return added;
}

/**
 * Seeds the demo reservations once: a host who already has any reservation (demo or made by hand)
 * is left as they are. Returns how many were added. One transaction: all or nothing.
 */
export async function ensureDemoReserves(
  db: Db,
  now: Date = new Date(),
  feeRate = loadConfig(process.env).marketplaceFeeRate,
): Promise<number> {
  const uid = (key: string) => demoAccounts.find((a) => a.key === key)?.uid ?? '';
  const [guest, owner, provider] = await Promise.all(['guest', 'carOwner', 'facilityProvider'].map((k) => userByUid(db, uid(k))));
  if (!guest) return 0;
  const tohoku = await userByUid(db, 'seed-host-tohoku');
  const kinki = await userByUid(db, 'seed-host-kinki');
  const guests = { guest: guest.id, tohoku: tohoku?.id ?? guest.id, kinki: kinki?.id ?? guest.id };
  const { added, seeded, settle } = await db.transaction(async (tx) => {
    let added = 0;
    const seededHosts: string[] = [];
    for (const [host, seedFor] of [
      [owner, seedCarReserves],
      [provider, seedSpotReserves],
    ] as const) {
      if (!host) continue;
      const [existing] = await tx.select({ id: reserves.id }).from(reserves).where(eq(reserves.hostUserId, host.id)).limit(1);
      if (existing) continue;
      added += await seedFor(tx, host, guests, now, feeRate);
      seededHosts.push(host.id);
    }
    const seeded = seededHosts.length ? await tx.select().from(reserves).where(inArray(reserves.hostUserId, seededHosts)) : [];
    return { added, seeded, settle: await seedDemoPayments(db, tx, seeded, now) };
  });
  // The releases and refunds the seed decided, sent once its reservations exist for everyone.
  await settle();
  await seedDemoPayouts(db, seeded, now);
  return added;
}
