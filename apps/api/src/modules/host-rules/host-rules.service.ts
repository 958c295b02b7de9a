import { addDays, japanDay, type CouponView, type ListingRules } from '@kurumatabi/contract';
import {
  couponProblem,
  defaultAvailability,
  presetSeasons,
  type Coupon,
  type AvailabilityRulesInput,
  type CouponInput,
  type PricingRulesInput,
} from '@kurumatabi/contract/host-rules';
import { notifyDrop } from '../../db/cache-changes.js';
import type { Db } from '../../db/client.js';
import type { CouponRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { sqlStateOf } from '../reserves/reserve-transaction.js';
import { renderCarRating } from '../cars/car-rating.js';
import {
  couponColumns,
  createHostRulesRepository,
  type CouponWithUse,
  type HostRulesRepository,
  type RulesTarget,
  type StoredRules,
} from './host-rules.repository.js';
import { planDefaults } from './rules-load.repository.js';

/**
 * A host's rules (issue 36 items 1–2): the availability and pricing rules of a car or a spot plan, and the coupons of
 * hosts and of the marketplace. Input arrives checked whole by the contract (rules-input.ts), so a refused body
 * never reaches a write; each write is one transaction under the listing's (or the coupon's) row lock.
 */

export interface HostRulesDeps {
  db: Db;
  now: () => Date;
  /**
   * Writes a car's minimum and maximum days through the car's own save (its documents rendered again, the caches
   * told): the columns stay the one source the listing form, the search and the quote read.
   */
  saveCarLengths: (user: UserRow, carId: string, minDays: number, maxDays: number) => Promise<void>;
}

export const COUPONS_PER_OWNER_MAX = 100;

const emptyPricing: PricingRulesInput = {
  overrides: [],
  seasons: [],
  beforeHoliday: null,
  fridaySaturday: null,
  weekPercent: 0,
  monthPercent: 0,
  deliveryBands: [],
};

/** The presets of this Japan year and the next (a host plans the coming GW in December). */
function presetsFor(now: Date): ListingRules['presets'] {
  const year = Number(japanDay(now).slice(0, 4));
  return [...presetSeasons(year), ...presetSeasons(year + 1)].map((p) => ({ key: p.key, name: p.name, range: p.range }));
}

function couponView(row: CouponWithUse): CouponView {
  return {
    id: row.id,
    code: row.code,
    scope: row.ownerUserId === null ? 'Marketplace' : 'Host',
    discount: row.discountKind === 'Percent' ? { kind: 'Percent', percent: row.discountValue } : { kind: 'Yen', yen: row.discountValue },
    minLength: row.minLength,
    stay: row.stayFrom !== null && row.stayTo !== null ? { from: row.stayFrom, to: row.stayTo } : null,
    expiresOn: row.expiresOn,
    totalCap: row.totalCap,
    perGuestCap: row.perGuestCap,
    combinesWithLongStay: row.combinesWithLongStay,
    used: row.used,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An operator's write of a marketplace coupon, in its own transaction (ADR 0025). */
const audit = (tx: DbOrTx, actor: UserRow, action: 'coupon.create' | 'coupon.stop', couponId: string, code: string, at: Date) =>
  createOperatorAuditRepository(tx).record({
    operatorUserId: actor.id,
    action,
    targetKind: 'coupon',
    targetId: couponId,
    details: { code },
    at,
  });

/** The end of a coupon's last day: the next Japan midnight. */
const endOfJapanDay = (day: string) => new Date(Date.parse(`${addDays(day, 1)}T00:00:00+09:00`)).toISOString();

/** A stored coupon as the pricing engine takes it: a host's is good for that host's listings only. */
export function engineCoupon(row: CouponRow, listing: { id: string; ownerUserId: string }): Coupon {
  return {
    code: row.code,
    discount: row.discountKind === 'Percent' ? { kind: 'Percent', percent: row.discountValue } : { kind: 'Yen', yen: row.discountValue },
    listingIds: row.ownerUserId === null ? null : row.ownerUserId === listing.ownerUserId ? [listing.id] : [],
    minLength: row.minLength,
    stay: row.stayFrom !== null && row.stayTo !== null ? { from: row.stayFrom, to: row.stayTo } : null,
    expiresAt: endOfJapanDay(row.expiresOn),
    totalCap: row.totalCap,
    perGuestCap: row.perGuestCap,
    combinesWithLongStay: row.combinesWithLongStay,
  };
}

/** The guest's coupon use a redemption asks about: the listing (a car or a spot plan) and the trip's start and length. */
export interface CouponRedemption {
  code: string;
  guestUserId: string;
  reserveId: string;
  listing: { id: string; ownerUserId: string };
  start: string;
  length: number;
  unit: 'Days' | 'Nights';
}

/** 422 COUPON_UNAVAILABLE with the reason at the coupon field. */
export const couponRefused = (message: string) => new AppError('COUPON_UNAVAILABLE', { details: [{ path: 'couponCode', message }] });

/** Why a coupon row cannot be used at all (unknown, stopped), before the engine's own reasons. */
export function couponRowProblem(row: CouponRow | null): string | null {
  if (!row) return 'このクーポンコードは見つかりません。';
  if (row.stoppedAt !== null) return 'このクーポンは現在ご利用いただけません。';
  return null;
}

/**
 * Redeems a coupon for a reservation being created, in the creation's transaction: the coupon's row is locked, its
 * uses counted and the engine's couponProblem asked under that lock, so two guests racing for the last use cannot
 * both have it (the second waits for the first's commit, then counts its use). A coupon that cannot be used is 422
 * COUPON_UNAVAILABLE with the engine's Japanese reason on `couponCode`; the engine's coupon is returned for priceTrip.
 */
export async function redeemCoupon(tx: DbOrTx, now: Date, use: CouponRedemption): Promise<Coupon> {
  const repo = createHostRulesRepository(tx);
  const row = await repo.lockCouponByCode(use.code);
  const unusable = couponRowProblem(row);
  if (unusable || !row) throw couponRefused(unusable ?? '');
  const coupon = engineCoupon(row, use.listing);
  const uses = await repo.usesOf(row.id, use.guestUserId);
  const problem = couponProblem(
    { coupon, listingId: use.listing.id, now, usedTotal: uses.total, usedByGuest: uses.byGuest },
    use.start,
    use.length,
    use.unit,
  );
  if (problem) throw couponRefused(problem);
  await repo.insertRedemption(row.id, use.reserveId, use.guestUserId, now);
  return coupon;
}

const splitAvailability = ({ minLength, maxLength, ...rest }: AvailabilityRulesInput) => ({ rest, minLength, maxLength });

export function createHostRulesService(deps: HostRulesDeps) {
  const repository = createHostRulesRepository(deps.db);

  function answer(
    unit: ListingRules['unit'],
    facts: { basePrice: number; cleaningFee: number; minLength: number; maxLength: number },
    stored: StoredRules | null,
  ): ListingRules {
    const defaults = defaultAvailability(unit, facts.minLength, facts.maxLength);
    const { unit: _unit, ...availability } = defaults;
    return {
      unit,
      basePrice: facts.basePrice,
      cleaningFee: facts.cleaningFee,
      stored: stored !== null,
      availability: stored
        ? { ...stored.availability, minLength: facts.minLength, maxLength: facts.maxLength }
        : { ...availability, startWeekdays: [...availability.startWeekdays], overrides: [] },
      pricing: stored?.pricing ?? emptyPricing,
      presets: presetsFor(deps.now()),
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  async function showCar(user: UserRow, carId: string): Promise<ListingRules> {
    const car = await repository.ownedCar(user.id, carId);
    if (!car) throw new AppError('CAR_NOT_FOUND');
    const stored = await repository.rulesOf({ kind: 'car', id: carId });
    return answer('Days', { ...car, minLength: car.minDays, maxLength: car.maxDays }, stored);
  }

  async function updateCar(
    user: UserRow,
    input: { carId: string; availability: AvailabilityRulesInput; pricing: PricingRulesInput },
  ): Promise<ListingRules> {
    const car = await repository.ownedCar(user.id, input.carId);
    if (!car) throw new AppError('CAR_NOT_FOUND');
    const { rest, minLength, maxLength } = splitAvailability(input.availability);
    if (minLength !== car.minDays || maxLength !== car.maxDays) await deps.saveCarLengths(user, input.carId, minLength, maxLength);
    await deps.db.transaction(async (tx) => {
      const repo = createHostRulesRepository(tx);
      if (!(await repo.ownedCar(user.id, input.carId, true))) throw new AppError('CAR_NOT_FOUND');
      await repo.saveRules(
        { kind: 'car', id: input.carId },
        { availability: rest, pricing: input.pricing, minLength: null, maxLength: null },
        deps.now(),
      );
      // The public detail shows the delivery bands: rendered again with the rules, in their transaction.
      await renderCarRating(tx, input.carId);
      // A dated search prices and admits the car by these rules: every replica drops its answers after the commit (ADR 0050).
      await notifyDrop(tx, { kind: 'car', id: input.carId });
    });
    return showCar(user, input.carId);
  }

  async function showPlan(user: UserRow, planId: string, repo: HostRulesRepository = repository): Promise<ListingRules> {
    const plan = await repo.ownedPlan(user.id, planId);
    if (!plan) throw new AppError('SPOT_PLAN_NOT_FOUND');
    const stored = await repo.rulesOf({ kind: 'spotPlan', id: planId });
    const defaults = planDefaults(plan.spotKind);
    return answer(
      defaults.unit,
      {
        basePrice: plan.basePrice,
        cleaningFee: 0,
        minLength: stored?.minLength ?? defaults.minLength,
        maxLength: stored?.maxLength ?? defaults.maxLength,
      },
      stored,
    );
  }

  async function updatePlan(
    user: UserRow,
    input: { spotPlanId: string; availability: AvailabilityRulesInput; pricing: PricingRulesInput },
  ): Promise<ListingRules> {
    const target: RulesTarget = { kind: 'spotPlan', id: input.spotPlanId };
    await deps.db.transaction(async (tx) => {
      const repo = createHostRulesRepository(tx);
      const plan = await repo.ownedPlan(user.id, input.spotPlanId, true);
      if (!plan) throw new AppError('SPOT_PLAN_NOT_FOUND');
      const { rest, minLength, maxLength } = splitAvailability(input.availability);
      const limit = planDefaults(plan.spotKind).maxLength;
      if (maxLength > limit)
        throw new AppError('VALIDATION_FAILED', {
          details: [
            {
              path: 'availability.maxLength',
              message: plan.spotKind === 'Land' ? `最長期間は${limit}泊以下で入力してください。` : 'アクティビティは1日のみ予約できます。',
            },
          ],
        });
      await repo.saveRules(target, { availability: rest, pricing: input.pricing, minLength, maxLength }, deps.now());
      // The plan's spot is what a dated search lists: its cached answers go on every replica after the commit (ADR 0050).
      await notifyDrop(tx, { kind: 'spot', id: plan.spotId });
    });
    return showPlan(user, input.spotPlanId);
  }

  // Coupons: `owner` is the host's id, or null for the marketplace's (operators).

  async function listCoupons(owner: string | null): Promise<{ items: CouponView[] }> {
    return { items: (await repository.couponsOf(owner)).map(couponView) };
  }

  const codeTaken = (error: unknown) => sqlStateOf(error) === '23505';

  async function createCoupon(owner: string | null, actor: UserRow, input: CouponInput): Promise<CouponView> {
    const now = deps.now();
    let id: string;
    try {
      id = await deps.db.transaction(async (tx) => {
        const repo = createHostRulesRepository(tx);
        if ((await repo.lockAndCountCoupons(owner)) >= COUPONS_PER_OWNER_MAX) throw new AppError('COUPONS_TOO_MANY');
        const created = await repo.insertCoupon({
          ...couponColumns(input),
          ownerUserId: owner,
          createdByUserId: actor.id,
          createdAt: now,
          updatedAt: now,
        });
        if (owner === null) await audit(tx, actor, 'coupon.create', created, input.code, now);
        return created;
      });
    } catch (error) {
      if (codeTaken(error)) throw new AppError('COUPON_CODE_TAKEN', { cause: error });
      throw error;
    }
    return couponView((await repository.couponOf(owner, id))!);
  }

  async function updateCoupon(owner: string, couponId: string, input: CouponInput): Promise<CouponView> {
    try {
      await deps.db.transaction(async (tx) => {
        const repo = createHostRulesRepository(tx);
        const row = await repo.lockCoupon(owner, couponId);
        if (!row) throw new AppError('COUPON_NOT_FOUND');
        if (row.stoppedAt !== null) throw new AppError('COUPON_STOPPED');
        await repo.updateCoupon(couponId, { ...couponColumns(input), updatedAt: deps.now() });
      });
    } catch (error) {
      if (codeTaken(error)) throw new AppError('COUPON_CODE_TAKEN', { cause: error });
      throw error;
    }
    return couponView((await repository.couponOf(owner, couponId))!);
  }

  async function stopCoupon(owner: string | null, actor: UserRow, couponId: string): Promise<CouponView> {
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const repo = createHostRulesRepository(tx);
      const row = await repo.lockCoupon(owner, couponId);
      if (!row) throw new AppError('COUPON_NOT_FOUND');
      if (row.stoppedAt !== null) return;
      await repo.updateCoupon(couponId, { stoppedAt: now, updatedAt: now });
      if (owner === null) await audit(tx, actor, 'coupon.stop', couponId, row.code, now);
    });
    return couponView((await repository.couponOf(owner, couponId))!);
  }

  /** Redeems a coupon in the creation's transaction (`redeemCoupon`, at the service's clock). */
  const redeem = (tx: DbOrTx, use: CouponRedemption): Promise<Coupon> => redeemCoupon(tx, deps.now(), use);

  return { showCar, updateCar, showPlan, updatePlan, listCoupons, createCoupon, updateCoupon, stopCoupon, redeem };
}

export type HostRulesService = ReturnType<typeof createHostRulesService>;
