import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserves } from '../../db/schema/index.js';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { buildReservesTestApp, carRequest, licensedGuest, ok, reservableCar, servicesOf } from '../reserves/reserves-fixtures.js';
import { createReserveChangesRepository, type NewReserveChange } from './reserve-changes.repository.js';

/** Migration 0035 on the real database: one open change request per reservation, whatever races. */

let app: FastifyInstance;
let owner: TestUser;
let guest: TestUser;
let reserveId: string;
let guestId: string;
let hostId: string;

beforeAll(async () => {
  app = await buildReservesTestApp();
  owner = await createHost('変更 オーナー');
  const operator = await createOperator();
  guest = await licensedGuest(operator, '変更 ゲスト');
  const carId = await reservableCar(owner, operator);
  reserveId = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(30), japanDay(32))), 'create').id;
  const [row] = await app.db.select().from(reserves).where(eq(reserves.id, reserveId));
  guestId = row!.guestUserId;
  hostId = row!.hostUserId;
}, 120_000);
afterAll(() => app.close());

function change(key: string, at: Date): NewReserveChange {
  return {
    reserveId,
    proposedByRole: 'Guest',
    proposedBy: guestId,
    status: 'Requested',
    kind: 'Change',
    fromStartDate: japanDay(30),
    fromEndDate: japanDay(32),
    startDate: japanDay(30),
    endDate: japanDay(33),
    people: 1,
    options: [],
    changeLines: [{ label: '基本料金（追加1日分: 12,000円 × 1日）', amount: 12_000 }],
    priceLines: [],
    days: 4,
    total: 0,
    difference: 12_000,
    idempotencyKey: key,
    requestedAt: at,
    expiresAt: new Date(at.getTime() + 3_600_000),
  };
}

describe('reserve_changes', () => {
  it('keeps one open request per reservation when ten race, and takes a new one once it is answered', async () => {
    const at = new Date();
    const repository = createReserveChangesRepository(app.db);
    const inserted = await Promise.all(Array.from({ length: 10 }, (_, i) => repository.insertOpen(change(`race-${reserveId}-${i}`, at))));
    const kept = inserted.filter((row) => row !== null);
    expect(kept).toHaveLength(1);
    expect((await repository.lockOpen(reserveId))?.id).toBe(kept[0]!.id);

    // Answered once: a second answer finds nothing open.
    expect((await repository.answer(kept[0]!.id, 'Declined', at, hostId))?.status).toBe('Declined');
    expect(await repository.answer(kept[0]!.id, 'Withdrawn', at, guestId)).toBeNull();
    expect(await repository.lockOpen(reserveId)).toBeNull();

    const next = await repository.insertOpen(change(`next-${reserveId}`, at));
    expect(next?.status).toBe('Requested');
    expect((await repository.due(new Date(at.getTime() + 2 * 3_600_000), 10)).map((r) => r.id)).toContain(next!.id);
    expect(await repository.due(at, 10)).not.toContainEqual(expect.objectContaining({ id: next!.id }));
    expect((await repository.listOf(reserveId)).map((r) => r.status).sort()).toEqual(['Declined', 'Requested']);
  });

  it('refuses a status outside the contract’s and an end before the start', async () => {
    const repository = createReserveChangesRepository(app.db);
    await expect(
      repository.insertOpen({ ...change(`bad-${reserveId}`, new Date()), status: 'Done' as c.ReserveChangeStatus }),
    ).rejects.toThrow();
    await expect(
      repository.insertOpen({ ...change(`bad2-${reserveId}`, new Date()), status: 'Declined', endDate: japanDay(29) }),
    ).rejects.toThrow();
  });

  it('expires an unanswered request at its time with a fake clock, tells both sides, and keeps the booked trip', async () => {
    const at = new Date();
    const repository = createReserveChangesRepository(app.db);
    for (const row of await repository.listOf(reserveId)) {
      if (row.status === 'Requested') await repository.answer(row.id, 'Withdrawn', at, guestId);
    }
    const open = await repository.insertOpen(change(`expiry-${reserveId}`, at));
    const before = new Date(at.getTime() + 3_600_000 - 1);
    const after = new Date(at.getTime() + 3_600_000);
    expect(await servicesOf(app, () => before).reserves.sweepExpiredChanges(before)).toBe(0);
    expect((await repository.findById(open!.id))?.status).toBe('Requested');
    expect(await servicesOf(app, () => after).reserves.sweepExpiredChanges(after)).toBe(1);
    expect(await repository.findById(open!.id)).toMatchObject({ status: 'Expired', answeredAt: after, answeredBy: null });
    // Swept again: nothing left to expire.
    expect(await servicesOf(app, () => after).reserves.sweepExpiredChanges(after)).toBe(0);
    const notices = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where title = '予約の変更リクエストが期限切れになりました' and user_id in (${guestId}, ${hostId})`,
    );
    expect(notices.rows[0]?.n).toBe(2);
    const [row] = await app.db.select().from(reserves).where(eq(reserves.id, reserveId));
    expect([row?.startDate, row?.endDate]).toEqual([japanDay(30), japanDay(32)]);
  });
});
