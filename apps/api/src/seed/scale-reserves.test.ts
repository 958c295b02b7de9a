import {
  addDays,
  cancellationPreview,
  endOfJapanDay,
  japanDay,
  quoteCarReserve,
  quoteSpotReserve,
  reserveSplitOf,
  type PriceLine,
} from '@kurumatabi/contract';
import type { SpotKind } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDatabase } from '../modules/reserves/reserves-fixtures.js';
import { createDb, createPool, type Db } from '../db/client.js';
import { generateScaleData } from './scale.js';

/**
 * The benchmark's reservations (scale-reserves.ts) at a small size, in a database of their own
 * (the generator vacuums and lists cars the other files' searches would see): the invariants the
 * API keeps hold for every generated row.
 */

const SIZE = { cars: 200, spots: 40, reservesPerCar: 10, reservesPerPlan: 6, feeRate: 0.2 };
const ACTIVE = `('Request', 'Approved', 'Renting')`;

let pool: pg.Pool;
let db: Db;
let drop: () => Promise<void>;
const today = japanDay(new Date());

beforeAll(async () => {
  const isolated = await isolatedDatabase();
  drop = isolated.drop;
  pool = createPool(isolated.url, { max: 2 });
  db = createDb(pool);
  await generateScaleData(db, SIZE);
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await drop?.();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** An instant as epoch milliseconds (with its microseconds as the fraction). */
const epochMs = (column: ReturnType<typeof sql>) => sql`(extract(epoch from ${column}) * 1000)::float8`;

async function one(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(query);
  return Number(row!.n);
}

describe('scale reservations', () => {
  it('writes the past ones per car and plan, the active ones on top, in every state, by verified guests', async () => {
    const byStatus: Record<string, number> = Object.fromEntries(
      (await rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from reserves group by status`)).map((r) => [
        r.status,
        r.n,
      ]),
    );
    for (const status of ['Request', 'Approved', 'Renting', 'Returned', 'Canceled', 'AutoCanceled'])
      expect(byStatus[status]).toBeGreaterThan(0);
    const plans = await one(sql`select count(*) as n from spot_plans`);
    const returned = byStatus.Returned ?? 0;
    const past = returned + (byStatus.Canceled ?? 0) + (byStatus.AutoCanceled ?? 0);
    expect(past).toBe(SIZE.cars * SIZE.reservesPerCar + plans * SIZE.reservesPerPlan);
    expect(returned / past).toBeGreaterThan(0.75);
    // Past ones ended days ago; active ones end today or later.
    expect(await one(sql`select count(*) as n from reserves where status not in ${sql.raw(ACTIVE)} and end_date >= ${today}::date`)).toBe(
      0,
    );
    expect(await one(sql`select count(*) as n from reserves where status in ${sql.raw(ACTIVE)} and end_date < ${today}::date`)).toBe(0);
    expect(await one(sql`select count(*) as n from reserves where status = 'Renting' and start_date > ${today}::date`)).toBe(0);
    // Every guest may drive: a verified licence valid on the last day of each of their reservations.
    expect(
      await one(sql`select count(*) as n from reserves r left join driver_licenses d on d.user_id = r.guest_user_id
        where r.car_id is not null and (d.status is distinct from 'Verified' or d.expires_on < r.end_date)`),
    ).toBe(0);
  });

  it('never lets two active (or returned) reservations of one car overlap, and holds each active one in the calendar', async () => {
    expect(
      await one(sql`select count(*) as n from reserves a join reserves b on a.car_id = b.car_id and a.id < b.id and a.period && b.period
        where a.status in ('Request', 'Approved', 'Renting', 'Returned') and b.status in ('Request', 'Approved', 'Renting', 'Returned')`),
    ).toBe(0);
    expect(
      await one(sql`select count(*) as n from reserves r left join car_unavailable_periods p on p.reserve_id = r.id
        where r.car_id is not null and r.status in ${sql.raw(ACTIVE)} and (p.period is distinct from r.period or p.car_id <> r.car_id)`),
    ).toBe(0);
    expect(
      await one(sql`select count(*) as n from car_unavailable_periods p join reserves r on r.id = p.reserve_id
        where r.status not in ${sql.raw(ACTIVE)}`),
    ).toBe(0);
  });

  it('counts in each plan and day exactly the active reservations that occupy it, within capacity', async () => {
    const mismatches = await rows<{ spot_plan_id: string }>(sql`
      with expected as (
        select r.spot_plan_id, d::date as day, count(*)::int as n
        from reserves r cross join lateral generate_series(lower(r.period), upper(r.period) - 1, interval '1 day') d
        where r.spot_plan_id is not null and r.status in ${sql.raw(ACTIVE)} group by 1, 2)
      select coalesce(e.spot_plan_id, i.spot_plan_id) as spot_plan_id from expected e
        full join spot_plan_inventory i on i.spot_plan_id = e.spot_plan_id and i.day = e.day
      where coalesce(e.n, 0) <> coalesce(i.booked, 0)`);
    expect(mismatches).toEqual([]);
    expect(await one(sql`select count(*) as n from spot_plan_inventory where booked > 0`)).toBeGreaterThan(0);
    expect(
      await one(sql`select count(*) as n from spot_plan_inventory i join spot_plans p on p.id = i.spot_plan_id
        where i.capacity <> p.capacity_per_day or i.booked > i.capacity`),
    ).toBe(0);
  });

  it('has busy cover every active period: a car its whole calendar, a spot its closed and full days', async () => {
    expect(
      await one(sql`select count(*) as n from reserves r join cars c on c.id = r.car_id
        where r.status in ${sql.raw(ACTIVE)} and not (c.busy @> r.period)`),
    ).toBe(0);
    expect(
      await one(sql`select count(*) as n from cars c
        where c.busy <> coalesce((select range_agg(period) from car_unavailable_periods p where p.car_id = c.id), '{}')`),
    ).toBe(0);
    // Day by day: a spot is busy on a day it is closed or every current plan is full, and on no other.
    const wrongDays = await one(sql`
      select count(*) as n from spots s cross join generate_series(${today}::date, ${today}::date + 120, interval '1 day') d
      where (s.busy @> d::date) <> (
        exists (select 1 from spot_unavailable_periods u where u.spot_id = s.id and u.period @> d::date)
        or not exists (select 1 from spot_plans p where p.spot_id = s.id and p.withdrawn_at is null and not exists (
          select 1 from spot_plan_inventory i where i.spot_plan_id = p.id and i.day = d::date and i.booked >= i.capacity)))`);
    expect(wrongDays).toBe(0);
    expect(await one(sql`select count(*) as n from spots where busy <> '{}'`)).toBeGreaterThan(0);
  });

  it('stores the quote of the contract, the fee at the rate, the deadline and the policy fee', async () => {
    const sample = await rows<{
      status: string;
      car_id: string | null;
      start: string;
      end: string;
      days: number;
      total: number;
      fee: number;
      fee_base: number;
      lines: PriceLine[];
      requested: number;
      deadline: number;
      canceled: number | null;
      approved: number | null;
      role: string | null;
      cancel_fee: number;
      car: { pricePerDay: number; insurancePricePerDay: number; cleaningFee: number; minDays: number; maxDays: number } | null;
      plan: { name: string; price: number; priceUnit: 'Oneshot' | 'PerDay'; maxPeople: number; kind: SpotKind } | null;
      people: number;
    }>(sql`
      select r.status, r.car_id, to_char(r.start_date, 'YYYY-MM-DD') as start, to_char(r.end_date, 'YYYY-MM-DD') as end, r.days, r.total,
        r.marketplace_fee as fee, r.fee_base, r.price_lines as lines, ${epochMs(sql`r.requested_at`)} as requested,
        ${epochMs(sql`r.approve_deadline`)} as deadline, ${epochMs(sql`r.canceled_at`)} as canceled, ${epochMs(sql`r.approved_at`)} as approved,
        r.canceled_by_role as role, r.cancel_fee, r.people,
        case when c.id is not null then json_build_object('pricePerDay', c.price_per_day, 'insurancePricePerDay', c.insurance_price_per_day,
          'cleaningFee', c.cleaning_fee, 'minDays', c.min_days, 'maxDays', c.max_days) end as car,
        case when p.id is not null then json_build_object('name', p.name, 'price', p.price, 'priceUnit', p.price_unit,
          'maxPeople', p.max_people, 'kind', s.spot_kind) end as plan
      from reserves r left join cars c on c.id = r.car_id left join spot_plans p on p.id = r.spot_plan_id left join spots s on s.id = p.spot_id`);
    expect(sample.length).toBeGreaterThan(2000);
    let guestCancellationsWithFee = 0;
    for (const r of sample) {
      const quote = r.car
        ? quoteCarReserve({ car: { ...r.car, options: [] }, startDate: r.start, endDate: r.end, options: [] })
        : quoteSpotReserve({
            spotKind: r.plan!.kind,
            plan: r.plan!,
            offeredOptions: [],
            startDate: r.start,
            endDate: r.end,
            people: r.people,
            options: [],
          });
      expect(quote.ok, `${r.start}..${r.end}`).toBe(true);
      if (!quote.ok) continue;
      expect(r.lines).toEqual(quote.quote.lines);
      expect([r.total, r.days]).toEqual([quote.quote.total, quote.quote.days]);
      const split = reserveSplitOf(quote.quote.lines, SIZE.feeRate);
      expect([r.fee_base, r.fee]).toEqual([split.feeBase, split.marketplaceFee]);
      const deadline = Math.min(r.requested + 48 * 3_600_000, endOfJapanDay(r.start).getTime());
      expect(r.deadline).toBeCloseTo(deadline, 0);
      if (r.status === 'Request') expect(r.deadline).toBeGreaterThan(Date.now());
      if (r.status === 'AutoCanceled') expect(r.canceled!).toBeGreaterThanOrEqual(r.deadline);
      if (r.status === 'Canceled' && r.approved !== null && r.role === 'Guest') {
        const canceledOn = japanDay(new Date(r.canceled!));
        const preview = cancellationPreview({ status: 'Approved', role: 'Guest', startDate: r.start, today: canceledOn, total: r.total });
        expect(r.cancel_fee).toBe(preview!.fee);
        if (r.cancel_fee > 0) guestCancellationsWithFee++;
      } else {
        expect(r.cancel_fee).toBe(0);
      }
    }
    expect(guestCancellationsWithFee).toBeGreaterThan(0);
  });

  it('gives every active reservation its history in order, and a renting one its check-in', async () => {
    const histories = await rows<{ status: string; steps: string[]; times_ordered: boolean; checkins: number }>(sql`
      select r.status, array_agg(coalesce(h.from_status, '-') || '>' || h.to_status order by h.id) as steps,
        bool_and(h.created_at <= now()) and r.requested_at <= coalesce(r.approved_at, r.requested_at)
          and coalesce(r.approved_at, r.requested_at) <= coalesce(r.renting_at, r.approved_at, r.requested_at) as times_ordered,
        (select count(*)::int from reserve_handovers o where o.reserve_id = r.id and o.kind = 'CheckIn') as checkins
      from reserves r left join reserve_status_history h on h.reserve_id = r.id
      where r.status in ${sql.raw(ACTIVE)} group by r.id`);
    const expected: Record<string, string[]> = {
      Request: ['->Request'],
      Approved: ['->Request', 'Request>Approved'],
      Renting: ['->Request', 'Request>Approved', 'Approved>Renting'],
    };
    expect(histories.length).toBeGreaterThan(50);
    for (const h of histories) {
      expect(h.steps).toEqual(expected[h.status]);
      expect(h.times_ordered).toBe(true);
      expect(h.checkins).toBe(h.status === 'Renting' ? 1 : 0);
    }
    // Returned ones came back after they left, all in the past.
    expect(
      await one(sql`select count(*) as n from reserves where status = 'Returned'
        and not (approved_at < renting_at and renting_at < returned_at and returned_at < now())`),
    ).toBe(0);
    expect(await one(sql`select count(*) as n from reserves where start_date > ${addDays(today, 365)}::date`)).toBe(0);
  });

  it('gives every active reservation its conversation thread, with a System message per step and the last one counted', async () => {
    const threads = await rows<{
      status: string;
      events: string[];
      seqs: number[];
      last: number;
      kind_ok: boolean;
      host_unread: number;
    }>(sql`
      select r.status, array_agg(m.system_event order by m.seq) as events, array_agg(m.seq::int order by m.seq) as seqs,
        i.last_message_seq::int as last, i.host_unread,
        i.target_kind = case when r.car_id is not null then 'Car' else 'Spot' end
          and i.guest_user_id = r.guest_user_id and i.host_user_id = r.host_user_id and i.state = 'Open' as kind_ok
      from reserves r join inquiries i on i.reserve_id = r.id join inquiry_messages m on m.inquiry_id = i.id and m.kind = 'System'
      where r.status in ${sql.raw(ACTIVE)} group by r.id, i.id`);
    const active = await one(sql`select count(*) as n from reserves where status in ${sql.raw(ACTIVE)}`);
    expect(threads).toHaveLength(active);
    const expected: Record<string, string[]> = {
      Request: ['Requested'],
      Approved: ['Requested', 'Approved'],
      Renting: ['Requested', 'Approved', 'Renting'],
    };
    for (const t of threads) {
      expect(t.events).toEqual(expected[t.status]);
      expect(t.seqs).toEqual(t.events.map((_, i) => i + 1));
      expect(t.last).toBe(t.events.length);
      expect(t.kind_ok).toBe(true);
      expect(t.host_unread).toBe(t.status === 'Request' ? 1 : 0);
    }
  });
});
