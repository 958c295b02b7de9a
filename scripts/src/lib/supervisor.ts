/**
 * `npm start`'s supervisor (ADR 0019): when the API process dies, it is started again after a
 * back-off — 1 s, doubling up to 30 s, back to 1 s once a run has stayed up for a minute — until
 * Ctrl-C. One crash never takes the local product down, and a crash loop does not spin the CPU.
 */

export interface RestartPolicy {
  /** The first wait after a crash. */
  initialMs: number;
  /** The longest wait. */
  maxMs: number;
  /** A run that stayed up this long was healthy: the next crash waits `initialMs` again. */
  healthyAfterMs: number;
}

export const defaultRestartPolicy: RestartPolicy = { initialMs: 1_000, maxMs: 30_000, healthyAfterMs: 60_000 };

/** The waits between restarts: doubling while the process keeps dying soon, reset by a healthy run. */
export class RestartBackoff {
  private nextMs: number;

  constructor(private readonly policy: RestartPolicy = defaultRestartPolicy) {
    this.nextMs = policy.initialMs;
  }

  /** How long to wait before starting again, after a run that was up for `upMs` (0 when it never became ready). */
  delayAfter(upMs: number): number {
    if (upMs >= this.policy.healthyAfterMs) this.nextMs = this.policy.initialMs;
    const delay = this.nextMs;
    this.nextMs = Math.min(this.nextMs * 2, this.policy.maxMs);
    return delay;
  }
}

/** A started process as `startApi` returns it. */
export interface SupervisedService {
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

export interface Supervisor {
  /** Settles only after `stop()`: the supervisor never gives up on its own. */
  done: Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Keeps a service running: `first` is the service already started (its start-up failure is the
 * caller's, as a bad configuration should end `npm start` with its message); every later start goes
 * through `start`, and a start that fails counts as a run of 0 ms.
 */
export function supervise(
  first: SupervisedService,
  start: () => Promise<SupervisedService>,
  options: { log: (line: string) => void; backoff?: RestartBackoff; now?: () => number },
): Supervisor {
  const { log } = options;
  const backoff = options.backoff ?? new RestartBackoff();
  const now = options.now ?? Date.now;
  let current: SupervisedService | null = first;
  let stopped = false;
  let wake: (() => void) | null = null;

  const done = (async () => {
    // When the running process started; null when the last start failed (a run of 0 ms).
    let startedAt: number | null = now();
    while (!stopped) {
      const code = current ? await current.exited : null;
      current = null;
      if (stopped) return;
      const delay = backoff.delayAfter(startedAt === null ? 0 : now() - startedAt);
      const seconds = delay / 1000;
      log(
        `API が停止しました（終了コード ${code ?? 'なし'}）。${seconds} 秒後に再起動します。Ctrl-C で終了します。\n` +
          `The API stopped (exit code ${code ?? 'none'}); restarting in ${seconds} s. Ctrl-C quits.`,
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      if (stopped) return;
      try {
        current = await start();
        startedAt = now();
        if (stopped) await current.stop();
        else log('API を再起動しました (the API is running again)');
      } catch (error) {
        log(`API の再起動に失敗しました (the restart failed): ${error instanceof Error ? error.message : String(error)}`);
        startedAt = null;
      }
    }
  })();

  return {
    done,
    async stop() {
      stopped = true;
      wake?.();
      await current?.stop();
      await done;
    },
  };
}
