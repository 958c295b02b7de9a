/**
 * ADR 0050 across processes: two apps on one database stand for two API replicas, each with its own
 * caches. A write through one is seen by the other within 2 s (in practice as soon as its NOTIFY
 * arrives), although the caches' TTL is a minute; a suspended account is refused by both at once.
 */
import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, listedCar, uniqueWord } from '../../../test/listings-fixtures.js';
import { msUntil, sleep, twoReplicas } from '../../../test/replicas.js';
import { afterCommit, inTransaction } from '../../db/after-commit.js';
import { CACHE_CHANNEL, listenForNotices, notifyDrop, onCacheDrop, parseDrop, type CacheDrop } from '../../db/cache-changes.js';

const replicas = twoReplicas();
let operator: TestUser;
let host: TestUser;

beforeAll(async () => {
  operator = await createOperator();
  host = await createHost();
});

const priceOnReader = async (carId: string) =>
  (await injectAs(null, c.showCar, { carId }, { app: replicas.reader })).json<c.CarDetail>().pricePerDay;

describe('two replicas over one database', () => {
  it('show a price saved through the other within 2 s, detail and search card alike, though they keep answers a minute', async () => {
    const word = uniqueWord();
    const carId = await listedCar(host, operator, { title: `レプリカ ${word}` });
    const search = () => injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: word }, { app: replicas.reader });
    // The reader keeps the detail and the search ...
    expect(await priceOnReader(carId)).toBe(12000);
    expect((await search()).json<c.Output<typeof c.listCar>>().items[0]?.pricePerDay).toBe(12000);
    // ... and answers from memory while listening: a change behind the API's back (no NOTIFY) is not seen past the short TTL.
    await replicas.reader.db.execute(
      sql`update cars set detail_json = replace(detail_json, '"pricePerDay":12000', '"pricePerDay":12001') where id = ${carId}`,
    );
    await sleep(2_200);
    expect(await priceOnReader(carId)).toBe(12000);

    const saved = await injectAs(host, c.updateCar, { carId, pricePerDay: 13500 });
    expect(saved.statusCode, saved.body).toBe(200);
    const detailMs = await msUntil(async () => (await priceOnReader(carId)) === 13500);
    const cardMs = await msUntil(async () => (await search()).json<c.Output<typeof c.listCar>>().items[0]?.pricePerDay === 13500);
    expect(detailMs).toBeLessThan(2_000);
    expect(cardMs).toBeLessThan(2_000);
  });

  it('refuse a suspended account on the replica that did not suspend it, within 2 s', async () => {
    const member = await createRegisteredUser('停止 予定');
    const memberId = (await injectAs(member, c.showCurrentUser, {}, { app: replicas.reader })).json<{ id: string }>().id;
    expect((await injectAs(member, c.showNotifications, { limit: 20, offset: 0 }, { app: replicas.reader })).statusCode).toBe(200);
    const suspended = await injectAs(operator, c.suspendUser, { userId: memberId, reason: '規約違反の疑いがあるため。' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const refusedMs = await msUntil(
      async () => (await injectAs(member, c.showNotifications, { limit: 20, offset: 0 }, { app: replicas.reader })).statusCode === 403,
    );
    expect(refusedMs).toBeLessThan(2_000);
  });
});

describe('the drop listener', () => {
  const databaseUrl = () => inject('databaseUrl');

  it('hears a drop only once its transaction commits, and none of a rolled-back one', async () => {
    const heard: CacheDrop[] = [];
    const listener = listenForNotices({
      databaseUrl: databaseUrl(),
      channels: { [CACHE_CHANNEL]: onCacheDrop((d) => heard.push(d)) },
      onListening: () => undefined,
      onError: () => undefined,
    });
    await listener.start();
    try {
      const id = crypto.randomUUID();
      await replicas.writer.db.transaction(async (tx) => {
        await notifyDrop(tx, { kind: 'car', id });
        await sleep(200);
        expect(heard.filter((d) => d.id === id)).toEqual([]); // not before the commit
      });
      expect(await msUntil(async () => heard.some((d) => d.id === id))).toBeLessThan(1_000);
      const rolledBack = crypto.randomUUID();
      await replicas.writer.db
        .transaction(async (tx) => {
          await notifyDrop(tx, { kind: 'spot', id: rolledBack });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await sleep(200);
      expect(heard.some((d) => d.id === rolledBack)).toBe(false);
    } finally {
      await listener.stop();
    }
  });

  it('reports a lost connection once, however many retries fail, and listens again', async () => {
    const events: string[] = [];
    const unreachable = listenForNotices({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      channels: { [CACHE_CHANNEL]: onCacheDrop(() => undefined) },
      onListening: (on, recovered) => events.push(`listening ${on} ${recovered}`),
      onError: () => events.push('error'),
      retryMs: 20,
    });
    await unreachable.start();
    await sleep(300);
    await unreachable.stop();
    expect(events.filter((e) => e === 'error')).toEqual(['error']);
    expect(events.some((e) => e.startsWith('listening true'))).toBe(false);

    // A real connection cut under it (as a PostgreSQL restart does): one loss, then listening again.
    const name = `cache-listener-test-${crypto.randomUUID().slice(0, 8)}`;
    const cut: string[] = [];
    const listener = listenForNotices({
      databaseUrl: databaseUrl(),
      channels: { [CACHE_CHANNEL]: onCacheDrop(() => undefined) },
      onListening: (on, recovered) => cut.push(`listening ${on} ${recovered}`),
      onError: () => cut.push('error'),
      retryMs: 50,
      applicationName: name,
    });
    await listener.start();
    try {
      const [pid] = (
        await replicas.writer.db.execute<{ pid: number }>(sql`select pid from pg_stat_activity
        where application_name = ${name}`)
      ).rows;
      await replicas.writer.db.execute(sql`select pg_terminate_backend(${pid!.pid})`);
      expect(await msUntil(async () => cut.includes('listening true true'))).toBeLessThan(2_000);
      expect(cut.filter((e) => e === 'error')).toEqual(['error']);
    } finally {
      await listener.stop();
    }
  });

  it('runs the replicas.writer’s own drops after the commit, and none for a rolled-back transaction', async () => {
    const order: string[] = [];
    await inTransaction(replicas.writer.db, async (tx) => {
      afterCommit(tx, () => order.push('dropped'));
      order.push('written');
    });
    expect(order).toEqual(['written', 'dropped']);
    await inTransaction(replicas.writer.db, async (tx) => {
      afterCommit(tx, () => order.push('dropped again'));
      throw new Error('rolled back');
    }).catch(() => undefined);
    expect(order).toEqual(['written', 'dropped']);
  });

  it('reads the payloads it sends', () => {
    expect(parseDrop('car:abc')).toEqual({ kind: 'car', id: 'abc' });
    expect(parseDrop('spot:*')).toEqual({ kind: 'spot', id: '*' });
    expect(parseDrop('account:uid-1')).toBeNull();
    expect(parseDrop('other:1')).toBeNull();
    expect(parseDrop('car:')).toBeNull();
  });
});
