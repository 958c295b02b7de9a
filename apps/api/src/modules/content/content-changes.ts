import type pg from 'pg';

/** The channel every content write notifies in its transaction (ADR 0031). */
export const CONTENT_CHANNEL = 'content_changed';

/**
 * Holds one connection of the pool with `LISTEN content_changed` and reports each notification; when
 * the connection fails it reports the loss (the cache then stops serving from memory) and listens
 * again after a second. One outage is reported once (`onError`), however many retries fail while
 * PostgreSQL is away, and its end once (`onListening(true)` with `recovered`): a line a second during
 * an outage buried the API's log (the fault run's log budget, ADR 0022).
 */
export function listenForContentChanges(deps: {
  pool: pg.Pool;
  onChange: () => void;
  onListening: (on: boolean, recovered: boolean) => void;
  onError: (error: unknown) => void;
  retryMs?: number;
}) {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  /** True from a reported loss until listening again: the retries in between stay quiet. */
  let outage = false;

  function lost(error: unknown): void {
    deps.onListening(false, false);
    const broken = client;
    client = null;
    broken?.release(true);
    if (stopped) return;
    if (!outage) deps.onError(error);
    outage = true;
    retry = setTimeout(() => void connect(), deps.retryMs ?? 1_000);
    retry.unref();
  }

  async function connect(): Promise<void> {
    if (stopped || client) return;
    try {
      const next = await deps.pool.connect();
      client = next;
      next.on('notification', (message) => {
        if (message.channel === CONTENT_CHANNEL) deps.onChange();
      });
      next.on('error', (error) => {
        if (client === next) lost(error);
      });
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (stopped) return;
      deps.onListening(true, outage);
      outage = false;
    } catch (error) {
      lost(error);
    }
  }

  return {
    start: connect,
    async stop(): Promise<void> {
      stopped = true;
      if (retry) clearTimeout(retry);
      deps.onListening(false, false);
      const held = client;
      client = null;
      if (held) {
        await held.query(`UNLISTEN ${CONTENT_CHANNEL}`).catch(() => undefined);
        held.release();
      }
    },
  };
}
