import { randomUUID } from 'node:crypto';
import { carSearchInput, spotSearchInput } from '@kurumatabi/contract';
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { carSearchQueries } from '../modules/cars/cars.repository.js';
import { reserveThreadCtes } from '../modules/inquiries/inquiries.repository.js';
import { noticeSql } from '../modules/notifications/notifications.repository.js';
import { spotSearchQueries } from '../modules/spots/spots.repository.js';
import { compileSql, drizzleSql } from './compile-sql.js';
import { cars, notifications, reserves, users } from './schema/index.js';

/** A drizzle database over a client that never runs anything: only the query builders are used. */
const builders = drizzle({ client: { query: async () => ({ rows: [] }) } as never });

function same(query: SQL) {
  const ours = compileSql(query);
  expect(ours).toStrictEqual(drizzleSql(query));
  return ours;
}

describe('compileSql', () => {
  it('writes tables, columns, names, nested statements, lists and parameters as drizzle does', () => {
    const when = new Date('2026-11-28T00:00:00Z');
    const built = same(
      sql`select ${users.id}, ${sql.identifier('odd"name')} from ${users} where ${users.id} = ${randomUUID()}
        and ${sql`${users.createdAt} < ${when} and ${users.name} in ${['a', "b'c"]}`} and ${undefined} ${sql.param([1, 2])} ${null}`,
    );
    expect(built.sql).toContain('"users"."id"');
    expect(built.sql).toContain('"odd""name"');
    expect(built.sql).toContain('in ($3, $4)');
    expect(built.params).toHaveLength(6);
  });

  it('maps values through their columns (jsonb, timestamps) in insert builders, and inlines what drizzle inlines', () => {
    const at = new Date('2026-11-28T09:00:00Z');
    const insert = builders
      .insert(notifications)
      .values({ userId: randomUUID(), kind: 'Reservation', title: 'タイトル', body: '本文', link: null, createdAt: at });
    same(sql`with notice as ${insert} select 1`);
    same(
      builders
        .update(reserves)
        .set({
          priceLines: [{ kind: 'Base', name: '基本料金', unitPrice: 1000, priceUnit: 'PerDay', quantity: 1, days: 1, amount: 1000 }],
          updatedAt: at,
        })
        .where(sql`${reserves.id} = ${randomUUID()}`)
        .getSQL(),
    );
    same(sql`select ${"it's"}, ${42}, ${true}, ${{ a: 1 }}`.inlineParams());
  });

  it('builds the searches of every filter and sort the way drizzle does', () => {
    for (const body of [
      { serviceType: 'CarShare' },
      { serviceType: 'RentalCar', prefecture: 'Tokyo', from: '2027-01-10', to: '2027-01-13', people: 2, sort: 'priceAsc' },
      {
        serviceType: 'CarShare',
        keyword: '富士 キャンピングカー',
        facilityIds: ['a', 'b'],
        carKindIds: ['x'],
        ratingMin: 4,
        sort: 'rating',
        offset: 20,
      },
      { serviceType: 'CarShare', priceMin: 3000, priceMax: 9000, sleeping: 2, sort: 'newest', carKindIds: ['x', 'y'] },
    ]) {
      const { page, count } = carSearchQueries(carSearchInput.parse(body));
      same(page);
      same(count.statement);
    }
    for (const body of [{}, { prefecture: 'Hokkaido', from: '2027-02-01', to: '2027-02-03', keyword: '温泉', sort: 'popular' }]) {
      const { page, count } = spotSearchQueries(spotSearchInput.parse(body));
      same(page);
      same(count.statement);
    }
  });

  it('builds the CTEs of a reservation (its notice, its thread) the way drizzle does', () => {
    const notice = noticeSql(
      { userId: randomUUID(), kind: 'Reservation', title: '予約リクエスト', body: '本文', link: '/reserves/1' },
      { mail: true },
    );
    const thread = reserveThreadCtes(
      {
        target: { kind: 'Car', carId: randomUUID(), spotId: null },
        guestUserId: randomUUID(),
        hostUserId: randomUUID(),
        reserveId: randomUUID(),
      },
      { body: '予約リクエストが届きました。', masked: false, systemEvent: 'Requested', clientKey: null, at: new Date() },
    );
    same(sql`with ${notice.ctes}, ${thread} select ${notice.columns}`);
  });

  it("leaves what it does not know (aliases, placeholders) to drizzle's builder, with the same answer", () => {
    const owner = alias(users, 'owner');
    const withAlias = same(sql`select ${owner.id} from ${cars} join ${owner} on ${owner.id} = ${cars.ownerUserId}`);
    expect(withAlias.sql).toContain('"owner"."id"');
    const withPlaceholder = compileSql(sql`select ${sql.placeholder('id')}`);
    expect(withPlaceholder).toStrictEqual(drizzleSql(sql`select ${sql.placeholder('id')}`));
    expect(withPlaceholder.sql).toBe('select $1');
  });
});
