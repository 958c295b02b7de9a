/**
 * The statements of the reservations generator (scale-reserves.ts): one INSERT … SELECT over
 * generate_series per kind of rows, so two million reservations never cross the wire. Every
 * "draws" query yields one row per reservation with the columns `insertReserves` reads; the
 * timeline (requested, approved, cancelled, renting, returned) follows the reservation's state the
 * way the API's transitions would have stamped it (ADR 0016: the approval deadline is 48 hours,
 * never later than the end of the start day in Japan; Japan has no daylight saving).
 *
 * The draws read temporary tables the generator fills first: `scale_cars (id, owner_user_id, service_type, prices, min_days)` and `scale_plans (id, spot_id,
 * owner_user_id, spot_kind, name, price, price_unit, capacity_per_day, max_people)`.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface DrawParams {
  /** Today in Japan (`YYYY-MM-DD`). */
  today: string;
  now: Date;
  guests: number;
  /** Makes the guests' ids of this run (see guestId). */
  guestSeed: string;
  /** The marketplace fee rate in basis points (0.2 → 2000), as `marketplaceFeeOf` rounds it. */
  feeBasisPoints: number;
  /** The quote's line labels (from the contract's quote, so the stored lines are the ones it writes). */
  labels: { base: string; insurance: string; cleaning: string };
}

/**
 * The id of guest `n` (1 … guests) of this run: a version-4-shaped UUID from an md5, so a
 * reservation names its guest without a join to a table of two million lookups.
 */
export function guestId(p: DrawParams, n: SQL): SQL {
  return sql`overlay(overlay(md5(${p.guestSeed}::text || (${n})::text) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;
}

/** A Japanese day's instant at `hours` past its midnight. */
const japanTime = (day: SQL, hours: SQL) => sql`((${day})::timestamp at time zone 'Asia/Tokyo' + (${hours}) * interval '1 hour')`;

/**
 * The car's price lines, total and fee base (the total without insurance, as reserveSplitOf takes
 * it) for `x.days`, as quoteCarReserve writes them (no options). The
 * JSON is written as text and parsed once: half the cost of building it with jsonb_build_object.
 */
function carPrice(p: DrawParams) {
  const line = (kind: string, name: string, priceUnit: string, args: SQL) => {
    const template = JSON.stringify({ kind, name, unitPrice: 0, priceUnit, quantity: 1, days: 0, amount: 0 })
      .replaceAll('%', '%%')
      .replace('"unitPrice":0', '"unitPrice":%s')
      .replace('"days":0', '"days":%s')
      .replace('"amount":0', '"amount":%s');
    return sql`format(${template}::text, ${args})`;
  };
  const lines = sql`('[' || concat_ws(',',
      ${line('Base', p.labels.base, 'PerDay', sql`c.price_per_day, x.days, c.price_per_day * x.days`)},
      case when c.insurance_price_per_day > 0
        then ${line('Insurance', p.labels.insurance, 'PerDay', sql`c.insurance_price_per_day, x.days, c.insurance_price_per_day * x.days`)} end,
      case when c.cleaning_fee > 0 then ${line('CleaningFee', p.labels.cleaning, 'Oneshot', sql`c.cleaning_fee, 1, c.cleaning_fee`)} end
    ) || ']')::jsonb`;
  const total = sql`(c.price_per_day + c.insurance_price_per_day) * x.days + c.cleaning_fee`;
  const feeBase = sql`c.price_per_day * x.days + c.cleaning_fee`;
  return { lines, total, feeBase };
}

/**
 * `scale_car_prices`: each car's lines and total for 1 to 7 days, built once (a jsonb per car and
 * length instead of one per reservation: a fifth of the generator's time at two million rows).
 */
export function createCarPrices(p: DrawParams): SQL {
  const { lines, total, feeBase } = carPrice(p);
  return sql`create temp table scale_car_prices on commit drop as
    select c.id, c.owner_user_id, c.service_type, x.days, ${lines} as lines, ${total} as total, ${feeBase} as fee_base
    from scale_cars c cross join generate_series(1, 7) as x(days)`;
}

/** A plan's price line and total for `counted` (nights of a stay, 1 for an activity), as quoteSpotReserve writes them (no insurance: the total is the fee base). */
function planPrice() {
  const days = sql`(case when p.price_unit = 'PerDay' then x.counted else 1 end)`;
  const lines = sql`jsonb_build_array(jsonb_build_object('kind', 'Plan', 'name', p.name, 'unitPrice', p.price, 'priceUnit', p.price_unit,
    'quantity', 1, 'days', ${days}, 'amount', p.price * ${days}))`;
  return { lines, total: sql`p.price * ${days}` };
}

/** The random draws every reservation row carries (the timeline's), in the select list: evaluated once per row. */
const randoms = sql`random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as g`;
const pastStatus = (u: SQL) => sql`(case when ${u} < 0.86 then 'Returned' when ${u} < 0.95 then 'Canceled' else 'AutoCanceled' end)`;

/**
 * Past reservations of the cars: `perCar` slots of 18 days going back from today, one
 * reservation of 1–7 days in each (so they never overlap and all end at least 4 days ago),
 * mostly Returned, some Canceled and AutoCanceled.
 */
export function pastCarDraws(p: DrawParams, perCar: number): SQL {
  return sql`select c.service_type as kind, c.id as car_id, null::uuid as spot_id, null::uuid as spot_plan_id, c.owner_user_id as host_id,
      x.guest_n, x.status, x.start_date, x.start_date + x.days - 1 as end_date, x.days, 1 as people,
      x.start_date as period_from, x.start_date + x.days as period_until, c.lines, c.total, c.fee_base,
      x.lead, x.r1, x.r2, x.r3, x.r4, x.r5, 10 as pickup_h, 17 as return_h
    from (
      select a.*, ${pastStatus(sql`a.u`)} as status, ${p.today}::date - a.k * 18 + floor(a.s * 9)::int as start_date,
        least(7, greatest(a.min_days, 1 + floor(a.d * 7)::int)) as days, 1 + floor(a.g * ${p.guests})::int as guest_n,
        1 + floor(a.l * 30)::int as lead
      from (select sc.*, k, random() as u, random() as s, random() as d, random() as l, ${randoms}
        from scale_cars sc cross join generate_series(1, ${perCar}::int) k) a offset 0
    ) x join scale_car_prices c on c.id = x.id and c.days = x.days`;
}

/**
 * Active reservations of the cars, in four slots that never overlap: one around today (Renting,
 * or Approved from today or tomorrow) and three 20-day slots from today + 4 (Approved or Request),
 * each kept with its own probability, and never over the owner's own unavailable days.
 */
export function activeCarDraws(p: DrawParams): SQL {
  return sql`select c.service_type as kind, c.id as car_id, null::uuid as spot_id, null::uuid as spot_plan_id, c.owner_user_id as host_id,
      x.guest_n, x.status, x.start_date, x.start_date + x.days - 1 as end_date, x.days, 1 as people,
      x.start_date as period_from, x.start_date + x.days as period_until, c.lines, c.total, c.fee_base,
      0 as lead, x.r1, x.r2, x.r3, x.r4, x.r5, 10 as pickup_h, 17 as return_h
    from (
      select b.*, case when b.status = 'Renting' then ${p.today}::date - b.start_date + 1 + floor(b.d * 3)::int
          when b.j = 0 then 1 + floor(b.d * 3)::int else 1 + floor(b.d * 7)::int end as days
      from (
        select a.*, 1 + floor(a.g * ${p.guests})::int as guest_n,
          case when a.j = 0 then (case when a.u < 0.8 then 'Renting' else 'Approved' end)
            else (case when a.u < 0.75 then 'Approved' else 'Request' end) end as status,
          case when a.j = 0 and a.u < 0.8 then ${p.today}::date - floor(a.s * 3)::int
            when a.j = 0 then ${p.today}::date + floor(a.s * 2)::int
            else ${p.today}::date + 4 + (a.j - 1) * 20 + floor(a.s * 13)::int end as start_date
        from (select sc.id, j, random() as keep, random() as u, random() as s, random() as d, ${randoms}
          from scale_cars sc cross join generate_series(0, 3) j) a
        where a.keep < (array[0.05, 0.35, 0.25, 0.15])[a.j + 1] offset 0
      ) b offset 0
    ) x join scale_car_prices c on c.id = x.id and c.days = x.days
    where not exists (select 1 from car_unavailable_periods o where o.car_id = c.id
      and o.period && daterange(x.start_date, x.start_date + x.days))`;
}

/** A plan's reservation shape: a Land stay of `nights`, or an Activity's one day. */
function spotSpan(start: SQL, nights: SQL) {
  return sql`${start} as start_date,
    case when a.spot_kind = 'Land' then ${start} + ${nights} else ${start} end as end_date,
    case when a.spot_kind = 'Land' then ${nights} else 1 end as counted`;
}

/** Past reservations of the spot plans: `perPlan` slots of 20 days back from today, a stay of 1–3 nights or one activity day in each. */
export function pastSpotDraws(p: DrawParams, perPlan: number): SQL {
  const { lines, total } = planPrice();
  return sql`select 'Spot' as kind, null::uuid as car_id, p.spot_id, p.id as spot_plan_id, p.owner_user_id as host_id,
      x.guest_n, x.status, x.start_date, x.end_date, x.counted as days, x.people,
      x.start_date as period_from, x.start_date + x.counted as period_until, ${lines} as lines, ${total} as total, ${total} as fee_base,
      x.lead, x.r1, x.r2, x.r3, x.r4, x.r5,
      case when p.spot_kind = 'Land' then 15 else 10 end as pickup_h, case when p.spot_kind = 'Land' then 10 else 16 end as return_h
    from (
      select a.*, ${spotSpan(sql`(${p.today}::date - a.k * 20 + floor(a.s * 12)::int)`, sql`(1 + floor(a.d * 3)::int)`)}
      from (
        select sp.id, sp.spot_kind, k, ${pastStatus(sql`u`)} as status, s, d, guest_n, lead, people, r1, r2, r3, r4, r5
        from (
          select sp.*, k, random() as u, random() as s, random() as d, 1 + floor(random() * ${p.guests})::int as guest_n,
            1 + floor(random() * 30)::int as lead, 1 + floor(random() * sp.max_people)::int as people, ${randoms}
          from scale_plans sp cross join generate_series(1, ${perPlan}::int) k
        ) sp
      ) a offset 0
    ) x join scale_plans p on p.id = x.id`;
}

/**
 * Active reservations of the spot plans, in up to two lanes per plan (never more than its
 * capacity): in each lane slots that never overlap, one around today (Renting, lane 1) and three
 * 15-day slots from today + 3 (Approved or Request), never on the spot's own unavailable days. A
 * plan's day therefore holds at most min(capacity, 2) reservations.
 */
export function activeSpotDraws(p: DrawParams): SQL {
  const { lines, total } = planPrice();
  return sql`select 'Spot' as kind, null::uuid as car_id, p.spot_id, p.id as spot_plan_id, p.owner_user_id as host_id,
      x.guest_n, x.status, x.start_date, x.end_date, x.counted as days, x.people,
      x.start_date as period_from, x.start_date + x.counted as period_until, ${lines} as lines, ${total} as total, ${total} as fee_base,
      0 as lead, x.r1, x.r2, x.r3, x.r4, x.r5,
      case when p.spot_kind = 'Land' then 15 else 10 end as pickup_h, case when p.spot_kind = 'Land' then 10 else 16 end as return_h
    from (
      select a.*, case when a.j = 0 then 'Renting' when a.u < 0.75 then 'Approved' else 'Request' end as status,
        ${spotSpan(
          sql`(case when a.j = 0 then ${p.today}::date - (case when a.spot_kind = 'Land' then floor(a.s * 2)::int else 0 end)
            else ${p.today}::date + 3 + (a.j - 1) * 15 + floor(a.s * 10)::int end)`,
          sql`(case when a.j = 0 then 1 + floor(a.s * 2)::int + floor(a.d * 2)::int else 1 + floor(a.d * 3)::int end)`,
        )}
      from (
        select sp.id, sp.spot_kind, j, random() as keep, random() as u, random() as s, random() as d,
          1 + floor(random() * ${p.guests})::int as guest_n, 1 + floor(random() * sp.max_people)::int as people, ${randoms}
        from scale_plans sp cross join generate_series(1, least(sp.capacity_per_day, 2)) lane cross join generate_series(0, 3) j
        where j > 0 or lane = 1
      ) a
      where a.keep < (case when a.j = 0 then 0.04 else 0.3 end) offset 0
    ) x join scale_plans p on p.id = x.id
    where not exists (select 1 from spot_unavailable_periods o where o.spot_id = p.spot_id
      and o.period && daterange(x.start_date, x.start_date + x.counted))`;
}

/**
 * A UUIDv7-shaped id (a 48-bit millisecond prefix, then random bits) that grows with each row:
 * two million primary-key insertions then append to the index's right edge instead of touching
 * (and logging in full after each checkpoint) pages all over it.
 */
function orderedId(p: DrawParams): SQL {
  const prefix = sql`lpad(to_hex(${p.now.getTime() - 86_400_000}::bigint + nextval('scale_reserve_ids')), 12, '0')`;
  // xxxxxxxx-xxxx (the prefix, a hyphen put in), then version 7 and the random tail of a v4 UUID.
  return sql`(overlay(${prefix} placing '-' from 9 for 0) || '-7' || substr(gen_random_uuid()::text, 16))::uuid`;
}

/**
 * INSERT INTO reserves the rows of `draws` with their timeline. `past`: requested 1–30 days before
 * the start; `active`: a Request within the last 40 hours (its deadline still ahead), an approved
 * one 2–20 days ago. With `into`, the new rows' keys also go to that temporary table. Answers
 * the new rows' count per status. Each layer (r, s, t, e, f) ends in `offset 0` (written after the
 * alias of the layer it reads), which keeps it a subquery of its own: computed once per row
 * instead of inlined into every reference of the layer above.
 */
export function insertReserves(draws: SQL, p: DrawParams, mode: 'past' | 'active', into?: string): SQL {
  const startOf = (day: SQL) => sql`((${day})::timestamp at time zone 'Asia/Tokyo')`;
  const requestedAt =
    mode === 'past'
      ? japanTime(sql`d.start_date - d.lead`, sql`8 + d.r1 * 14`)
      : sql`(case when d.status = 'Request' then ${p.now}::timestamptz - d.r1 * interval '40 hours'
          else least(${p.now}::timestamptz - interval '2 days' - d.r1 * interval '18 days', ${startOf(sql`d.start_date`)} - interval '1 hour') end)`;
  const insert = sql`insert into reserves (id, reserve_target_kind, car_id, spot_id, spot_plan_id, guest_user_id, host_user_id, status,
      period, start_date, end_date, days, people, price_lines, total, fee_base, fee_rate, marketplace_fee, payment_method, approve_deadline,
      requested_at, approved_at, canceled_at, renting_at, returned_at, cancel_fee, cancel_reason, canceled_by_role, updated_at)
    select ${mode === 'past' ? orderedId(p) : sql`gen_random_uuid()`}, f.kind, f.car_id, f.spot_id, f.spot_plan_id, f.guest_id, f.host_id, f.status,
      daterange(f.period_from, f.period_until), f.start_date, f.end_date, f.days, f.people, f.lines, f.total, f.fee_base,
      ${p.feeBasisPoints}::int / 10000.0, f.fee_base * ${p.feeBasisPoints}::int / 10000,
      case when random() < 0.8 then 'CreditCard' else 'Invoice' end, f.deadline,
      f.requested_at, f.approved_at, f.canceled_at, f.renting_at, f.returned_at,
      case when f.status = 'Canceled' and f.approved_at is not null and f.canceled_by_role = 'Guest'
        then f.total * (case when f.days_left >= 8 then 0 when f.days_left >= 3 then 30 when f.days_left >= 1 then 50 else 100 end) / 100
        else 0 end,
      case when f.status = 'AutoCanceled' then '承認期限切れ'
        when f.status <> 'Canceled' then null
        when f.canceled_by_role = 'Host' then 'ご希望の日程ではご用意できなくなったため'
        else '予定が変わったため' end,
      f.canceled_by_role, coalesce(f.returned_at, f.canceled_at, f.renting_at, f.approved_at, f.requested_at)
    from (
      select e.*, e.start_date - (e.canceled_at at time zone 'Asia/Tokyo')::date as days_left,
        case when e.status = 'Returned' then greatest(e.renting_at + interval '1 hour', ${japanTime(sql`e.end_date`, sql`e.return_h + e.r3`)}) end
          as returned_at
      from (
        select t.*,
          case when t.status = 'AutoCanceled' then t.deadline + t.r4 * interval '1 minute'
            when t.status = 'Canceled' and t.approved_at is null then t.requested_at + (t.deadline - t.requested_at) * (0.1 + 0.8 * t.r4)
            when t.status = 'Canceled' then greatest(t.approved_at + interval '5 minutes',
              t.approved_at + (${japanTime(sql`t.start_date`, sql`t.pickup_h`)} - t.approved_at) * t.r4) end as canceled_at,
          case when t.status = 'AutoCanceled' then 'System' when t.status = 'Canceled' then (case when t.r5 < 0.6 then 'Guest' else 'Host' end) end
            as canceled_by_role,
          case when t.status in ('Renting', 'Returned') then least(${p.now}::timestamptz, greatest(t.approved_at + interval '10 minutes',
            ${japanTime(sql`t.start_date`, sql`t.pickup_h + t.r3 * 0.5`)})) end as renting_at
        from (
          select s.*, case when s.status in ('Approved', 'Renting', 'Returned') or (s.status = 'Canceled' and s.r3 >= 0.5)
              then s.requested_at + (s.deadline - s.requested_at) * (0.02 + 0.3 * s.r2) end as approved_at
          from (
            select r.*, least(r.requested_at + interval '48 hours', ${startOf(sql`r.start_date + 1`)}) as deadline
            from (select d.*, ${guestId(p, sql`d.guest_n`)} as guest_id, ${requestedAt} as requested_at from (${draws}) d offset 0) r offset 0
          ) s offset 0
        ) t offset 0
      ) e offset 0
    ) f`;
  const counted = sql`select status, count(*)::int as n from inserted group by status`;
  if (!into) return sql`with inserted as (${insert} returning status) ${counted}`;
  return sql`with inserted as (${insert}
      returning id, car_id, spot_id, spot_plan_id, host_user_id, guest_user_id, status, period, requested_at, approved_at, renting_at),
    kept as (insert into ${sql.raw(into)} select * from inserted)
    ${counted}`;
}
