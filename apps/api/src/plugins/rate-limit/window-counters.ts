/**
 * The hot path of the rate limits (ADR 0017, ADR 0047): calls counted in memory per key, in windows
 * aligned on the clock (every process, and every replica, agrees on where a minute starts), and
 * judged by the sliding window counter: the previous window's calls weighted by the part of it still
 * inside the last minute, plus the current window's. A budget spent at the end of one minute is
 * still almost all spent at the start of the next, so a boundary no longer doubles it. A check is
 * one Map lookup and a few multiplications — no I/O, no timer per request.
 *
 * With the shared store each window's count also knows what the other replicas counted in it
 * (`elsewhere`, learnt at each sync) and what it has not told them yet (`unsent`).
 */
interface WindowCount {
  /** Calls let through by this process in the window. */
  counted: number;
  /** Of those, not yet sent to the shared store. */
  unsent: number;
  /** Calls let through by the other replicas in the window, as of the last sync. */
  elsewhere: number;
  /** Whether the shared total of the window has been read since this process kept it (see `unsent`). */
  learnt: boolean;
}

interface Counter {
  /** Index of the current window: floor(time / window length). */
  window: number;
  current: WindowCount;
  /** The window before `window`: what the sliding estimate weighs down as the current one goes on. */
  previous: WindowCount;
}

/** One key's new calls in one window, and the count that learns the shared total back. */
export interface UnsentCount {
  key: string;
  /** Start of the window, in ms since the epoch. */
  windowStartMs: number;
  /** New calls to add (0: only asks for the total). */
  calls: number;
  /** Called with the shared total of the window (every replica's calls, these included). */
  learn(total: number): void;
  /** The send failed: keep the calls for the next sync. */
  restore(): void;
}

const emptyCount = (): WindowCount => ({ counted: 0, unsent: 0, elsewhere: 0, learnt: false });
const total = (count: WindowCount): number => count.counted + count.elsewhere;

export class WindowCounters {
  private readonly counters = new Map<string, Counter>();

  constructor(
    /** Calls allowed per key over the last window length (the sliding estimate's budget). */
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /**
   * Counts one call of `key`; 0 when it may go on, else the whole seconds after which a call of the
   * key would be let through if it made none meanwhile (Retry-After: the estimate only falls with time).
   */
  take(key: string, now: number): number {
    const counter = this.counterAt(key, now);
    const elapsed = now - counter.window * this.windowMs;
    const previous = total(counter.previous);
    const current = total(counter.current);
    // previous × (W − elapsed) / W + current + 1 ≤ limit, in whole numbers (no rounding at the edge).
    if (previous * (this.windowMs - elapsed) + (current + 1) * this.windowMs > this.limit * this.windowMs) {
      // Refused calls are not counted: a client that waits as told gets its call through.
      return Math.max(1, Math.ceil((this.admitsAt(counter, previous, current) - now) / 1000));
    }
    counter.current.counted += 1;
    counter.current.unsent += 1;
    return 0;
  }

  /**
   * The first moment a call is let through when no other call comes. Within the current window the
   * previous one's weight falls to 0 at its end; past it, the current window becomes the previous one.
   */
  private admitsAt(counter: Counter, previous: number, current: number): number {
    const windowStart = counter.window * this.windowMs;
    const room = this.limit - current - 1;
    if (room >= 0) return windowStart + Math.ceil(this.windowMs - (room * this.windowMs) / previous);
    // The current window alone is over the budget: wait until its weight in the next window is low enough.
    return windowStart + this.windowMs + Math.ceil(this.windowMs - ((this.limit - 1) * this.windowMs) / current);
  }

  /** The key's counter moved to the window of `now`: the current window becomes the previous one after one minute, both go after two. */
  private counterAt(key: string, now: number): Counter {
    const window = Math.floor(now / this.windowMs);
    let counter = this.counters.get(key);
    if (counter === undefined) {
      counter = { window, current: emptyCount(), previous: emptyCount() };
      this.counters.set(key, counter);
    } else if (counter.window !== window) {
      counter.previous = counter.window === window - 1 ? counter.current : emptyCount();
      counter.previous.learnt = false;
      counter.current = emptyCount();
      counter.window = window;
    }
    return counter;
  }

  /** Forgets the keys without a call in the current or the previous window (run from a timer, not per request). */
  sweep(now: number): void {
    const window = Math.floor(now / this.windowMs);
    for (const [key, counter] of this.counters) if (counter.window < window - 1) this.counters.delete(key);
  }

  get size(): number {
    return this.counters.size;
  }

  /**
   * The counts to send to the shared store, for both windows the estimate reads: every window with
   * new calls; a previous window once after it became the previous one (or after the key was first
   * seen here), so that the other replicas' calls in it weigh here too; and both windows of a key
   * past half its budget even without new calls (so a key close to its limit learns the other
   * replicas' calls at each sync, which keeps the overshoot small where it matters).
   */
  unsent(now: number): UnsentCount[] {
    const result: UnsentCount[] = [];
    for (const key of this.counters.keys()) {
      const counter = this.counterAt(key, now);
      const windowStart = counter.window * this.windowMs;
      const elapsed = now - windowStart;
      const hot =
        2 * (total(counter.previous) * (this.windowMs - elapsed) + total(counter.current) * this.windowMs) >= this.limit * this.windowMs;
      if (counter.current.unsent > 0 || hot) result.push(this.sendOf(key, windowStart, counter.current));
      if (counter.previous.unsent > 0 || hot || !counter.previous.learnt)
        result.push(this.sendOf(key, windowStart - this.windowMs, counter.previous));
    }
    return result;
  }

  private sendOf(key: string, windowStartMs: number, count: WindowCount): UnsentCount {
    const calls = count.unsent;
    count.unsent = 0;
    count.learnt = true;
    return {
      key,
      windowStartMs,
      calls,
      learn: (shared) => {
        // Everything sent so far by this process is in the total; the rest came from other replicas.
        count.elsewhere = Math.max(0, shared - (count.counted - count.unsent));
      },
      restore: () => {
        count.unsent += calls;
        count.learnt = false;
      },
    };
  }
}
