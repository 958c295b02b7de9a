/**
 * The reservations of the benchmark database (`npm run seed:scale`, `npm run bench`; issue 5):
 * about 40 per car (two million on 50,000 cars) and some on every spot plan, written in bulk SQL
 * (scale-reserves-sql.ts) in one transaction, as the reservations service leaves its rows (ADR 0016):
 * - past ones, mostly Returned, some Canceled (by the guest with the policy's fee, or by the host)
 *   and AutoCanceled;
 * - active ones (Request, Approved, Renting) from today on, which never overlap per car, hold
 *   their days in `car_unavailable_periods` (reserve_id set; its exclusion constraint checks them
 *   against the owner's own days as they go in) or count in the plan's `spot_plan_inventory`, have
 *   their status history (and a check-in record when Renting), and are in `busy`;
 * - the guests who made them: users without a sign-in, each with a verified driving licence.
 * The reservations table's secondary indexes and its foreign-key and exclusion constraints are
 * dropped for the load and built again afterwards (one sort instead of two million index
 * insertions); the active car reservations' calendar rows go in under that table's exclusion
 * constraint, and building reserves_car_no_overlap again checks every one of them once more.
 * Only the scale hosts' listings that have no reservation yet get some, so a second run appends.
 */
import { randomUUID } from 'node:crypto';
import { normalizeSearchText, quoteCarReserve } from '@kurumatabi/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Tx } from '../modules/listings/listings.repository.js';
import {
  activeCarDraws,
  activeSpotDraws,
  createCarPrices,
  guestId,
  insertReserves,
  pastCarDraws,
  pastSpotDraws,
  type DrawParams,
} from './scale-reserves-sql.js';

export interface ScaleReserveOptions {
  /** Past reservations per car (40 on 50,000 cars is two million); the active ones come on top. */
  perCar: number;
  /** Past reservations per spot plan. */
  perPlan: number;
  /** The marketplace fee rate recorded on each reservation (the API's MARKETPLACE_FEE_RATE, default 0.2). */
  feeRate: number;
  /** Reservations per guest on average (sets how many guests are made). */
  perGuest?: number;
  now?: Date;
  log?: (line: string) => void;
}

const statusCounts = { Request: 0, Approved: 0, Renting: 0, Returned: 0, Canceled: 0, AutoCanceled: 0 };
export type ScaleReserveCounts = typeof statusCounts & { total: number; guests: number };

/** The quote's labels of a car's lines, read from the contract's own quote. */
function carLineLabels(): DrawParams['labels'] {
  const quote = quoteCarReserve({
    car: { pricePerDay: 1, insurancePricePerDay: 1, cleaningFee: 1, minDays: 1, maxDays: 1, options: [] },
    startDate: '2026-01-01',
    endDate: '2026-01-01',
    options: [],
  });
  if (!quote.ok) throw new Error('the contract quote refused the probe car');
  const name = (kind: string) => quote.quote.lines.find((l) => l.kind === kind)!.name;
  return { base: name('Base'), insurance: name('Insurance'), cleaning: name('CleaningFee') };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Drops the table's secondary indexes and its foreign-key and exclusion constraints (the primary
 * key stays: other tables refer to it); returns what builds them again from their own definitions.
 */
async function dropSecondaryStructures(tx: Tx, table: string): Promise<() => Promise<void>> {
  const constraints = await tx.execute<{ name: string; definition: string }>(sql`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = ${table}::regclass and contype in ('f', 'x') order by contype, conname`);
  const indexes = await tx.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = ${table}
      and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`);
  for (const c of constraints.rows) await tx.execute(sql.raw(`alter table ${quoted(table)} drop constraint ${quoted(c.name)}`));
  for (const i of indexes.rows) await tx.execute(sql.raw(`drop index ${quoted(i.name)}`));
  return async () => {
    for (const i of indexes.rows) await tx.execute(sql.raw(i.definition));
    for (const c of constraints.rows)
      await tx.execute(sql.raw(`alter table ${quoted(table)} add constraint ${quoted(c.name)} ${c.definition}`));
  };
}

/** The scale hosts' listings without reservations, as temporary tables the statements read. */
async function stageListings(tx: Tx) {
  await tx.execute(sql`create temp table scale_cars on commit drop as
    select c.id, c.owner_user_id, c.service_type, c.price_per_day, c.insurance_price_per_day, c.cleaning_fee, c.min_days
    from cars c join users u on u.id = c.owner_user_id
    where u.firebase_uid like 'scale-host-%' and c.listed and c.price_per_day is not null and c.min_days <= 7
      and not exists (select 1 from reserves r where r.car_id = c.id)`);
  await tx.execute(sql`create temp table scale_plans on commit drop as
    select p.id, p.spot_id, s.owner_user_id, s.spot_kind, p.name, p.price, p.price_unit, p.capacity_per_day, p.max_people
    from spot_plans p join spots s on s.id = p.spot_id join users u on u.id = s.owner_user_id
    where u.firebase_uid like 'scale-host-%' and s.listed and p.withdrawn_at is null
      and not exists (select 1 from reserves r where r.spot_id = s.id)`);
  await tx.execute(sql`analyze scale_cars, scale_plans`);
  const [sizes] = (
    await tx.execute<{ cars: number; plans: number }>(sql`
      select (select count(*) from scale_cars)::int as cars, (select count(*) from scale_plans)::int as plans`)
  ).rows;
  return sizes!;
}

/** The guests: names as people have them (e-mail and uid say what they are), licences verified and valid for years. */
async function insertGuests(tx: Tx, p: DrawParams, now: Date): Promise<void> {
  const id = guestId(p, sql`n`);
  await tx.execute(sql`insert into users (id, firebase_uid, email, name, created_at, updated_at)
    select ${id}, 'scale-guest-' || ${p.guestSeed}::text || '-' || n, 'scale-guest-' || n || '-' || ${p.guestSeed}::text || '@bench.kurumatabi.jp',
      (array['佐藤','鈴木','高橋','田中','伊藤','渡辺','山本','中村','小林','加藤','吉田','山田','佐々木','山口','松本','井上'])[1 + n % 16]
        || ' ' || (array['蓮','陽翔','湊','結菜','陽葵','凛','大翔','葵','芽依','悠真','結衣','颯太','美咲','健太','さくら'])[1 + (n / 16) % 15],
      ${now}::timestamptz - (800 + n % 300) * interval '1 day', ${now}::timestamptz - (800 + n % 300) * interval '1 day'
    from generate_series(1, ${p.guests}::int) n`);
  await tx.execute(sql`insert into driver_licenses (user_id, number, color, expires_on, status, submitted_at, reviewed_at)
    select ${id}, lpad((300000000000 + n)::text, 12, '0'), (array['Green','Blue','Gold'])[1 + n % 3],
      (${now}::timestamptz + (700 + n % 1000) * interval '1 day')::date, 'Verified',
      ${now}::timestamptz - (790 + n % 300) * interval '1 day', ${now}::timestamptz - (789 + n % 300) * interval '1 day'
    from generate_series(1, ${p.guests}::int) n`);
}

/** The rows that follow from the active reservations: held car days, plan inventory, history, check-ins, `busy`. */
async function writeActiveFacts(tx: Tx): Promise<void> {
  // The car calendar's exclusion constraint checks each against the owner's days and the others.
  await tx.execute(sql`insert into car_unavailable_periods (car_id, reserve_id, period)
    select car_id, id, period from scale_active where car_id is not null`);
  await tx.execute(sql`insert into spot_plan_inventory (spot_plan_id, day, capacity, booked)
    select a.spot_plan_id, d::date, p.capacity_per_day, count(*)
    from scale_active a join spot_plans p on p.id = a.spot_plan_id
      cross join lateral generate_series(lower(a.period), upper(a.period) - 1, interval '1 day') d
    group by a.spot_plan_id, d::date, p.capacity_per_day
    on conflict (spot_plan_id, day) do update set booked = spot_plan_inventory.booked + excluded.booked`);
  // In time order, so the history's ids follow the steps.
  await tx.execute(sql`insert into reserve_status_history (reserve_id, from_status, to_status, actor_user_id, actor_role, created_at)
    select reserve_id, from_status, to_status, actor, role, at from (
      select id as reserve_id, null as from_status, 'Request' as to_status, guest_user_id as actor, 'Guest' as role, requested_at as at from scale_active
      union all select id, 'Request', 'Approved', host_user_id, 'Host', approved_at from scale_active where status in ('Approved', 'Renting')
      union all select id, 'Approved', 'Renting', host_user_id, 'Host', renting_at from scale_active where status = 'Renting'
    ) steps order by at, reserve_id`);
  await writeActiveThreads(tx);
  await tx.execute(sql`insert into reserve_handovers (reserve_id, kind, recorded_by, recorded_at, odometer_km, fuel_level, note)
    select id, 'CheckIn', host_user_id, renting_at,
      case when car_id is not null then 20000 + floor(random() * 80000)::int end, case when car_id is not null then 'Full' end,
      case when car_id is not null then '外装に目立つ傷なし。鍵をお渡ししました。' else '区画の場所とゴミの出し方をご案内しました。' end
    from scale_active where status = 'Renting'`);
  // busy as the calendar repository rewrites it: every calendar row of the car; for a spot, its own
  // unavailable periods and the days on which every current plan is full.
  await tx.execute(sql`update cars c set busy = b.busy
    from (select car_id, range_agg(period) as busy from car_unavailable_periods
      where car_id in (select car_id from scale_active) group by car_id) b
    where c.id = b.car_id`);
  await tx.execute(sql`update spots s set busy = coalesce((
      select range_agg(r) from (
        select period as r from spot_unavailable_periods where spot_id = s.id
        union all
        select daterange(i.day, i.day + 1) from spot_plan_inventory i join spot_plans p on p.id = i.spot_plan_id
        where p.spot_id = s.id and p.withdrawn_at is null and i.booked >= i.capacity
        group by i.day
        having count(*) = (select count(*) from spot_plans where spot_id = s.id and withdrawn_at is null)
      ) x), '{}')
    where s.id in (select spot_id from scale_active)`);
}

/**
 * The System message of each step of an active reservation (the texts the reservations write, without their
 * figures), numbered in order, with the `scale_active` column that dates the step (null: not reached).
 */
const threadSteps = [
  { event: 'Requested', at: 'requested_at', body: '予約リクエストが送信されました。承認期限までにホストが回答します。' },
  {
    event: 'Approved',
    at: 'approved_at',
    body: 'ホストが予約リクエストを承認し、予約が確定しました。受け渡しの詳細はこのメッセージでご相談ください。',
  },
  { event: 'Renting', at: 'renting_at', body: '貸出が開始されました（チェックイン）。安全運転でよい旅を！' },
];

/**
 * Every reservation has its conversation thread with a System message per event (ADR 0025): the
 * active ones get theirs here, so the conversations' tables are not empty when a benchmark starts
 * (a young table's plans are sequential scans, cached for the session, that no real marketplace has).
 */
async function writeActiveThreads(tx: Tx): Promise<void> {
  await tx.execute(sql`insert into inquiries (target_kind, car_id, spot_id, reserve_id, guest_user_id, host_user_id, last_message_seq,
      host_unread, last_activity_at, created_at)
    select case when car_id is not null then 'Car' else 'Spot' end, car_id, case when car_id is null then spot_id end, id,
      guest_user_id, host_user_id, case status when 'Request' then 1 when 'Approved' then 2 else 3 end,
      case status when 'Request' then 1 else 0 end, coalesce(renting_at, approved_at, requested_at), requested_at
    from scale_active`);
  const steps = threadSteps.map(
    (step, i) => sql`(${i + 1}::int, ${step.event}, ${step.body}, ${normalizeSearchText(step.body)}, a.${sql.raw(step.at)})`,
  );
  await tx.execute(sql`insert into inquiry_messages (inquiry_id, seq, kind, body, masked, system_event, search_text, created_at)
    select i.id, step.seq, 'System', step.body, false, step.event, step.search_text, step.at
    from scale_active a join inquiries i on i.reserve_id = a.id
      cross join lateral (values ${sql.join(steps, sql`, `)}) as step (seq, event, body, search_text, at)
    where step.at is not null`);
}

/** Adds one statement's counts per status to the totals. */
function tally(into: ScaleReserveCounts, rows: { status: string; n: number }[]): void {
  for (const { status, n } of rows) {
    into[status as keyof typeof statusCounts] += n;
    into.total += n;
  }
}

export async function generateScaleReserves(db: Db, options: ScaleReserveOptions): Promise<ScaleReserveCounts> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const started = Date.now();
  const step = (what: string) => log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const counts = await db.transaction(async (tx) => {
    // A bulk load: no wait for the WAL flush, room for the index builds' sorts.
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    // The cars' trigram indexes take the busy updates into their pending list; VACUUM merges it in bulk.
    await tx.execute(sql`set local gin_pending_list_limit = '1GB'`);
    // Reproducible draws (the ids are still new each run).
    await tx.execute(sql`select setseed(0.20261123)`);
    const staged = await stageListings(tx);
    const perGuest = options.perGuest ?? 20;
    const guests = Math.max(10, Math.ceil((staged.cars * options.perCar + staged.plans * options.perPlan) / perGuest));
    const params: DrawParams = {
      today: new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10),
      now,
      guests,
      guestSeed: randomUUID().slice(0, 8),
      feeBasisPoints: Math.round(options.feeRate * 10_000),
      labels: carLineLabels(),
    };
    await insertGuests(tx, params, now);
    await tx.execute(createCarPrices(params));
    await tx.execute(sql`create temp sequence scale_reserve_ids`);
    await tx.execute(sql`analyze scale_car_prices`);
    step(`${guests} guests with verified licences, the cars' prices`);
    const result: ScaleReserveCounts = { ...statusCounts, total: 0, guests };
    const run = async (statement: SQL) => tally(result, (await tx.execute<{ status: string; n: number }>(statement)).rows);
    await tx.execute(sql`create temp table scale_active (id uuid, car_id uuid, spot_id uuid, spot_plan_id uuid, host_user_id uuid,
      guest_user_id uuid, status text, period daterange, requested_at timestamptz, approved_at timestamptz, renting_at timestamptz)
      on commit drop`);
    // The calendar rows of the active ones go in under car_unavailable_periods' exclusion constraint, and
    // building reserves_car_no_overlap again checks them once more.
    const rebuild = await dropSecondaryStructures(tx, 'reserves');
    await run(insertReserves(activeCarDraws(params), params, 'active', 'scale_active'));
    await run(insertReserves(activeSpotDraws(params), params, 'active', 'scale_active'));
    step(`${result.total} active reservations`);
    await writeActiveFacts(tx);
    step('their held days, inventory, history and busy');
    await run(insertReserves(pastCarDraws(params, options.perCar), params, 'past'));
    step(`past reservations of ${staged.cars} cars`);
    await run(insertReserves(pastSpotDraws(params, options.perPlan), params, 'past'));
    step(`past reservations of ${staged.plans} spot plans`);
    await rebuild();
    step('indexes and constraints of reserves built again');
    return result;
  });
  step('committed');
  return counts;
}
