import {
  addDays,
  japanDay,
  occupiedDays,
  quoteCarReserve,
  quoteSpotReserve,
  startDateProblems,
  type ChosenOption,
  type ErrorDetail,
  type OfferedOption,
  type QuoteResult,
  type ReserveQuote,
} from '@kurumatabi/contract';
import type { PriceUnit } from '@kurumatabi/contract/enums';
import { tripLength } from '@kurumatabi/contract/host-rules';
import { carAdditionalFacilities, spotAdditionalFacilities } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { CouponRedemption } from '../host-rules/host-rules.service.js';
import { DELIVERY_PATH, lengthOfTrip, tripTerms, type TermsListing, type TripTerms } from '../host-rules/trip-terms.js';
import { createListingsRepository, type DbOrTx, type MasterTable } from '../listings/listings.repository.js';
import {
  createReserveCalendarRepository,
  type CarForReserve,
  type PlanForReserve,
  type UnderLock,
  type SpotForReserve,
} from './reserve-calendar.repository.js';

/**
 * The checks and the quote of a request, shared by verify-*-reserve (no lock, nothing written)
 * and create-*-reserve (inside the transaction, after the listing's lock): the listing is listed
 * and not the guest's own, the start day is today or later (Japan time), the quote's rules hold
 * (days, people, options), and every day is free. The quote is the contract's pure function on
 * the listing's rows, so what the guest saw is what is stored.
 */

export interface CarRequest {
  carId: string;
  startDate: string;
  endDate: string;
  options: ChosenOption[];
  /** A coupon code, normalised by the contract (upper case, half-width). */
  couponCode?: string;
  /** Delivered and collected at this distance (km, both ways), priced by the car's bands. */
  delivery?: { km: number };
  /** The reservation being changed (issue 36 item 4): its own trip is no neighbour of its new days. */
  changing?: string;
}

export interface SpotRequest {
  spotId: string;
  spotPlanId: string;
  startDate: string;
  endDate: string;
  people: number;
  options: ChosenOption[];
  couponCode?: string;
  changing?: string;
}

/** The coupon a creation redeems after its reservation is written (`redeemCoupon`, in the same transaction). */
export type CouponToRedeem = Omit<CouponRedemption, 'reserveId' | 'guestUserId'>;

/** The half-open days `[from, until)` a booking occupies. */
export interface Occupied {
  from: string;
  until: string;
}

function conditions(problems: ErrorDetail[]): AppError {
  return new AppError('RESERVE_CONDITIONS_INVALID', { details: problems });
}

/** 409 naming each taken day. */
export function periodUnavailable(days: readonly string[]): AppError {
  return new AppError('RESERVE_PERIOD_UNAVAILABLE', {
    details: days.map((day) => ({ path: 'startDate', message: `${day} は予約できません。` })),
  });
}

function quoted(result: QuoteResult): ReserveQuote {
  if (!result.ok) throw conditions(result.problems);
  return result.quote;
}

/**
 * The host's rules' refusals, after the quote's own checks and the taken days (409): the availability engine's
 * (advance notice, start weekday, preparation days…) at its field, a delivery the car does not make (at
 * `delivery.km`), then the coupon's (422 COUPON_UNAVAILABLE).
 */
function checkRules(terms: TripTerms): void {
  if (terms.problem) throw conditions([terms.problem]);
  if (terms.price.ok) return;
  const delivery = terms.price.problems.filter((p) => p.path === DELIVERY_PATH);
  if (delivery.length > 0) throw conditions(delivery);
  throw new AppError('COUPON_UNAVAILABLE', { details: terms.price.problems });
}

/** The coupon to redeem with the reservation, when the request has one (its use was checked by the quote). */
function toRedeem(
  request: { couponCode?: string; startDate: string },
  listing: TermsListing,
  terms: TripTerms,
  days: number,
): CouponToRedeem | null {
  if (request.couponCode === undefined || !terms.coupon) return null;
  return {
    code: request.couponCode,
    listing: { id: listing.id, ownerUserId: listing.ownerUserId },
    start: request.startDate,
    length: days,
    unit: terms.rules.availability.unit,
  };
}

async function offeredOptions(
  db: DbOrTx,
  table: MasterTable,
  options: readonly { additionalFacilityId: string; price: number; priceUnit: PriceUnit }[],
  known?: Map<string, string>,
): Promise<OfferedOption[]> {
  const names =
    known ??
    new Map(
      (
        await createListingsRepository(db).named(
          table,
          options.map((o) => o.additionalFacilityId),
        )
      ).map((n) => [n.id, n.name]),
    );
  return options.map((o) => ({
    id: o.additionalFacilityId,
    name: names.get(o.additionalFacilityId) ?? '',
    price: o.price,
    priceUnit: o.priceUnit,
  }));
}

/** The trip's length in its listing's unit (a stay's nights, an activity's one day), for the coupon's minimum. */
const tripLengthOf = (terms: TripTerms, request: { startDate: string; endDate: string }) =>
  Math.max(1, tripLength(terms.rules.availability.unit, request.startDate, request.endDate));

export function createReserveBooking(deps: { now: () => Date }) {
  /** The start day: not past, within the booking horizon (the host's, 365 days by default). */
  function checkStart(startDate: string, horizonDays: number): void {
    const problems = startDateProblems(startDate, japanDay(deps.now()), horizonDays);
    if (problems.length > 0) throw conditions(problems);
  }

  /** The listing's rules for the request (the coupon locked in a creation: `locked` is its listing's lock). */
  function termsOf(db: DbOrTx, listing: TermsListing, request: CarRequest | SpotRequest, guestUserId: string, locking: boolean) {
    return tripTerms(db, {
      listing,
      start: request.startDate,
      end: request.endDate,
      now: deps.now(),
      guestUserId,
      couponCode: request.couponCode ?? null,
      deliveryKm: 'delivery' in request ? (request.delivery?.km ?? null) : null,
      lockCoupon: locking,
      except: request.changing ?? null,
    });
  }

  /** A car request checked and quoted; `locked` is what the create read under the car's lock (else it is read here). */
  async function car(
    db: DbOrTx,
    guestUserId: string,
    request: CarRequest,
    locked?: UnderLock<CarForReserve>,
  ): Promise<{ car: CarForReserve; quote: ReserveQuote; occupied: Occupied; coupon: CouponToRedeem | null }> {
    const calendar = createReserveCalendarRepository(db);
    const car = locked === undefined ? await calendar.car(request.carId) : locked.listing;
    if (!car || !car.listed || car.pricePerDay === null) throw new AppError('CAR_NOT_FOUND');
    if (car.ownerUserId === guestUserId) throw new AppError('RESERVE_OWN_LISTING');
    const listing: TermsListing = { kind: 'car', ...car, basePrice: car.pricePerDay };
    const terms = await termsOf(db, listing, request, guestUserId, locked !== undefined);
    checkStart(request.startDate, terms.rules.availability.horizonDays);
    // The length rule of the first day (a dated rule, or the car's own), said as the car's rule as before.
    const length = lengthOfTrip(terms.rules, request.startDate);
    const quote = quoted(
      quoteCarReserve({
        car: {
          ...car,
          pricePerDay: car.pricePerDay,
          minDays: length.minLength,
          maxDays: length.maxLength,
          options: await offeredOptions(db, carAdditionalFacilities, car.options, locked?.facts.optionNames),
        },
        startDate: request.startDate,
        endDate: request.endDate,
        options: request.options,
        trip: terms.price.ok ? terms.price : undefined,
      }),
    );
    const occupied = { from: request.startDate, until: addDays(request.endDate, 1) };
    const taken = locked ? locked.facts.taken : await calendar.carTakenDays(car.id, occupied.from, occupied.until);
    if (taken.length > 0) throw periodUnavailable(taken);
    checkRules(terms);
    return { car, quote, occupied, coupon: toRedeem(request, listing, terms, tripLengthOf(terms, request)) };
  }

  /** A spot plan request checked and quoted; `locked` is what the create read under the spot's lock (else it is read here). */
  async function spot(
    db: DbOrTx,
    guestUserId: string,
    request: SpotRequest,
    locked?: UnderLock<SpotForReserve>,
  ): Promise<{ spot: SpotForReserve; plan: PlanForReserve; quote: ReserveQuote; occupied: Occupied; coupon: CouponToRedeem | null }> {
    const calendar = createReserveCalendarRepository(db);
    const spot = locked === undefined ? await calendar.spot(request.spotId) : locked.listing;
    if (!spot || !spot.listed) throw new AppError('SPOT_NOT_FOUND');
    if (spot.ownerUserId === guestUserId) throw new AppError('RESERVE_OWN_LISTING');
    const plan = await calendar.plan(spot.id, request.spotPlanId);
    if (!plan) throw new AppError('SPOT_PLAN_NOT_FOUND');
    const listing: TermsListing = {
      kind: 'spotPlan',
      id: plan.id,
      spotId: spot.id,
      ownerUserId: spot.ownerUserId,
      spotKind: spot.spotKind,
      basePrice: plan.price,
      priceUnit: plan.priceUnit,
      capacityPerDay: plan.capacityPerDay,
    };
    const terms = await termsOf(db, listing, request, guestUserId, locked !== undefined);
    checkStart(request.startDate, terms.rules.availability.horizonDays);
    const quote = quoted(
      quoteSpotReserve({
        spotKind: spot.spotKind,
        plan,
        offeredOptions: await offeredOptions(db, spotAdditionalFacilities, spot.options, locked?.facts.optionNames),
        startDate: request.startDate,
        endDate: request.endDate,
        people: request.people,
        options: request.options,
        trip: terms.price.ok ? terms.price : undefined,
      }),
    );
    const occupied = {
      from: request.startDate,
      until: addDays(request.startDate, occupiedDays(spot.spotKind, request.startDate, request.endDate)),
    };
    // The lock read every day the stay may hold (its kind was not known yet): the occupied ones count.
    const taken = locked
      ? locked.facts.taken.filter((day) => day < occupied.until)
      : await calendar.spotTakenDays(spot.id, plan.id, occupied.from, occupied.until);
    if (taken.length > 0) throw periodUnavailable(taken);
    checkRules(terms);
    return { spot, plan, quote, occupied, coupon: toRedeem(request, listing, terms, tripLengthOf(terms, request)) };
  }

  return { car, spot };
}

export type ReserveBooking = ReturnType<typeof createReserveBooking>;
