import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { createCalendarSyncRepository } from '../calendar-sync/calendar-sync.repository.js';
import { inReserveTransaction } from '../reserves/reserve-transaction.js';
import { rangeLiteral, type DayRange } from './calendar-days.js';

/**
 * The SQL of the owners' unavailable dates (ADR 0016). A car's calendar is one table,
 * `car_unavailable_periods`: rows without `reserve_id` are the owner's own days, rows with one are
 * held by an active reservation, and one exclusion constraint keeps them all apart. A spot's own
 * days are `spot_unavailable_periods`; its reservations occupy `spot_plan_inventory`.
 */

/** Expands the rows of `periods` (a subquery with a `period` daterange column) into the days of [from, to]. */
function daysOf(periods: SQL, from: string, to: string): SQL {
  return sql`select distinct to_char(day, 'YYYY-MM-DD') as day
    from (${periods}) p
    cross join lateral generate_series(greatest(lower(p.period), ${from}::date), least(upper(p.period) - 1, ${to}::date), interval '1 day') as day
    where p.period && daterange(${from}::date, ${to}::date, '[]')
    order by day`;
}

async function dayList(db: DbOrTx, query: SQL): Promise<string[]> {
  const result = await db.execute<{ day: string }>(query);
  return result.rows.map((r) => r.day);
}

/** The days of [from, to] on which every current plan of the spot is full (its inventory rows). */
function fullDaysQuery(spotId: string, from: string, to: string): SQL {
  return sql`select to_char(i.day, 'YYYY-MM-DD') as day
    from spot_plan_inventory i join spot_plans p on p.id = i.spot_plan_id
    where p.spot_id = ${spotId} and p.withdrawn_at is null and i.booked >= i.capacity and i.day between ${from}::date and ${to}::date
    group by i.day
    having count(*) = (select count(*) from spot_plans where spot_id = ${spotId} and withdrawn_at is null)
    order by i.day`;
}

export function createUnavailableDatesRepository(db: DbOrTx) {
  // The imported calendars' days are rows of the same tables (ADR 0057): the owner's own days win over them, and
  // laying the feeds' rows again rewrites `busy` with the reservations' own statement (one definition of what search reads).
  const feeds = createCalendarSyncRepository(db);

  // ---- Cars ---------------------------------------------------------------------------------

  /** Locks the owner's car (ADR 0016's lock order: the listing row before its calendar); false for any other car. */
  async function lockOwnedCar(ownerUserId: string, carId: string): Promise<boolean> {
    const result = await db.execute(sql`select id from cars where id = ${carId} and owner_user_id = ${ownerUserId} for update`);
    return result.rows.length > 0;
  }

  async function ownsCar(ownerUserId: string, carId: string): Promise<boolean> {
    const result = await db.execute(sql`select 1 from cars where id = ${carId} and owner_user_id = ${ownerUserId}`);
    return result.rows.length > 0;
  }

  /** The owner's own unavailable days, the days active reservations hold and the imported calendars' days, in [from, to]. */
  async function carDays(carId: string, from: string, to: string) {
    const own = await dayList(
      db,
      daysOf(sql`select period from car_unavailable_periods where car_id = ${carId} and reserve_id is null and feed_id is null`, from, to),
    );
    const reserved = await dayList(
      db,
      daysOf(sql`select period from car_unavailable_periods where car_id = ${carId} and reserve_id is not null`, from, to),
    );
    const imported = await dayList(
      db,
      daysOf(sql`select period from car_unavailable_periods where car_id = ${carId} and feed_id is not null`, from, to),
    );
    return { own, reserved, imported };
  }

  /** Which of the days an active reservation of the car holds. */
  async function carDaysHeld(carId: string, days: readonly string[]): Promise<string[]> {
    if (days.length === 0) return [];
    const result = await db.execute<{ day: string }>(sql`
      select to_char(d, 'YYYY-MM-DD') as day from unnest(${`{${days.join(',')}}`}::date[]) as d
      where exists (select 1 from car_unavailable_periods p where p.car_id = ${carId} and p.reserve_id is not null and p.period @> d)
      order by d`);
    return result.rows.map((r) => r.day);
  }

  /**
   * Replaces the owner's own days from `today` on with `ranges`: rows wholly from today are
   * deleted, a row running into today keeps its past part, then the new rows go in and `busy`
   * (search, public calendars) becomes the union of every row of the car again.
   */
  async function replaceCarDays(carId: string, today: string, ranges: readonly DayRange[]): Promise<void> {
    // The feeds' rows step aside first (a car's rows never overlap) and are laid again around the owner's new days.
    await db.execute(sql`delete from car_unavailable_periods where car_id = ${carId} and feed_id is not null`);
    await db.execute(
      sql`delete from car_unavailable_periods where car_id = ${carId} and reserve_id is null and lower(period) >= ${today}::date`,
    );
    await db.execute(sql`update car_unavailable_periods set period = daterange(lower(period), ${today}::date)
      where car_id = ${carId} and reserve_id is null and lower(period) < ${today}::date and upper(period) > ${today}::date`);
    if (ranges.length > 0) {
      const values = sql.join(
        ranges.map((r) => sql`(${carId}, ${rangeLiteral(r)}::daterange)`),
        sql`, `,
      );
      await db.execute(sql`insert into car_unavailable_periods (car_id, period) values ${values}`);
    }
    await feeds.rewriteFeedRows('car', carId, today);
  }

  // ---- Spots --------------------------------------------------------------------------------

  async function lockOwnedSpot(ownerUserId: string, spotId: string): Promise<boolean> {
    const result = await db.execute(sql`select id from spots where id = ${spotId} and owner_user_id = ${ownerUserId} for update`);
    return result.rows.length > 0;
  }

  async function ownsSpot(ownerUserId: string, spotId: string): Promise<boolean> {
    const result = await db.execute(sql`select 1 from spots where id = ${spotId} and owner_user_id = ${ownerUserId}`);
    return result.rows.length > 0;
  }

  /** The provider's own days, the days reservations occupy a plan, and the days every current plan is full, in [from, to]. */
  async function spotDays(spotId: string, from: string, to: string) {
    const own = await dayList(
      db,
      daysOf(sql`select period from spot_unavailable_periods where spot_id = ${spotId} and feed_id is null`, from, to),
    );
    const imported = await dayList(
      db,
      daysOf(sql`select period from spot_unavailable_periods where spot_id = ${spotId} and feed_id is not null`, from, to),
    );
    const reserved = await dayList(
      db,
      sql`select distinct to_char(i.day, 'YYYY-MM-DD') as day from spot_plan_inventory i join spot_plans p on p.id = i.spot_plan_id
        where p.spot_id = ${spotId} and i.booked > 0 and i.day between ${from}::date and ${to}::date order by day`,
    );
    const full = await dayList(db, fullDaysQuery(spotId, from, to));
    return { own, reserved, full, imported };
  }

  /** Which of the days an active reservation of the spot occupies (any plan, withdrawn ones too). */
  async function spotDaysHeld(spotId: string, days: readonly string[]): Promise<string[]> {
    if (days.length === 0) return [];
    const result = await db.execute<{ day: string }>(sql`
      select to_char(d, 'YYYY-MM-DD') as day from unnest(${`{${days.join(',')}}`}::date[]) as d
      where exists (select 1 from spot_plan_inventory i join spot_plans p on p.id = i.spot_plan_id
        where p.spot_id = ${spotId} and i.day = d and i.booked > 0)
      order by d`);
    return result.rows.map((r) => r.day);
  }

  async function replaceSpotDays(spotId: string, today: string, ranges: readonly DayRange[]): Promise<void> {
    await db.execute(
      sql`delete from spot_unavailable_periods where spot_id = ${spotId} and feed_id is null and lower(period) >= ${today}::date`,
    );
    await db.execute(sql`update spot_unavailable_periods set period = daterange(lower(period), ${today}::date)
      where spot_id = ${spotId} and feed_id is null and lower(period) < ${today}::date and upper(period) > ${today}::date`);
    if (ranges.length > 0) {
      const values = sql.join(
        ranges.map((r) => sql`(${spotId}, ${rangeLiteral(r)}::daterange)`),
        sql`, `,
      );
      await db.execute(sql`insert into spot_unavailable_periods (spot_id, period) values ${values}`);
    }
    await feeds.rewriteFeedRows('spot', spotId, today);
  }

  return {
    db,
    lockOwnedCar,
    ownsCar,
    carDays,
    carDaysHeld,
    replaceCarDays,
    lockOwnedSpot,
    ownsSpot,
    spotDays,
    spotDaysHeld,
    replaceSpotDays,
  };
}

export type UnavailableDatesRepository = ReturnType<typeof createUnavailableDatesRepository>;

/**
 * Runs `work` in one reservation transaction (retried on 40001 / 40P01, ADR 0016) with the
 * repository bound to it.
 */
export function inUnavailableDatesTransaction<T>(db: Db, work: (repository: UnavailableDatesRepository) => Promise<T>): Promise<T> {
  return inReserveTransaction(db, (tx) => work(createUnavailableDatesRepository(tx)));
}
