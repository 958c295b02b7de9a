import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WindowCounters } from './window-counters.js';

const minute = 60_000;
const start = 1_800_000_000_000 - (1_800_000_000_000 % minute);

/** The calls of one key at these times (in order) that the counters let through. */
function admitted(counters: WindowCounters, times: readonly number[]): number[] {
  return times.filter((at) => counters.take('k', at) === 0);
}

/**
 * ADR 0047's bound of the sliding window counter: any span of `span` ms (at most a window) lets
 * through at most the budget plus the budget's share of the span, ⌊L · s / 60 s⌋ — the bound of a
 * token bucket of L refilled at L a minute. A span within one window holds at most L.
 */
const bound = (limit: number, span: number) => limit + Math.floor((limit * span) / minute);

describe('the sliding window of the budgets (ADR 0047)', () => {
  it('refuses a second budget in the first second of the next minute, after a budget in the last second of one', () => {
    const budget = 60; // the message class's default
    const counters = new WindowCounters(budget, minute);
    const lastSecond = Array.from({ length: budget }, (_, i) => start + 59_000 + i * 16);
    const firstSecond = Array.from({ length: budget }, (_, i) => start + minute + i * 16);
    expect(admitted(counters, lastSecond)).toHaveLength(budget);
    // Fixed windows let all of these through (twice the budget within two seconds).
    expect(admitted(counters, firstSecond)).toHaveLength(0);
  });

  it('gives the budget back gradually as the spent minute slides out', () => {
    const budget = 60;
    const counters = new WindowCounters(budget, minute);
    expect(
      admitted(
        counters,
        Array.from({ length: budget }, () => start + 59_500),
      ),
    ).toHaveLength(budget);
    const burst = (at: number) =>
      admitted(
        counters,
        Array.from({ length: budget }, () => at),
      ).length;
    // A burst at each moment gets what the last minute left: one call a second of the minute gone by.
    expect([start + minute + 10_000, start + minute + 30_000, start + minute + 59_500].map(burst)).toEqual([10, 20, 29]);
  });

  it('never lets more through in any span than the documented bound, whatever the times of the calls', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 0, max: 4 * minute }), { minLength: 1, maxLength: 200 }),
        (limit, offsets) => {
          const times = [...offsets].sort((a, b) => a - b).map((offset) => start + offset);
          const through = admitted(new WindowCounters(limit, minute), times);
          for (const span of [1_000, 2_000, 10_000, 30_000, minute]) {
            let first = 0;
            for (let last = 0; last < through.length; last += 1) {
              while (through[last]! - through[first]! >= span) first += 1;
              if (last - first + 1 > bound(limit, span)) return false;
            }
          }
          return true;
        },
      ),
      { numRuns: 400 },
    );
  });

  it('tells the truth in Retry-After: refused just before it, let through at it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 0, max: 3 * minute }), { minLength: 1, maxLength: 100 }),
        (limit, offsets) => {
          const counters = new WindowCounters(limit, minute);
          for (const at of [...offsets].sort((a, b) => a - b).map((offset) => start + offset)) {
            const wait = counters.take('k', at);
            if (wait === 0) continue;
            // No call in between (refused calls do not count): just before the time it is still refused, at it the call goes.
            if (wait > 1 && counters.take('k', at + (wait - 1) * 1_000) === 0) return false;
            return counters.take('k', at + wait * 1_000) === 0;
          }
          return true;
        },
      ),
      { numRuns: 400 },
    );
  });
});
