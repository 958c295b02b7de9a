/**
 * The replica's one listener (ADR 0050): one connection of its own for every channel, each notice
 * handed to its channel's subscriber, one report per outage however often it retries.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_CHANNEL, CONTENT_CHANNEL, listenForNotices } from './cache-changes.js';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => db.end());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(seen: () => boolean | Promise<boolean>, limitMs = 2_000): Promise<boolean> {
  const started = Date.now();
  while (!(await seen()) && Date.now() - started < limitMs) await sleep(20);
  return seen();
}

const backendsOf = async (name: string) =>
  (await db.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [name])).rows;

describe('the notice listener', () => {
  it('hears every channel on one connection and hands each payload to its own subscriber', async () => {
    const name = `notice-listener-test-${crypto.randomUUID().slice(0, 8)}`;
    const heard: string[] = [];
    const listener = listenForNotices({
      databaseUrl: inject('databaseUrl'),
      channels: {
        [CONTENT_CHANNEL]: (payload) => heard.push(`content ${payload}`),
        [ACCOUNT_CHANNEL]: (payload) => heard.push(`account ${payload}`),
      },
      onListening: () => undefined,
      onError: () => undefined,
      applicationName: name,
    });
    await listener.start();
    try {
      expect(await backendsOf(name)).toHaveLength(1);
      await db.query('select pg_notify($1, $2), pg_notify($3, $4), pg_notify($5, $6)', [
        CONTENT_CHANNEL,
        'c-1',
        ACCOUNT_CHANNEL,
        'uid-1',
        'some_other_channel',
        'x',
      ]);
      expect(await until(() => heard.length === 2)).toBe(true);
      await sleep(100);
      expect(heard).toEqual(['content c-1', 'account uid-1']);
    } finally {
      await listener.stop();
    }
    expect(await until(async () => (await backendsOf(name)).length === 0)).toBe(true);
  });

  it('reports each outage once and its end once, and retries no more once stopped', async () => {
    const name = `notice-listener-test-${crypto.randomUUID().slice(0, 8)}`;
    const events: string[] = [];
    const listener = listenForNotices({
      databaseUrl: inject('databaseUrl'),
      channels: { [CONTENT_CHANNEL]: () => undefined },
      onListening: (on, recovered) => events.push(`listening ${on} ${recovered}`),
      onError: () => events.push('error'),
      retryMs: 50,
      applicationName: name,
    });
    await listener.start();
    for (const outage of [1, 2]) {
      const [backend] = await backendsOf(name);
      await db.query('select pg_terminate_backend($1)', [backend!.pid]);
      expect(await until(() => events.filter((e) => e === 'listening true true').length === outage)).toBe(true);
      expect(events.filter((e) => e === 'error')).toHaveLength(outage);
    }
    await listener.stop();
    const stopped = events.length;
    await sleep(200);
    expect(events).toHaveLength(stopped);
    expect(await until(async () => (await backendsOf(name)).length === 0)).toBe(true);
  });
});
