import type { SpotKind } from '@kurumatabi/contract/enums';
import type { CouponInput, HeldTrip, PricingRulesInput } from '@kurumatabi/contract/host-rules';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  cars,
  couponRedemptions,
  coupons,
  listingRules,
  spotPlans,
  spots,
  type CouponRow,
  type StoredAvailability,
} from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/** A listing a rule set belongs to: a car or a spot plan. */
export type RulesTarget = { kind: 'car'; id: string } | { kind: 'spotPlan'; id: string };

export interface OwnedCarFacts {
  id: string;
  basePrice: number;
  cleaningFee: number;
  minDays: number;
  maxDays: number;
}

export interface OwnedPlanFacts {
  id: string;
  /** The plan's spot: the listing whose cached search answers a rules save drops. */
  spotId: string;
  basePrice: number;
  spotKind: SpotKind;
}

export interface StoredRules {
  availability: StoredAvailability;
  pricing: PricingRulesInput;
  minLength: number | null;
  maxLength: number | null;
  updatedAt: Date;
}

export type CouponWithUse = CouponRow & { used: number };

const targetColumn = (target: RulesTarget) => (target.kind === 'car' ? listingRules.carId : listingRules.spotPlanId);

/** The coupon's columns from the contract's input. */
export function couponColumns(input: CouponInput) {
  return {
    code: input.code,
    discountKind: input.discount.kind,
    discountValue: input.discount.kind === 'Percent' ? input.discount.percent : input.discount.yen,
    minLength: input.minLength,
    stayFrom: input.stay?.from ?? null,
    stayTo: input.stay?.to ?? null,
    expiresOn: input.expiresOn,
    totalCap: input.totalCap,
    perGuestCap: input.perGuestCap,
    combinesWithLongStay: input.combinesWithLongStay,
  };
}

const usedCount = sql<number>`(select count(*)::int from ${couponRedemptions} where ${couponRedemptions.couponId} = ${coupons.id})`;
/** `owner_user_id = owner`, or `is null` for the marketplace's. */
const ownedBy = (ownerUserId: string | null) => (ownerUserId === null ? isNull(coupons.ownerUserId) : eq(coupons.ownerUserId, ownerUserId));

export function createHostRulesRepository(db: DbOrTx) {
  /** The caller's car (locked in a transaction when `lock`), or null for another's or none. */
  async function ownedCar(userId: string, carId: string, lock = false): Promise<OwnedCarFacts | null> {
    const query = db
      .select({ id: cars.id, pricePerDay: cars.pricePerDay, cleaningFee: cars.cleaningFee, minDays: cars.minDays, maxDays: cars.maxDays })
      .from(cars)
      .where(and(eq(cars.id, carId), eq(cars.ownerUserId, userId)));
    const [row] = lock ? await query.for('update') : await query;
    return row
      ? { id: row.id, basePrice: row.pricePerDay ?? 0, cleaningFee: row.cleaningFee, minDays: row.minDays, maxDays: row.maxDays }
      : null;
  }

  /** One current (not withdrawn) plan of the caller's spots, or null. Locks the plan's row when `lock`. */
  async function ownedPlan(userId: string, planId: string, lock = false): Promise<OwnedPlanFacts | null> {
    const query = db
      .select({ id: spotPlans.id, spotId: spotPlans.spotId, price: spotPlans.price, spotKind: spots.spotKind })
      .from(spotPlans)
      .innerJoin(spots, eq(spots.id, spotPlans.spotId))
      .where(and(eq(spotPlans.id, planId), eq(spots.ownerUserId, userId), isNull(spotPlans.withdrawnAt)));
    const [row] = lock ? await query.for('update', { of: spotPlans }) : await query;
    return row ? { id: row.id, spotId: row.spotId, basePrice: row.price, spotKind: row.spotKind } : null;
  }

  async function rulesOf(target: RulesTarget): Promise<StoredRules | null> {
    const [row] = await db
      .select({
        availability: listingRules.availability,
        pricing: listingRules.pricing,
        minLength: listingRules.minLength,
        maxLength: listingRules.maxLength,
        updatedAt: listingRules.updatedAt,
      })
      .from(listingRules)
      .where(eq(targetColumn(target), target.id));
    // Rules stored before delivery bands existed read as having none.
    return row ? { ...row, pricing: { ...row.pricing, deliveryBands: row.pricing.deliveryBands ?? [] } } : null;
  }

  /** Writes the whole rule set of a listing (one row a listing). */
  async function saveRules(target: RulesTarget, rules: Omit<StoredRules, 'updatedAt'>, now: Date): Promise<void> {
    const values = { ...rules, updatedAt: now };
    const updated = await db
      .update(listingRules)
      .set(values)
      .where(eq(targetColumn(target), target.id))
      .returning({ id: listingRules.id });
    if (updated.length > 0) return;
    await db.insert(listingRules).values({ ...values, ...(target.kind === 'car' ? { carId: target.id } : { spotPlanId: target.id }) });
  }

  /** A host's coupons (or the marketplace's: `null`), newest first, with their uses. */
  async function couponsOf(ownerUserId: string | null): Promise<CouponWithUse[]> {
    return db
      .select({ coupon: coupons, used: usedCount })
      .from(coupons)
      .where(ownedBy(ownerUserId))
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .then((rows) => rows.map((r) => ({ ...r.coupon, used: r.used })));
  }

  async function couponOf(ownerUserId: string | null, couponId: string): Promise<CouponWithUse | null> {
    const [row] = await db
      .select({ coupon: coupons, used: usedCount })
      .from(coupons)
      .where(and(eq(coupons.id, couponId), ownedBy(ownerUserId)));
    return row ? { ...row.coupon, used: row.used } : null;
  }

  /** Locks the owner's coupons for a create (the count is then exact), returning how many there are. */
  async function lockAndCountCoupons(ownerUserId: string | null): Promise<number> {
    const lockKey = ownerUserId ?? 'marketplace';
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('coupons:' || ${lockKey}))`);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(ownedBy(ownerUserId));
    return row?.n ?? 0;
  }

  async function insertCoupon(values: typeof coupons.$inferInsert): Promise<string> {
    const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
    return row!.id;
  }

  /** Locks one of the owner's coupons for a change. */
  async function lockCoupon(ownerUserId: string | null, couponId: string): Promise<CouponRow | null> {
    const [row] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, couponId), ownedBy(ownerUserId)))
      .for('update');
    return row ?? null;
  }

  async function updateCoupon(couponId: string, set: Partial<typeof coupons.$inferInsert>): Promise<void> {
    await db.update(coupons).set(set).where(eq(coupons.id, couponId));
  }

  /** Locks the coupon a guest typed (by its code) for a redemption: racing guests take it one at a time. */
  async function lockCouponByCode(code: string): Promise<CouponRow | null> {
    const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).for('update');
    return row ?? null;
  }

  /** The coupon a guest typed, read for a quote (no lock: the creation locks it, `lockCouponByCode`). */
  async function couponByCode(code: string): Promise<CouponRow | null> {
    const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
    return row ?? null;
  }

  /**
   * Around a trip, in one statement: the live reservations (Request, Approved, Renting) of a car or a spot plan
   * whose days touch `from`..`to`, as the rules engine takes them (a car's first and last day, a stay's check-in and
   * check-out day; none when `withTrips` is false), and the days of `from`..`to` the host or an imported feed closed
   * (a car's own calendar rows, the spot's closed days). `except` leaves out a reservation being changed.
   */
  async function tripsAndClosedDays(args: {
    target: RulesTarget;
    spotId: string | null;
    from: string;
    to: string;
    closedFrom: string;
    closedTo: string;
    withTrips: boolean;
    except: string | null;
  }): Promise<{ held: HeldTrip[]; closed: string[] }> {
    const column = args.target.kind === 'car' ? sql`car_id` : sql`spot_plan_id`;
    const periods =
      args.target.kind === 'car'
        ? sql`select period from car_unavailable_periods where car_id = ${args.target.id} and reserve_id is null`
        : sql`select period from spot_unavailable_periods where spot_id = ${args.spotId}`;
    const result = await db.execute<{ held: HeldTrip[] | null; closed: string[] }>(sql`
      select
        (select json_agg(json_build_object('start', to_char(start_date, 'YYYY-MM-DD'), 'end', to_char(end_date, 'YYYY-MM-DD'))
           order by start_date)
         from reserves where ${args.withTrips} and ${column} = ${args.target.id} and status in ('Request', 'Approved', 'Renting')
           and period && daterange(${args.from}::date, ${args.to}::date, '[]')
           ${args.except === null ? sql`` : sql`and id <> ${args.except}`}) as held,
        array(select to_char(d, 'YYYY-MM-DD') from generate_series(${args.closedFrom}::date, ${args.closedTo}::date, interval '1 day') d
          where exists (select 1 from (${periods}) p where p.period @> d::date) order by d) as closed`);
    const row = result.rows[0];
    return { held: row?.held ?? [], closed: row?.closed ?? [] };
  }

  /** How often a coupon was redeemed, by anyone and by one guest (read under the coupon's lock). */
  async function usesOf(couponId: string, guestUserId: string): Promise<{ total: number; byGuest: number }> {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        byGuest: sql<number>`(count(*) filter (where ${couponRedemptions.guestUserId} = ${guestUserId}))::int`,
      })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, couponId));
    return { total: row?.total ?? 0, byGuest: row?.byGuest ?? 0 };
  }

  async function insertRedemption(couponId: string, reserveId: string, guestUserId: string, now: Date): Promise<void> {
    await db.insert(couponRedemptions).values({ couponId, reserveId, guestUserId, createdAt: now });
  }

  return {
    db,
    ownedCar,
    ownedPlan,
    rulesOf,
    saveRules,
    couponsOf,
    couponOf,
    lockAndCountCoupons,
    insertCoupon,
    lockCoupon,
    updateCoupon,
    lockCouponByCode,
    couponByCode,
    tripsAndClosedDays,
    usesOf,
    insertRedemption,
  };
}

export type HostRulesRepository = ReturnType<typeof createHostRulesRepository>;
