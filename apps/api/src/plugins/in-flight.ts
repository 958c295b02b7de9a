import fp from 'fastify-plugin';

/**
 * The request work (authentication, handlers, probes) still running, so that shutdown can wait for
 * it before it closes what that work uses (the pool, the Firebase app).
 *
 * Fastify's close() runs the onClose hooks as soon as the server has no open connection. A request
 * whose client has already left (a load balancer's timeout, wrk stopping, a closed tab) has no
 * connection any more, yet its handler still runs and may still query the database: ending the
 * pool under it gave `Cannot use a pool after calling end on the pool` (500).
 *
 * Work is counted rather than requests: a request whose client left while its body was being read
 * never reaches its handler nor any response hook, and would be waited for in vain. A request whose
 * client is still connected keeps its connection open, so Fastify's close() waits for it anyway.
 */
export class InFlightWork {
  private running = 0;
  private onIdle: (() => void) | null = null;
  private draining: Promise<boolean> | null = null;

  constructor(private readonly options: { timeoutMs: number; onTimeout?: (abandoned: number) => void }) {}

  get size(): number {
    return this.running;
  }

  /** True once shutdown has started waiting. */
  get isDraining(): boolean {
    return this.draining !== null;
  }

  /** Runs one piece of request work, counted until it settles. */
  async track<T>(work: () => Promise<T>): Promise<T> {
    this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  /**
   * Counts one piece of work until the matching `leave()` (in a `finally`). For the route helper's
   * hot path, which needs no closure and no extra promise per request (ADR 0018); `track` otherwise.
   */
  enter(): void {
    this.running += 1;
  }

  leave(): void {
    this.running -= 1;
    if (this.running === 0) this.onIdle?.();
  }

  /**
   * Resolves true once no work is running, or false after the time limit (the shutdown must end
   * even if a handler hangs). Every caller shares the same wait.
   */
  drained(): Promise<boolean> {
    this.draining ??= new Promise<boolean>((resolve) => {
      if (this.running === 0) {
        resolve(true);
        return;
      }
      const timer = setTimeout(() => {
        this.onIdle = null;
        this.options.onTimeout?.(this.running);
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
    inFlight: InFlightWork;
  }
}

/** `app.inFlight`: the route helper and the probes run their work through it; db and auth wait for it on close. */
export const inFlightPlugin = fp<{ drainTimeoutMs: number }>(
  async (app, options) => {
    app.decorate(
      'inFlight',
      new InFlightWork({
        timeoutMs: options.drainTimeoutMs,
        onTimeout: (abandoned) =>
          app.log.warn(
            { abandoned },
            `処理中のリクエスト ${abandoned} 件を待たずに停止します (shutdown: gave up waiting for in-flight work)`,
          ),
      }),
    );
  },
  { name: 'in-flight' },
);
