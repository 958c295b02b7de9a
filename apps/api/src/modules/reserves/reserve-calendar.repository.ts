import type { CarServiceType, PriceUnit, SpotKind } from '@kurumatabi/contract/enums';
import { sql, type SQL } from 'drizzle-orm';
import { executePrepared } from '../../db/prepared.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { imagesJson, type ImageJson } from './reserve-facts.repository.js';

/**
 * The listings' side of a reservation (ADR 0016): the listing row and its lock, the days a car's
 * reservation holds in `car_unavailable_periods`, a spot plan's per-day inventory, and `busy`
 * (what search and the public calendars read), rewritten in the same transaction. Days are
 * `YYYY-MM-DD`; `[from, until)` is half-open.
 */

/** What a listing's read gives the new request's detail besides the rules: the host's name and the cover. */
interface ShownWithRequest {
  ownerName: string;
  coverId: string | null;
  cover: ImageJson[] | null;
}

export interface CarForReserve extends ShownWithRequest {
  id: string;
  ownerUserId: string;
  pickupTime: string;
  returnTime: string;
  listed: boolean;
  serviceType: CarServiceType;
  title: string;
  pricePerDay: number | null;
  insurancePricePerDay: number;
  cleaningFee: number;
  minDays: number;
  maxDays: number;
  options: { additionalFacilityId: string; price: number; priceUnit: PriceUnit }[];
}

export interface SpotForReserve extends ShownWithRequest {
  id: string;
  ownerUserId: string;
  listed: boolean;
  spotKind: SpotKind;
  title: string;
  options: { additionalFacilityId: string; price: number; priceUnit: PriceUnit }[];
}

export interface PlanForReserve {
  id: string;
  name: string;
  price: number;
  priceUnit: 'Oneshot' | 'PerDay';
  capacityPerDay: number;
  maxPeople: number;
  checkInTime: string | null;
  checkOutTime: string | null;
}

const days = (rows: { day: string }[]) => rows.map((r) => r.day);

/** The owner's name (`u`) and the cover photo of the listing `c`. */
const shownWithRequest = (c: SQL) =>
  sql`u.name as "ownerName", ${c}.photo_ids[1] as "coverId", ${imagesJson(sql`id = ${c}.photo_ids[1]`)} as cover`;

/** What a create reads under its listing's lock, in one statement (`requestFacts`). */
export interface RequestFacts {
  /** Requests of the listing still waiting past their approval deadline (the create cancels them first). */
  expiredWaiting: boolean;
  /** Days of the asked period that cannot be booked (a car's calendar; a spot's closed or full days). */
  taken: string[];
  /** The guest, null when they have left (or were never registered). */
  guest: { licenceStatus: string | null; licenceExpiresOn: string | null } | null;
  /** The names of the listing's options, by id. */
  optionNames: Map<string, string>;
}

export function createReserveCalendarRepository(db: DbOrTx) {
  /** The car as a reservation needs it; `lock` takes its row lock first (the lock order of ADR 0016). */
  async function car(carId: string, lock: boolean): Promise<CarForReserve | null> {
    const [row] = await executePrepared<CarForReserve & Record<string, unknown>>(
      db,
      sql`
      select c.id, c.owner_user_id as "ownerUserId", c.listed, c.service_type as "serviceType", c.title,
        c.price_per_day as "pricePerDay", c.insurance_price_per_day as "insurancePricePerDay", c.cleaning_fee as "cleaningFee",
        c.min_days as "minDays", c.max_days as "maxDays", c.options, c.pickup_time as "pickupTime", c.return_time as "returnTime",
        ${shownWithRequest(sql`c`)}
      from cars c join users u on u.id = c.owner_user_id where c.id = ${carId} ${lock ? sql`for update of c` : sql``}`,
    );
    return row ?? null;
  }

  async function spot(spotId: string, lock: boolean): Promise<SpotForReserve | null> {
    const [row] = await executePrepared<SpotForReserve & Record<string, unknown>>(
      db,
      sql`
      select c.id, c.owner_user_id as "ownerUserId", c.listed, c.spot_kind as "spotKind", c.title, c.options,
        ${shownWithRequest(sql`c`)}
      from spots c join users u on u.id = c.owner_user_id where c.id = ${spotId} ${lock ? sql`for update of c` : sql``}`,
    );
    return row ?? null;
  }

  /** A current (not withdrawn) plan of the spot. */
  async function plan(spotId: string, planId: string): Promise<PlanForReserve | null> {
    const [row] = await executePrepared<PlanForReserve & Record<string, unknown>>(
      db,
      sql`
      select id, name, price, price_unit as "priceUnit", capacity_per_day as "capacityPerDay", max_people as "maxPeople",
        check_in_time as "checkInTime", check_out_time as "checkOutTime"
      from spot_plans where id = ${planId} and spot_id = ${spotId} and withdrawn_at is null`,
    );
    return row ?? null;
  }

  /**
   * Under the listing's row lock (a statement after the lock's, so it sees what the lock waited
   * for): the listing's expired requests, its taken days, the guest's row FOR SHARE (a deactivation,
   * which updates it first, waits for this creation or makes it see the guest gone) with their
   * driving licence, and the names of the listing's options — one round trip instead of four.
   */
  async function requestFacts(args: {
    listing: { carId: string } | { spotId: string; planId: string };
    guestUserId: string;
    from: string;
    until: string;
    now: Date;
    optionIds: readonly string[];
  }): Promise<RequestFacts> {
    const { listing, from, until } = args;
    const car = 'carId' in listing;
    const expired = car
      ? sql`exists (select 1 from reserves where car_id = ${listing.carId} and status = 'Request' and approve_deadline <= ${args.now.toISOString()})`
      : sql`exists (select 1 from reserves where spot_id = ${listing.spotId} and status = 'Request' and approve_deadline <= ${args.now.toISOString()})`;
    const takenDay = car
      ? sql`exists (select 1 from car_unavailable_periods p where p.car_id = ${listing.carId} and p.period @> d::date)`
      : sql`exists (select 1 from spot_unavailable_periods p where p.spot_id = ${listing.spotId} and p.period @> d::date)
          or exists (select 1 from spot_plan_inventory i where i.spot_plan_id = ${listing.planId} and i.day = d::date and i.booked >= i.capacity)`;
    const options = car ? sql`car_additional_facilities` : sql`spot_additional_facilities`;
    const [row] = await executePrepared<{
      expired: boolean;
      taken: string[];
      guest: boolean;
      licenceStatus: string | null;
      licenceExpiresOn: string | null;
      optionNames: [string, string][] | null;
    }>(
      db,
      sql`
      select ${expired} as expired,
        array(select to_char(d, 'YYYY-MM-DD') from generate_series(${from}::date, ${until}::date - 1, interval '1 day') d
          where ${takenDay} order by d) as taken,
        g.id is not null as guest, g."licenceStatus", g."licenceExpiresOn",
        (select json_agg(json_build_array(o.id, o.name)) from ${options} o
          where o.id = any(${`{${args.optionIds.join(',')}}`}::text[])) as "optionNames"
      from (select 1) one left join lateral (
        select u.id, d.status as "licenceStatus", to_char(d.expires_on, 'YYYY-MM-DD') as "licenceExpiresOn"
        from users u left join driver_licenses d on d.user_id = u.id
        where u.id = ${args.guestUserId} and u.deactivated_at is null
        for share of u) g on true`,
    );
    if (!row) throw new Error('requestFacts answered no row');
    return {
      expiredWaiting: row.expired,
      taken: row.taken,
      guest: row.guest ? { licenceStatus: row.licenceStatus, licenceExpiresOn: row.licenceExpiresOn } : null,
      optionNames: new Map(row.optionNames ?? []),
    };
  }

  /** Days of [from, until) the car cannot be booked: the owner's own and those other reservations hold. */
  async function carTakenDays(carId: string, from: string, until: string): Promise<string[]> {
    const result = await db.execute<{ day: string }>(sql`
      select to_char(d, 'YYYY-MM-DD') as day from generate_series(${from}::date, ${until}::date - 1, interval '1 day') d
      where exists (select 1 from car_unavailable_periods p where p.car_id = ${carId} and p.period @> d::date)
      order by d`);
    return days(result.rows);
  }

  /** Days of [from, until) the spot is closed, or the plan has no room left. */
  async function spotTakenDays(spotId: string, planId: string, from: string, until: string): Promise<string[]> {
    const result = await db.execute<{ day: string }>(sql`
      select to_char(d, 'YYYY-MM-DD') as day from generate_series(${from}::date, ${until}::date - 1, interval '1 day') d
      where exists (select 1 from spot_unavailable_periods p where p.spot_id = ${spotId} and p.period @> d::date)
        or exists (select 1 from spot_plan_inventory i where i.spot_plan_id = ${planId} and i.day = d::date and i.booked >= i.capacity)
      order by d`);
    return days(result.rows);
  }

  /** The reservation holds the car's days: the row takes part in the calendar's exclusion constraint (23P01 when taken). */
  async function holdCarDays(carId: string, reserveId: string, from: string, until: string): Promise<void> {
    await db.execute(sql`insert into car_unavailable_periods (car_id, reserve_id, period)
      values (${carId}::uuid, ${reserveId}::uuid, daterange(${from}::date, ${until}::date))`);
  }

  /** The reservation left the active states: its days are the car's again. */
  async function freeCarDays(reserveId: string): Promise<void> {
    await db.execute(sql`delete from car_unavailable_periods where reserve_id = ${reserveId}`);
  }

  /** `busy` = every row of the car's calendar (ADR 0015's column, kept true by every calendar write). */
  async function rewriteCarBusy(carId: string): Promise<void> {
    await db.execute(sql`update cars set busy = coalesce((select range_agg(period) from car_unavailable_periods where car_id = ${carId}), '{}')
      where id = ${carId}`);
  }

  /**
   * One more reservation on each day of [from, until) of the plan; a full day fails
   * `spot_plan_inventory_capacity_check` (23514). The capacity is the plan's, copied when a day is
   * first booked.
   */
  async function bookPlanDays(planId: string, capacity: number, from: string, until: string): Promise<void> {
    await db.execute(sql`insert into spot_plan_inventory (spot_plan_id, day, capacity, booked)
      select ${planId}::uuid, d::date, ${capacity}::int, 1 from generate_series(${from}::date, ${until}::date - 1, interval '1 day') d
      on conflict (spot_plan_id, day) do update set booked = spot_plan_inventory.booked + 1`);
  }

  async function releasePlanDays(planId: string, from: string, until: string): Promise<void> {
    await db.execute(sql`update spot_plan_inventory set booked = booked - 1
      where spot_plan_id = ${planId} and day >= ${from}::date and day < ${until}::date`);
  }

  /** `busy` of a spot: its own unavailable days and the days on which every current plan is full. */
  async function rewriteSpotBusy(spotId: string): Promise<void> {
    await db.execute(sql`update spots set busy = coalesce((
        select range_agg(r) from (
          select period as r from spot_unavailable_periods where spot_id = ${spotId}
          union all
          select daterange(i.day, i.day + 1) from spot_plan_inventory i join spot_plans p on p.id = i.spot_plan_id
          where p.spot_id = ${spotId} and p.withdrawn_at is null and i.booked >= i.capacity
          group by i.day
          having count(*) = (select count(*) from spot_plans where spot_id = ${spotId} and withdrawn_at is null)
        ) x), '{}')
      where id = ${spotId}`);
  }

  return {
    car,
    spot,
    requestFacts,
    plan,
    carTakenDays,
    spotTakenDays,
    holdCarDays,
    freeCarDays,
    rewriteCarBusy,
    bookPlanDays,
    releasePlanDays,
    rewriteSpotBusy,
  };
}

export type ReserveCalendarRepository = ReturnType<typeof createReserveCalendarRepository>;
