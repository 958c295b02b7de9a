import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The requests whose work is not finished yet, so that shutdown can wait for them before it
 * closes what they use (the pool, the Firebase app).
 *
 * Fastify's close() resolves as soon as the server has no open connection; a request whose client
 * has already left (a load balancer's timeout, wrk stopping, a closed tab) has no connection any
 * more, yet its handler still runs and may still query the database. Ending the pool under it
 * gave `Cannot use a pool after calling end on the pool` (500).
 */
export class InFlightRequests {
  private readonly active = new Set<object>();
  private onIdle: (() => void) | null = null;
  private draining: Promise<boolean> | null = null;

  constructor(private readonly options: { timeoutMs: number; onTimeout?: (abandoned: number) => void }) {}

  get size(): number {
    return this.active.size;
  }

  /** True once shutdown has started waiting. */
  get isDraining(): boolean {
    return this.draining !== null;
  }

  begin(request: object): void {
    this.active.add(request);
  }

  /** Idempotent: a request may be ended by more than one hook. */
  end(request: object): void {
    if (this.active.delete(request) && this.active.size === 0) this.onIdle?.();
  }

  /**
   * Resolves true once no request is in flight, or false after the time limit (the shutdown must
   * end even if a handler hangs). Every caller shares the same wait.
   */
  drained(): Promise<boolean> {
    this.draining ??= new Promise<boolean>((resolve) => {
      if (this.active.size === 0) {
        resolve(true);
        return;
      }
      const timer = setTimeout(() => {
        this.onIdle = null;
        this.options.onTimeout?.(this.active.size);
        resolve(false);
      }, this.options.timeoutMs);
      this.onIdle = () => {
        this.onIdle = null;
        clearTimeout(timer);
        resolve(true);
      };
    });
    return this.draining;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: InFlightRequests;
  }
}

/**
 * Counts every request from onRequest until its reply is handed to the socket (onSend), which
 * happens once its handler has finished, even when the client is gone; onResponse ends it too in
 * case a reply skips onSend. Registered first, so it sees every request.
 */
export const inFlightPlugin = fp<{ drainTimeoutMs: number }>(
  async (app, options) => {
    const inFlight = new InFlightRequests({
      timeoutMs: options.drainTimeoutMs,
      onTimeout: (abandoned) =>
        app.log.warn(
          { abandoned },
          `処理中のリクエスト ${abandoned} 件を待たずに停止します (shutdown: gave up waiting for in-flight requests)`,
        ),
    });
    app.decorate('inFlight', inFlight);
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      inFlight.begin(request);
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      inFlight.end(request);
      done(null, payload);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      inFlight.end(request);
      done();
    });
  },
  { name: 'in-flight' },
);
