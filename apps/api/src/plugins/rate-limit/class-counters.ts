import { rateLimitClasses, type RateLimitClass } from '@kurumatabi/contract';
import { WindowCounters } from './window-counters.js';

/** Every budget is per minute (ADR 0017), judged over the sliding last minute (ADR 0047). */
export const WINDOW_MS = 60_000;

/** One class's counters: per signed-in user and per client address. */
export interface ClassCounters {
  perUser: WindowCounters;
  perAddress: WindowCounters;
}

export type CountersByClass = ReadonlyMap<RateLimitClass, ClassCounters>;

/** The counters of every class, each with its budget of calls per minute. */
export function createCountersByClass(perMinute: Record<RateLimitClass, number>): CountersByClass {
  return new Map(
    rateLimitClasses.map((c) => [
      c,
      { perUser: new WindowCounters(perMinute[c], WINDOW_MS), perAddress: new WindowCounters(perMinute[c], WINDOW_MS) },
    ]),
  );
}

/** Forgets the keys with no call in the current or the previous window (the sliding estimate reads both). */
export function sweep(counters: CountersByClass, now: number): void {
  for (const { perUser, perAddress } of counters.values()) {
    perUser.sweep(now);
    perAddress.sweep(now);
  }
}
