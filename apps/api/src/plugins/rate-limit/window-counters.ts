/**
 * The hot path of the rate limits (ADR 0017): calls counted in memory per key, in fixed windows
 * aligned on the clock (every process, and every replica, agrees on where a minute starts), so a
 * check is one Map lookup and two additions — no I/O, no timer per request.
 *
 * With the shared store each counter also knows what the other replicas counted in the same window
 * (`elsewhere`, learnt at each sync) and what it has not told them yet (`unsent`).
 */
interface Counter {
  /** Index of the window: floor(time / window length). */
  window: number;
  /** Calls let through by this process in the window. */
  counted: number;
  /** Of those, not yet sent to the shared store. */
  unsent: number;
  /** Calls let through by the other replicas in the window, as of the last sync. */
  elsewhere: number;
}

/** One key's new calls, and the counter that learns the shared total back. */
export interface UnsentCount {
  key: string;
  /** Start of the window, in ms since the epoch. */
  windowStartMs: number;
  calls: number;
  /** Called with the shared total of the window (every replica's calls, these included). */
  learn(total: number): void;
  /** The send failed: keep the calls for the next sync. */
  restore(): void;
}

export class WindowCounters {
  private readonly counters = new Map<string, Counter>();

  constructor(
    /** Calls allowed per key and window. */
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one call of `key`; 0 when it may go on, else the seconds until its window ends (Retry-After). */
  take(key: string, now: number): number {
    const window = Math.floor(now / this.windowMs);
    let counter = this.counters.get(key);
    if (counter === undefined || counter.window !== window) {
      // The previous window's counts no longer matter to anyone: the counter starts again.
      counter = { window, counted: 0, unsent: 0, elsewhere: 0 };
      this.counters.set(key, counter);
    }
    if (counter.counted + counter.elsewhere >= this.limit) {
      // Refused calls are not counted: a client that waits as told gets its full budget back.
      return Math.max(1, Math.ceil(((window + 1) * this.windowMs - now) / 1000));
    }
    counter.counted += 1;
    counter.unsent += 1;
    return 0;
  }

  /** Forgets the counters of windows that have ended (run from a timer, not per request). */
  sweep(now: number): void {
    const window = Math.floor(now / this.windowMs);
    for (const [key, counter] of this.counters) if (counter.window < window) this.counters.delete(key);
  }

  get size(): number {
    return this.counters.size;
  }

  /**
   * The counts to send to the shared store: every counter with new calls, and every counter of the
   * current window past half its budget even without new calls (so a key that is close to its limit
   * learns the other replicas' calls at each sync, which keeps the overshoot small where it matters).
   */
  unsent(now: number): UnsentCount[] {
    const window = Math.floor(now / this.windowMs);
    const result: UnsentCount[] = [];
    for (const [key, counter] of this.counters) {
      if (counter.window !== window) continue;
      if (counter.unsent === 0 && (counter.counted + counter.elsewhere) * 2 < this.limit) continue;
      const calls = counter.unsent;
      counter.unsent = 0;
      result.push({
        key,
        windowStartMs: window * this.windowMs,
        calls,
        learn: (total) => {
          // Everything sent so far by this process is in the total; the rest came from other replicas.
          if (counter.window === window) counter.elsewhere = Math.max(0, total - (counter.counted - counter.unsent));
        },
        restore: () => {
          if (counter.window === window) counter.unsent += calls;
        },
      });
    }
    return result;
  }
}
