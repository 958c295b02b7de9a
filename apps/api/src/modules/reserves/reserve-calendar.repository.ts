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
const shownWithRequest = sql`u.name as "ownerName", c.photo_ids[1] as "coverId", ${imagesJson(sql`id = c.photo_ids[1]`)} as cover`;

/** The columns of `CarForReserve`, of the car `c` and its owner `u`. */
const carColumns = sql`c.id, c.owner_user_id as "ownerUserId", c.listed, c.service_type as "serviceType", c.title,
  c.price_per_day as "pricePerDay", c.insurance_price_per_day as "insurancePricePerDay", c.cleaning_fee as "cleaningFee",
  c.min_days as "minDays", c.max_days as "maxDays", c.options, c.pickup_time as "pickupTime", c.return_time as "returnTime",
  ${shownWithRequest}`;

/** The columns of `SpotForReserve`, of the spot `c` and its owner `u`. */
const spotColumns = sql`c.id, c.owner_user_id as "ownerUserId", c.listed, c.spot_kind as "spotKind", c.title, c.options,
  ${shownWithRequest}`;

/** What a create reads with its listing's lock, in the same statement (`lockWithFacts`). */
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

/** What a create read with the listing's lock: its row (null for an unknown id) and the request's facts (verify reads them itself). */
export interface UnderLock<T> {
  listing: T | null;
  facts: RequestFacts;
}

interface FactsColumns {
  expiredWaiting: boolean;
  taken: string[];
  guestActive: boolean;
  licenceStatus: string | null;
  licenceExpiresOn: string | null;
  optionNames: [string, string][] | null;
}

function factsOf(row: FactsColumns): RequestFacts {
  return {
    expiredWaiting: row.expiredWaiting,
    taken: row.taken,
    guest: row.guestActive ? { licenceStatus: row.licenceStatus, licenceExpiresOn: row.licenceExpiresOn } : null,
    optionNames: new Map(row.optionNames ?? []),
  };
}

const noFacts: RequestFacts = { expiredWaiting: false, taken: [], guest: null, optionNames: new Map() };

export function createReserveCalendarRepository(db: DbOrTx) {
  /** The car as a quote needs it (verify; a create reads it with its lock, `lockCarForRequest`). */
  async function car(carId: string): Promise<CarForReserve | null> {
    const [row] = await executePrepared<CarForReserve & Record<string, unknown>>(
      db,
      sql`
      select ${carColumns} from cars c join users u on u.id = c.owner_user_id where c.id = ${carId}`,
    );
    return row ?? null;
  }

  async function spot(spotId: string): Promise<SpotForReserve | null> {
    const [row] = await executePrepared<SpotForReserve & Record<string, unknown>>(
      db,
      sql`
      select ${spotColumns} from spots c join users u on u.id = c.owner_user_id where c.id = ${spotId}`,
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
   * A request's lock (the lock order of ADR 0016: the listing first) with the facts a create reads
   * under it, as columns of the locking statement (one round trip): the listing's expired requests,
   * its taken days, the guest's row FOR SHARE (a deactivation, which updates it first, waits for
   * this creation or makes it see the guest gone) with their driving licence, and the names of the
   * listing's options.
   *
   * Taken days come from `busy` of the locked row itself: when the lock waited for another
   * transaction that changed the listing, PostgreSQL locks the row's new version and computes the
   * columns from it, while the statement's other reads keep its earlier snapshot. Every calendar
   * write updates `busy` in the transaction that holds this lock, so the days are those of the
   * moment the lock was taken. A plan's full nights (spots) and expired requests come from the
   * snapshot: a night filled meanwhile is refused by the inventory's CHECK (409 all the same), and a
   * request expires only after its deadline, long after it was created.
   */
  async function lockWithFacts<T>(args: {
    listing: 'cars' | 'spots';
    columns: SQL;
    id: string;
    guestUserId: string;
    from: string;
    until: string;
    now: Date;
    planId?: string;
  }): Promise<UnderLock<T>> {
    const cars = args.listing === 'cars';
    const planFull = args.planId
      ? sql` or exists (select 1 from spot_plan_inventory i where i.spot_plan_id = ${args.planId} and i.day = d::date and i.booked >= i.capacity)`
      : sql``;
    const [row] = await executePrepared<T & FactsColumns & Record<string, unknown>>(
      db,
      sql`
      select ${args.columns},
        exists (select 1 from reserves r where r.${cars ? sql`car_id` : sql`spot_id`} = c.id and r.status = 'Request'
          and r.approve_deadline <= ${args.now.toISOString()}) as "expiredWaiting",
        array(select to_char(d, 'YYYY-MM-DD') from generate_series(${args.from}::date, ${args.until}::date - 1, interval '1 day') d
          where c.busy @> d::date${planFull} order by d) as taken,
        g.id is not null as "guestActive", g."licenceStatus", g."licenceExpiresOn",
        (select json_agg(json_build_array(o.id, o.name)) from ${cars ? sql`car_additional_facilities` : sql`spot_additional_facilities`} o
          where o.id in (select x ->> 'additionalFacilityId' from jsonb_array_elements(c.options) x)) as "optionNames"
      from ${cars ? sql`cars` : sql`spots`} c join users u on u.id = c.owner_user_id
      left join lateral (
        select gu.id, d.status as "licenceStatus", to_char(d.expires_on, 'YYYY-MM-DD') as "licenceExpiresOn"
        from users gu left join driver_licenses d on d.user_id = gu.id
        where gu.id = ${args.guestUserId} and gu.deactivated_at is null
        for share of gu) g on true
      where c.id = ${args.id} for update of c`,
    );
    return row ? { listing: row, facts: factsOf(row) } : { listing: null, facts: noFacts };
  }

  /** A car request's lock with its facts (`lockWithFacts`). */
  function lockCarForRequest(args: { carId: string; guestUserId: string; from: string; until: string; now: Date }) {
    return lockWithFacts<CarForReserve>({
      listing: 'cars',
      columns: carColumns,
      id: args.carId,
      guestUserId: args.guestUserId,
      from: args.from,
      until: args.until,
      now: args.now,
    });
  }

  /**
   * A spot request's lock with its facts. The spot's kind is read by this very statement, so the
   * taken days cover every day the stay may hold; the booking keeps those it does (`occupiedDays`).
   */
  function lockSpotForRequest(args: { spotId: string; planId: string; guestUserId: string; from: string; until: string; now: Date }) {
    return lockWithFacts<SpotForReserve>({
      listing: 'spots',
      columns: spotColumns,
      id: args.spotId,
      guestUserId: args.guestUserId,
      from: args.from,
      until: args.until,
      now: args.now,
      planId: args.planId,
    });
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
    lockCarForRequest,
    lockSpotForRequest,
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
