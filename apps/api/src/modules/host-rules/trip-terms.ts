import { addDays } from '@kurumatabi/contract';
import type { SpotKind } from '@kurumatabi/contract/enums';
import {
  couponProblem,
  defaultAvailability,
  lengthRuleFor,
  priceTrip,
  tripLength,
  tripProblem,
  type AvailabilityRules,
  type Coupon,
  type CouponUse,
  type DeliveryBand,
  type PricingRules,
  type TripPrice,
  type TripProblem,
} from '@kurumatabi/contract/host-rules';
import type { CouponRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { createHostRulesRepository, type RulesTarget, type StoredRules } from './host-rules.repository.js';
import { couponRowProblem, engineCoupon } from './host-rules.service.js';
import { planDefaults } from './rules-load.repository.js';

/**
 * The host's rules applied to one trip (issue 36 items 1–2): the one place the API loads a listing's stored rules
 * and asks the engines, for the quote and the creation (and, later, the search's property test and a change's
 * repricing). A listing without a rules row gets the engines' defaults from its own base price and lengths, which
 * give exactly the answers of before the rules.
 */

/** A car or a spot plan as the rules need it: whose it is, its base price and its own lengths. */
export type TermsListing =
  | { kind: 'car'; id: string; ownerUserId: string; basePrice: number; cleaningFee: number; minDays: number; maxDays: number }
  | {
      kind: 'spotPlan';
      id: string;
      spotId: string;
      ownerUserId: string;
      spotKind: SpotKind;
      basePrice: number;
      /** A Oneshot plan is priced once a stay, at its first day's rule (no long-stay tier). */
      priceUnit: 'Oneshot' | 'PerDay';
      /** Sites a day: with more than one, the plan's inventory counts the days and no reservation has buffers. */
      capacityPerDay: number;
    };

export interface ListingRulesForTrip {
  /** Whether the host saved rules (false: the defaults of the listing's own facts). */
  stored: boolean;
  availability: AvailabilityRules;
  pricing: PricingRules;
  /** A car's delivery fees by distance, each way (none: not delivered). */
  deliveryBands: readonly DeliveryBand[];
}

export interface TripTerms {
  rules: ListingRulesForTrip;
  /** The availability engine's answer (null: the trip may be booked now), its message at `startDate` or `endDate`. */
  problem: TripProblem | null;
  /** The pricing engine's answer: the lines, or the coupon's refusal at `couponCode`. */
  price: TripPrice;
  /** The coupon the price took, when a code was given and it is usable. */
  coupon: Coupon | null;
}

const noPricing = { overrides: [], seasons: [], beforeHoliday: null, fridaySaturday: null, weekPercent: 0, monthPercent: 0 };

/** The engines' rules of a listing from its stored row (or none), with its own base price and lengths. */
export function rulesOfListing(listing: TermsListing, stored: StoredRules | null): ListingRulesForTrip {
  const facts =
    listing.kind === 'car'
      ? { unit: 'Days' as const, minLength: listing.minDays, maxLength: listing.maxDays }
      : {
          unit: planDefaults(listing.spotKind).unit,
          minLength: stored?.minLength ?? planDefaults(listing.spotKind).minLength,
          maxLength: stored?.maxLength ?? planDefaults(listing.spotKind).maxLength,
        };
  const availability: AvailabilityRules = stored
    ? { ...stored.availability, ...facts }
    : defaultAvailability(facts.unit, facts.minLength, facts.maxLength);
  return {
    stored: stored !== null,
    availability,
    pricing: { ...(stored?.pricing ?? noPricing), basePrice: listing.basePrice },
    deliveryBands: listing.kind === 'car' ? (stored?.pricing.deliveryBands ?? []) : [],
  };
}

const refusedCoupon = (message: string): TripPrice => ({ ok: false, problems: [{ path: 'couponCode', message }] });

/** Where a delivery's refusal is said: the request's one distance (the engine checks each way at its own path). */
export const DELIVERY_PATH = 'delivery.km';

/**
 * The engine's delivery for a requested distance: delivered and collected at the same place, so both ways at that
 * distance (ADR 0058). A listing without bands (a spot plan, a car whose host set none) refuses any delivery.
 */
function deliveryOf(
  listing: TermsListing,
  rules: ListingRulesForTrip,
  km: number | null,
): { delivery: { bands: readonly DeliveryBand[]; outKm: number; backKm: number } | null; refusal: TripPrice | null } {
  if (km === null) return { delivery: null, refusal: null };
  const bands = rules.deliveryBands;
  if (bands.length === 0) {
    const message = listing.kind === 'car' ? 'この車両は配車サービスを行っていません。' : 'スポットには配車サービスがありません。';
    return { delivery: null, refusal: { ok: false, problems: [{ path: DELIVERY_PATH, message }] } };
  }
  return { delivery: { bands, outKm: km, backKm: km }, refusal: null };
}

/** The engine's answer with its two ways' refusals (one distance, one message) said once at the request's field. */
function withDeliveryPath(price: TripPrice): TripPrice {
  if (price.ok) return price;
  const problems = price.problems.map((p) => (p.path.startsWith('delivery.') ? { ...p, path: DELIVERY_PATH } : p));
  return { ok: false, problems: problems.filter((p, i) => problems.findIndex((q) => q.path === p.path) === i) };
}

/**
 * The rules of a listing and their answer for `start`..`end` (a car's last day, a stay's check-out day) at `now`:
 * the listing's other live reservations (and their preparation days) and its closed days are read around the trip.
 * With `couponCode`, the coupon is read with its uses by `guestUserId` — locked when `lockCoupon` (a creation, under
 * its listing's lock: the lock order is the listing, then the coupon, and `redeemCoupon` then finds it as priced).
 * `except` leaves out a reservation being changed. `deliveryKm` asks for a car's delivery both ways at that distance.
 */
export async function tripTerms(
  db: DbOrTx,
  args: {
    listing: TermsListing;
    start: string;
    end: string;
    now: Date;
    guestUserId: string;
    couponCode: string | null;
    deliveryKm?: number | null;
    lockCoupon?: boolean;
    except?: string | null;
  },
): Promise<TripTerms> {
  const { listing, start, end } = args;
  const repository = createHostRulesRepository(db);
  const target: RulesTarget = { kind: listing.kind, id: listing.id };
  const rules = rulesOfListing(listing, await repository.rulesOf(target));
  const { availability } = rules;
  const unit = availability.unit;

  // Another reservation matters within the two buffers of the trip's days (its own before and after, and the other's).
  const reach = availability.bufferDaysBefore + availability.bufferDaysAfter + 1;
  const { held, closed } = await repository.tripsAndClosedDays({
    target,
    spotId: listing.kind === 'spotPlan' ? listing.spotId : null,
    from: addDays(start, -reach),
    to: addDays(end, reach),
    closedFrom: start,
    closedTo: unit === 'Nights' && end > start ? addDays(end, -1) : end,
    withTrips: listing.kind === 'car' || listing.capacityPerDay === 1,
    except: args.except ?? null,
  });
  const blocked = new Set(closed);
  const problem = tripProblem({ rules: availability, start, end, now: args.now, held, blocked });

  let coupon: Coupon | null = null;
  let use: CouponUse | null = null;
  const length = tripLength(unit, start, end);
  if (args.couponCode !== null) {
    const row: CouponRow | null = args.lockCoupon
      ? await repository.lockCouponByCode(args.couponCode)
      : await repository.couponByCode(args.couponCode);
    const unusable = couponRowProblem(row);
    if (unusable || !row) return { rules, problem, price: refusedCoupon(unusable ?? ''), coupon: null };
    coupon = engineCoupon(row, listing);
    const uses = await repository.usesOf(row.id, args.guestUserId);
    use = { coupon, listingId: listing.id, now: args.now, usedTotal: uses.total, usedByGuest: uses.byGuest };
    // The whole trip's length decides the coupon's minimum (a Oneshot plan is priced over its first day only).
    const refused = couponProblem(use, start, Math.max(length, 1), unit);
    if (refused) return { rules, problem, price: refusedCoupon(refused), coupon: null };
  }

  const { delivery, refusal } = deliveryOf(listing, rules, args.deliveryKm ?? null);
  if (refusal) return { rules, problem, price: refusal, coupon };

  const once = listing.kind === 'spotPlan' && listing.priceUnit === 'Oneshot';
  const priced = priceTrip({
    rules: rules.pricing,
    unit,
    start,
    end: once ? (unit === 'Nights' ? addDays(start, 1) : start) : end,
    coupon: use && once ? { ...use, coupon: { ...use.coupon, minLength: 1 } } : use,
    cleaningFee: listing.kind === 'car' ? listing.cleaningFee : 0,
    delivery,
  });
  return { rules, problem, price: withDeliveryPath(priced), coupon };
}

/** The length rule of the trip's first day (「GW は3泊以上」), for the quote's own length messages. */
export const lengthOfTrip = (rules: ListingRulesForTrip, start: string) => lengthRuleFor(rules.availability, start);
