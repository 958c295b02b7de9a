import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.js';

/**
 * The channel every write that drops a cached listing answer (detail, card, search page, count,
 * popular list) notifies, in the write's own transaction (ADR 0050).
 * PostgreSQL delivers a notification only when its transaction commits, to every listening session,
 * this process's own listener included: each replica drops after the commit, never before it.
 */
export const CACHE_CHANNEL = 'cache_dropped';

/** The channel every content write notifies in its transaction, with the content's id (ADR 0031). */
export const CONTENT_CHANNEL = 'content_changed';

/**
 * The channel every write that suspends, lifts or deactivates an account notifies in its transaction,
 * with the account's Firebase uid: every replica verifies that identity's tokens again (ADR 0008, 0050).
 */
export const ACCOUNT_CHANNEL = 'account_changed';

/** What a notification names: one listing (`car:<id>`) or every listing of a kind (`car:*`). */
export interface CacheDrop {
  kind: 'car' | 'spot';
  id: string;
}

export function dropPayload(drop: CacheDrop): string {
  return `${drop.kind}:${drop.id}`;
}

export function parseDrop(payload: string): CacheDrop | null {
  const at = payload.indexOf(':');
  const kind = payload.slice(0, at);
  const id = payload.slice(at + 1);
  if (at < 0 || id === '') return null;
  if (kind === 'car' || kind === 'spot') return { kind, id };
  return null;
}

/** A database or an open transaction: the notification goes out when that transaction commits (at once outside one). */
type Executor = Pick<Db, 'execute'>;

/** Tells every replica (this one too, after the commit) to drop what the write changed. */
export async function notifyDrop(db: Executor, drop: CacheDrop): Promise<void> {
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${dropPayload(drop)})`);
}

/** Tells every replica (after the commit) that the account's standing changed: its remembered tokens go. */
export async function notifyAccountChanged(db: Executor, firebaseUid: string): Promise<void> {
  await db.execute(sql`select pg_notify(${ACCOUNT_CHANNEL}, ${firebaseUid})`);
}

/** What a listener tells its owner besides the notices. */
interface ListenerEvents {
  /** Listening (`on`), after an outage (`recovered`); or not listening any more (lost or stopped). */
  onListening: (on: boolean, recovered: boolean) => void;
  /** The first failure of an outage (the retries after it stay quiet). */
  onError: (error: unknown) => void;
  retryMs?: number;
  /** How the connection shows in pg_stat_activity. */
  applicationName?: string;
}

/**
 * This process's one ear for the other replicas (ADR 0050): one connection of its own (a `pg.Client`,
 * outside the pool) with `LISTEN` on every channel in `channels`, each notice handed to its channel's
 * subscriber with its payload. When the connection fails it reports the loss once (`onListening(false)`
 * and `onError`; the caches then keep values for the short TTL only, or none), connects again every
 * `retryMs` quietly, and reports the recovery once (`onListening(true, true)`): one outage, two log lines.
 */
export function listenForNotices(
  deps: ListenerEvents & { databaseUrl: string; channels: Readonly<Record<string, (payload: string) => void>> },
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  /** True from a reported loss until listening again: the retries in between stay quiet. */
  let outage = false;
  const channels = new Map(Object.entries(deps.channels));

  function lost(broken: pg.Client, error: unknown): void {
    if (client !== broken) return;
    client = null;
    deps.onListening(false, false);
    broken.removeAllListeners('notification');
    void broken.end().catch(() => undefined);
    if (stopped) return;
    if (!outage) deps.onError(error);
    outage = true;
    retry = setTimeout(() => void connect(), deps.retryMs ?? 1_000);
    retry.unref();
  }

  async function connect(): Promise<void> {
    if (stopped || client) return;
    const next = new pg.Client({
      connectionString: deps.databaseUrl,
      application_name: deps.applicationName ?? 'kurumatabi-api-cache-listener',
    });
    client = next;
    // An 'error' without a listener would end the process; 'end' comes when the server closes the session.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the cache listener connection ended')));
    next.on('notification', (message) => {
      if (message.payload !== undefined) channels.get(message.channel)?.(message.payload);
    });
    try {
      await next.connect();
      await next.query([...channels.keys()].map((channel) => `LISTEN ${next.escapeIdentifier(channel)}`).join('; '));
      if (stopped || client !== next) return;
      deps.onListening(true, outage);
      outage = false;
    } catch (error) {
      lost(next, error);
    }
  }

  return {
    start: connect,
    async stop(): Promise<void> {
      stopped = true;
      if (retry) clearTimeout(retry);
      const held = client;
      client = null;
      deps.onListening(false, false);
      if (held) {
        held.removeAllListeners('notification');
        await held.end().catch(() => undefined);
      }
    },
  };
}

export type NoticeListener = ReturnType<typeof listenForNotices>;

/** The subscriber of `cache_dropped`: each payload read as a `CacheDrop` (others ignored). */
export function onCacheDrop(onDrop: (drop: CacheDrop) => void): (payload: string) => void {
  return (payload) => {
    const drop = parseDrop(payload);
    if (drop) onDrop(drop);
  };
}
