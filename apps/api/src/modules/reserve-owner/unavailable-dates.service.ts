import {
  addDays,
  japanDay,
  UNAVAILABLE_DATES_HORIZON_DAYS,
  type CarUnavailableDates,
  type ErrorDetail,
  type SpotUnavailableDates,
} from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { carPreparationDays, planPreparationDays } from '../host-rules/preparation-days.js';
import { mergeDays } from './calendar-days.js';
import { createUnavailableDatesRepository, inUnavailableDatesTransaction } from './unavailable-dates.repository.js';

export interface UnavailableDatesDeps {
  db: Db;
  now: () => Date;
  /** Search answers cached in this process must not show the old days (ADR 0015). */
  /** After the commit: this process forgets its cached searches at once. */
  onCarCalendarChanged: () => void;
  onSpotCalendarChanged: () => void;
  /** In the write's transaction: every replica forgets its cached searches after the commit (ADR 0050). */
  tellCarReplicas: (tx: DbOrTx) => Promise<void>;
  tellSpotReplicas: (tx: DbOrTx) => Promise<void>;
}

/** The window of a calendar read: by default today and the 365 days after it (Japan time). */
function windowOf(input: { from?: string | undefined; to?: string | undefined }, today: string): { from: string; to: string } {
  const from = input.from ?? today;
  const to = input.to ?? addDays(from, UNAVAILABLE_DATES_HORIZON_DAYS);
  if (to < from) {
    throw new AppError('VALIDATION_FAILED', { details: [{ path: 'to', message: '終了日は開始日以降の日付を指定してください。' }] });
  }
  if (to > addDays(from, UNAVAILABLE_DATES_HORIZON_DAYS)) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'to', message: `期間は${UNAVAILABLE_DATES_HORIZON_DAYS + 1}日以内で指定してください。` }],
    });
  }
  return { from, to };
}

/** No day before today, none more than a year ahead: 400 naming each offending day. */
function checkDatesInRange(dates: readonly string[], today: string): void {
  const last = addDays(today, UNAVAILABLE_DATES_HORIZON_DAYS);
  const details: ErrorDetail[] = [];
  dates.forEach((date, i) => {
    if (date < today) details.push({ path: `dates.${i}`, message: `${date} は過去の日付です。今日以降の日付を指定してください。` });
    else if (date > last)
      details.push({
        path: `dates.${i}`,
        message: `${date} は指定できません。${UNAVAILABLE_DATES_HORIZON_DAYS}日先までの日付を指定してください。`,
      });
  });
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', { details });
}

/** 409 naming the days reservations hold, on the path of each in the request. */
function conflict(dates: readonly string[], held: readonly string[]): AppError {
  const heldSet = new Set(held);
  return new AppError('UNAVAILABLE_DATES_CONFLICT', {
    details: dates.flatMap((date, i) => (heldSet.has(date) ? [{ path: `dates.${i}`, message: `${date} は予約が入っています。` }] : [])),
  });
}

/**
 * The unavailable dates of an owner's car or a provider's spot (ADR 0016, "Owner side"). A replace
 * locks the listing row first, as every calendar write does, so it queues behind a reservation
 * being created for the same listing instead of racing it; the days it finds free stay free until
 * it commits. The exclusion constraint (SQLSTATE 23P01) is the backstop for cars all the same.
 */
export function createUnavailableDatesService(deps: UnavailableDatesDeps) {
  const repository = createUnavailableDatesRepository(deps.db);

  async function showCar(user: UserRow, input: { carId: string; from?: string; to?: string }): Promise<CarUnavailableDates> {
    const { from, to } = windowOf(input, japanDay(deps.now()));
    if (!(await repository.ownsCar(user.id, input.carId))) throw new AppError('CAR_NOT_FOUND');
    const days = await repository.carDays(input.carId, from, to);
    const buffers = await carPreparationDays(deps.db, input.carId, { from, until: addDays(to, 1) });
    return {
      carId: input.carId,
      from,
      to,
      unavailableDates: days.own,
      reservedDates: days.reserved,
      importedDates: days.imported,
      bufferDates: [...buffers].sort(),
    };
  }

  async function replaceCar(user: UserRow, input: { carId: string; dates: string[] }): Promise<CarUnavailableDates> {
    const today = japanDay(deps.now());
    checkDatesInRange(input.dates, today);
    try {
      await inUnavailableDatesTransaction(deps.db, async (repo) => {
        if (!(await repo.lockOwnedCar(user.id, input.carId))) throw new AppError('CAR_NOT_FOUND');
        const held = await repo.carDaysHeld(input.carId, input.dates);
        if (held.length > 0) throw conflict(input.dates, held);
        await repo.replaceCarDays(input.carId, today, mergeDays(input.dates));
        await deps.tellCarReplicas(repo.db);
      });
    } catch (error) {
      // The exclusion constraint (23P01) as the backstop: only a reservation written without the
      // car's lock could get here, so its days are not named.
      if (error instanceof AppError && error.code === 'RESERVE_PERIOD_UNAVAILABLE')
        throw new AppError('UNAVAILABLE_DATES_CONFLICT', { cause: error });
      throw error;
    }
    deps.onCarCalendarChanged();
    return showCar(user, { carId: input.carId, from: today });
  }

  async function showSpot(user: UserRow, input: { spotId: string; from?: string; to?: string }): Promise<SpotUnavailableDates> {
    const { from, to } = windowOf(input, japanDay(deps.now()));
    if (!(await repository.ownsSpot(user.id, input.spotId))) throw new AppError('SPOT_NOT_FOUND');
    const days = await repository.spotDays(input.spotId, from, to);
    // Any plan's preparation day, on a day no reservation holds: what the owner should not promise elsewhere for that plan.
    const reserved = new Set(days.reserved);
    const buffers = new Set(
      (await planPreparationDays(deps.db, input.spotId, { from, until: addDays(to, 1) })).flatMap((plan) => [...plan.days]),
    );
    return {
      spotId: input.spotId,
      from,
      to,
      unavailableDates: days.own,
      reservedDates: days.reserved,
      fullDates: days.full,
      importedDates: days.imported,
      bufferDates: [...buffers].filter((day) => !reserved.has(day)).sort(),
    };
  }

  async function replaceSpot(user: UserRow, input: { spotId: string; dates: string[] }): Promise<SpotUnavailableDates> {
    const today = japanDay(deps.now());
    checkDatesInRange(input.dates, today);
    await inUnavailableDatesTransaction(deps.db, async (repo) => {
      if (!(await repo.lockOwnedSpot(user.id, input.spotId))) throw new AppError('SPOT_NOT_FOUND');
      const held = await repo.spotDaysHeld(input.spotId, input.dates);
      if (held.length > 0) throw conflict(input.dates, held);
      await repo.replaceSpotDays(input.spotId, today, mergeDays(input.dates));
      await deps.tellSpotReplicas(repo.db);
    });
    deps.onSpotCalendarChanged();
    return showSpot(user, { spotId: input.spotId, from: today });
  }

  return { showCar, replaceCar, showSpot, replaceSpot };
}

export type UnavailableDatesService = ReturnType<typeof createUnavailableDatesService>;
