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
import { carAdditionalFacilities, spotAdditionalFacilities } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
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
}

export interface SpotRequest {
  spotId: string;
  spotPlanId: string;
  startDate: string;
  endDate: string;
  people: number;
  options: ChosenOption[];
}

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

export function createReserveBooking(deps: { now: () => Date }) {
  function checkStart(startDate: string): void {
    const problems = startDateProblems(startDate, japanDay(deps.now()));
    if (problems.length > 0) throw conditions(problems);
  }

  /** A car request checked and quoted; `locked` is what the create read under the car's lock (else it is read here). */
  async function car(
    db: DbOrTx,
    guestUserId: string,
    request: CarRequest,
    locked?: UnderLock<CarForReserve>,
  ): Promise<{ car: CarForReserve; quote: ReserveQuote; occupied: Occupied }> {
    const calendar = createReserveCalendarRepository(db);
    const car = locked === undefined ? await calendar.car(request.carId) : locked.listing;
    if (!car || !car.listed || car.pricePerDay === null) throw new AppError('CAR_NOT_FOUND');
    if (car.ownerUserId === guestUserId) throw new AppError('RESERVE_OWN_LISTING');
    checkStart(request.startDate);
    const quote = quoted(
      quoteCarReserve({
        car: {
          ...car,
          pricePerDay: car.pricePerDay,
          options: await offeredOptions(db, carAdditionalFacilities, car.options, locked?.facts.optionNames),
        },
        startDate: request.startDate,
        endDate: request.endDate,
        options: request.options,
      }),
    );
    const occupied = { from: request.startDate, until: addDays(request.endDate, 1) };
    const taken = locked ? locked.facts.taken : await calendar.carTakenDays(car.id, occupied.from, occupied.until);
    if (taken.length > 0) throw periodUnavailable(taken);
    return { car, quote, occupied };
  }

  /** A spot plan request checked and quoted; `locked` is what the create read under the spot's lock (else it is read here). */
  async function spot(
    db: DbOrTx,
    guestUserId: string,
    request: SpotRequest,
    locked?: UnderLock<SpotForReserve>,
  ): Promise<{ spot: SpotForReserve; plan: PlanForReserve; quote: ReserveQuote; occupied: Occupied }> {
    const calendar = createReserveCalendarRepository(db);
    const spot = locked === undefined ? await calendar.spot(request.spotId) : locked.listing;
    if (!spot || !spot.listed) throw new AppError('SPOT_NOT_FOUND');
    if (spot.ownerUserId === guestUserId) throw new AppError('RESERVE_OWN_LISTING');
    const plan = await calendar.plan(spot.id, request.spotPlanId);
    if (!plan) throw new AppError('SPOT_PLAN_NOT_FOUND');
    checkStart(request.startDate);
    const quote = quoted(
      quoteSpotReserve({
        spotKind: spot.spotKind,
        plan,
        offeredOptions: await offeredOptions(db, spotAdditionalFacilities, spot.options, locked?.facts.optionNames),
        startDate: request.startDate,
        endDate: request.endDate,
        people: request.people,
        options: request.options,
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
    return { spot, plan, quote, occupied };
  }

  return { car, spot };
}

export type ReserveBooking = ReturnType<typeof createReserveBooking>;
