import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createThrottledWarning } from '../lib/throttled-warning.js';
import { sendError } from './error-handler.js';

const READY_TIMEOUT_MS = 3_000;

/** `/healthz`: the process answers. `/readyz`: it can reach PostgreSQL (503 otherwise). */
export const healthPlugin = fp(
  async (app) => {
    // Probes are frequent: no rate limit (only the contract's endpoints have one, ADR 0017), and no request line
    // unless the answer is an error (logging.ts).
    // (Not a route log level: a level of its own made pino rebuild the request logger's methods on every probe.)
    const routeOptions = { config: { quietLog: true } };
    app.get('/healthz', routeOptions, async () => ({ status: 'ok' }));
    // A probe every few seconds while PostgreSQL is away: one line per period, with the count.
    const warnNotReady = createThrottledWarning({
      periodMs: 10_000,
      write: ({ count, detail }) => app.log.warn({ count, detail }, 'PostgreSQL に接続できません (readyz)'),
    });
    app.get('/readyz', routeOptions, async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.inFlight.track(() => app.db.execute(sql`select 1`)),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ready' };
      } catch (err) {
        warnNotReady(err instanceof Error ? err.message : String(err));
        return sendError(reply, 'SERVICE_UNAVAILABLE');
      } finally {
        clearTimeout(timer);
      }
    });
  },
  { name: 'health', dependencies: ['db', 'in-flight'] },
);
