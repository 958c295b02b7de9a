import type { Prefecture } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';
import { petsContradiction, reviewContradictions, type ListingFacts } from './demo-consistency.js';

/**
 * The demo tells one story: what the test stack's seed wrote (global setup) — every review, every message and every
 * demo account's join day — agrees with the facts of its listing and its person.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

interface Row extends Record<string, unknown> {
  text: string;
  kind: 'Car' | 'Spot';
  title: string;
  prefecture: Prefecture;
  size_class: string | null;
  page: string;
  rule_ids: string[];
  facility_ids: string[];
}

/**
 * Every demo listing's facts beside a text about it (`texts` selects the text and the listing's id). Only the seed's
 * listings (their owners' identities are the seed's, `demo-…` or `seed-…`): the API tests' own listings share the database.
 */
const listingsJoin = sql`
  join (select id, 'Car' as kind, title, prefecture, size_class, detail_json::text as page, rule_ids, basic_facility_ids as facility_ids, owner_user_id from cars
        union all
        select id, 'Spot', title, prefecture, null, detail_json::text, rule_ids, basic_facility_ids, owner_user_id from spots) l on l.id = t.listing_id
  join users owner on owner.id = l.owner_user_id and (owner.firebase_uid like 'demo-%' or owner.firebase_uid like 'seed-%')`;

const factsOf = (row: Row): ListingFacts => ({
  kind: row.kind,
  prefecture: row.prefecture,
  sizeClass: row.size_class,
  pageText: row.page,
  ruleIds: row.rule_ids,
  facilityIds: row.facility_ids,
});

const demoFacts: ListingFacts = {
  kind: 'Car',
  prefecture: 'Tokyo',
  sizeClass: 'Standard',
  pageText: 'ハイエース スーパーロング キャンパー FFヒーター',
  ruleIds: ['pets-not-allowed'],
  facilityIds: ['ff-heater'],
};

describe('the demo data', () => {
  it('has a check that catches the contradictions of issue 32', () => {
    // A kei car on the full-size Hiace, a hot-spring review on the Lake Kawaguchi RV park, "pets are fine" under ペット同乗不可.
    expect(reviewContradictions('軽なので高速は少しパワー不足を感じました。', demoFacts)).toHaveLength(1);
    expect(reviewContradictions('富良野と美瑛をのんびり巡りました。', demoFacts)).toHaveLength(1);
    const rvPark: ListingFacts = {
      kind: 'Spot',
      prefecture: 'Yamanashi',
      sizeClass: null,
      pageText: '',
      ruleIds: [],
      facilityIds: ['power'],
    };
    expect(reviewContradictions('温泉に何度でも入れるのが最高。', rvPark)).toHaveLength(1);
    expect(reviewContradictions('区画の正面に富士山！電源があるので快適。', rvPark)).toEqual([]);
    expect(petsContradiction('ペット同乗OKです！', demoFacts)).not.toBeNull();
    expect(petsContradiction('この車はペット同乗不可としています。「N-VAN 軽キャンパー」はペット同乗OKです。', demoFacts)).toBeNull();
    expect(reviewContradictions('家族で車中泊旅に使わせていただきました。FFヒーターで暖かでした。', demoFacts)).toEqual([]);
  });

  it('gives every review only the vehicle class, model, place and kind of spot of its own listing', async () => {
    const rows = (
      await app.db.execute<Row>(sql`
        select t.text, l.* from (select body as text, coalesce(car_id, spot_id) as listing_id from reviews where author_role = 'Guest') t
        ${listingsJoin}`)
    ).rows;
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const wrong = rows.flatMap((row) => reviewContradictions(row.text, factsOf(row)).map((p) => `${row.title}: ${p} — ${row.text}`));
    expect(wrong).toEqual([]);
  });

  it('gives every host’s message about pets the listing’s own pets rule, and every message the listing’s facts', async () => {
    const rows = (
      await app.db.execute<Row>(sql`
        select t.text, t.role, l.* from (select m.body as text, coalesce(i.car_id, i.spot_id) as listing_id, m.sender_role as role
          from inquiry_messages m join inquiries i on i.id = m.inquiry_id where m.kind = 'Normal') t
        ${listingsJoin}`)
    ).rows as (Row & { role: string })[];
    expect(rows.some((row) => row.role === 'Host' && /ペット/.test(row.text))).toBe(true);
    const wrong = rows.flatMap((row) => {
      const pets = row.role === 'Host' ? petsContradiction(row.text, factsOf(row)) : null;
      return [...(pets ? [pets] : []), ...reviewContradictions(row.text, factsOf(row))].map((p) => `${row.title}: ${p} — ${row.text}`);
    });
    expect(wrong).toEqual([]);
  });

  it('has every seeded person join before their first listing, reservation, review and message', async () => {
    const late = await app.db.execute(sql`
      select u.name, u.created_at, f.first from users u
      join lateral (select min(at) as first from (
        select requested_at as at from reserves where guest_user_id = u.id or host_user_id = u.id
        union all select created_at from reviews where author_user_id = u.id or subject_user_id = u.id
        union all select coalesce(submitted_at, created_at) from cars where owner_user_id = u.id
        union all select coalesce(submitted_at, created_at) from spots where owner_user_id = u.id
        union all select created_at from inquiry_messages where sender_user_id = u.id
        union all select submitted_at from driver_licenses where user_id = u.id) events) f on true
      where (u.firebase_uid like 'demo-%' or u.firebase_uid like 'seed-%') and f.first is not null and f.first <= u.created_at`);
    expect(late.rows).toEqual([]);
    // The hosts' 「YYYY年M月から利用」 is their join day, months before the reviews beside it.
    const owner = await app.db.execute<{ since: string }>(sql`
      select (c.detail_json::jsonb)->'host'->>'memberSince' as since from cars c join users u on u.id = c.owner_user_id
      where u.firebase_uid = 'demo-car-owner' limit 1`);
    expect(owner.rows[0]!.since).toBe('2024-11-15');
  });
});
