import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, signIn } from '../../test/helpers.js';
import { demoAccounts } from './demo-accounts.js';
import { ensureDemoReserves } from './demo-reserves.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const demo = (key: string) => demoAccounts.find((a) => a.key === key)!;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await app.db.execute<T>(query)).rows;

describe('the demo reservations', () => {
  it('give the demo owner and provider every state, with history ending in the state', async () => {
    const byStatus = await rows<{ host: string; status: string; n: number }>(sql`
      select u.firebase_uid as host, r.status, count(*)::int as n from reserves r join users u on u.id = r.host_user_id
      where u.firebase_uid in (${demo('carOwner').uid}, ${demo('facilityProvider').uid}) group by 1, 2`);
    const count = (host: string, status: string) => byStatus.find((r) => r.host === host && r.status === status)?.n ?? 0;
    for (const host of [demo('carOwner').uid, demo('facilityProvider').uid]) {
      expect(count(host, 'Request'), host).toBe(1);
      expect(count(host, 'Approved'), host).toBe(1);
      expect(count(host, 'Renting'), host).toBe(1);
      expect(count(host, 'Canceled'), host).toBe(1);
      expect(count(host, 'Returned'), host).toBeGreaterThanOrEqual(4);
    }
    const broken = await rows(sql`
      select r.id from reserves r join users u on u.id = r.host_user_id
      where u.firebase_uid in (${demo('carOwner').uid}, ${demo('facilityProvider').uid})
        and ((select h.to_status from reserve_status_history h where h.reserve_id = r.id order by h.id desc limit 1) is distinct from r.status
          or (select h.from_status from reserve_status_history h where h.reserve_id = r.id order by h.id limit 1) is not null
          or r.fee_base <> r.total - (select coalesce(sum((l->>'amount')::int), 0) from jsonb_array_elements(r.price_lines) l
            where l->>'kind' = 'Insurance')
          or r.marketplace_fee <> floor(r.fee_base * r.fee_rate))`);
    expect(broken).toEqual([]);
    // The demo cars' insurance is in their totals and outside their sales (利用規約 第12条).
    const insured = await rows<{ n: number }>(sql`
      select count(*)::int as n from reserves r join users u on u.id = r.host_user_id
      where u.firebase_uid = ${demo('carOwner').uid} and r.fee_base < r.total`);
    expect(insured[0]!.n).toBeGreaterThan(0);
  });

  it('hold exactly the active car reservations’ days and the spots’ inventory, and busy agrees', async () => {
    const carMismatch = await rows(sql`
      select r.id from reserves r where r.car_id is not null and r.host_user_id = (select id from users where firebase_uid = ${demo('carOwner').uid})
        and (r.status in ('Request', 'Approved', 'Renting'))
          <> exists (select 1 from car_unavailable_periods p where p.reserve_id = r.id and p.period = r.period)`);
    expect(carMismatch).toEqual([]);
    const busyMismatch = await rows(sql`
      select c.id from cars c where c.owner_user_id = (select id from users where firebase_uid = ${demo('carOwner').uid})
        and c.busy <> coalesce((select range_agg(period) from car_unavailable_periods p where p.car_id = c.id), '{}')`);
    expect(busyMismatch).toEqual([]);
    const inventoryMismatch = await rows(sql`
      select i.spot_plan_id, i.day from spot_plan_inventory i join spot_plans p on p.id = i.spot_plan_id join spots s on s.id = p.spot_id
      where s.owner_user_id = (select id from users where firebase_uid = ${demo('facilityProvider').uid})
        and i.booked <> (select count(*) from reserves r where r.spot_plan_id = i.spot_plan_id
          and r.status in ('Request', 'Approved', 'Renting') and r.period @> i.day)`);
    expect(inventoryMismatch).toEqual([]);
  });

  it('show on the owner’s dashboard and sales through the API, and are seeded once', async () => {
    const owner = { token: await signIn(demo('carOwner')) };
    const summaries = (await injectAs(owner, c.showCarReserveSummaries, {})).json();
    expect(summaries).toMatchObject({ requests: { count: 1 }, upcoming: { count: 1 }, renting: { count: 1 } });
    expect(summaries.requests.nearestDeadline).not.toBeNull();
    const year = Number(summaries.today.slice(0, 4));
    const sales = (await injectAs(owner, c.showCarSalesByMonth, { year })).json();
    const last = (await injectAs(owner, c.showCarSalesByMonth, { year: year - 1 })).json();
    const monthsWithSales = [...sales.months, ...last.months].filter((m: { count: number }) => m.count > 0);
    expect(monthsWithSales.length).toBeGreaterThanOrEqual(3);
    expect(monthsWithSales.every((m: { gross: number; fee: number; net: number }) => m.net === m.gross - m.fee && m.fee > 0)).toBe(true);
    await expect(ensureDemoReserves(app.db)).resolves.toBe(0);
  });

  it('come with their money: a waiting request is held on the card (its host can approve it), the rest charged, released or refunded, and the books balance', async () => {
    const payments = await rows<{ status: string; payment: string | null; method: string }>(sql`
      select r.status, p.status as payment, r.payment_method as method from reserves r
        left join reserve_payments p on p.reserve_id = r.id
        join users u on u.id = r.host_user_id
      where u.firebase_uid in (${demo('carOwner').uid}, ${demo('facilityProvider').uid})`);
    for (const row of payments) {
      expect(row.method).toBe('CreditCard');
      const expected = { Request: 'Authorized', Approved: 'Captured', Renting: 'Captured', Returned: 'Captured' }[row.status];
      if (expected) expect(row.payment, row.status).toBe(expected);
      else expect(['Voided', 'Refunded']).toContain(row.payment);
    }
    const [ledger] = await rows<{ total: number }>(sql`select coalesce(sum(amount), 0)::int as total from ledger_entries`);
    expect(ledger!.total).toBe(0);
  });
});
