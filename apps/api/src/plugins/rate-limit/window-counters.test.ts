import { describe, expect, it } from 'vitest';
import { addressKey } from '../../lib/address-key.js';
import { WindowCounters } from './window-counters.js';

const minute = 60_000;
const start = 1_800_000_000_000 - (1_800_000_000_000 % minute);

describe('window counters', () => {
  it('lets `limit` calls through, then answers the seconds after which a call would go through', () => {
    const counters = new WindowCounters(3, minute);
    expect([0, 1, 2].map(() => counters.take('k', start + 1_000))).toEqual([0, 0, 0]);
    // Nothing is let through before the three calls weigh less than two: 20 s into the next minute.
    expect(counters.take('k', start + 1_000)).toBe(79);
    expect(counters.take('k', start + 59_001)).toBe(21);
    // Another key has its own budget.
    expect(counters.take('other', start + 1_000)).toBe(0);
    expect(counters.take('k', start + minute)).toBe(20);
    expect(counters.take('k', start + minute + 19_999)).toBe(1);
    expect(counters.take('k', start + minute + 20_000)).toBe(0);
  });

  it('does not count refused calls, and forgets keys idle for two windows when swept', () => {
    const counters = new WindowCounters(1, minute);
    counters.take('k', start);
    for (let i = 0; i < 5; i += 1) expect(counters.take('k', start + 10)).toBeGreaterThan(0);
    expect(counters.unsent(start + 20).map((u) => [u.windowStartMs, u.calls])).toEqual([
      [start, 1],
      [start - minute, 0],
    ]);
    // The previous minute still weighs on the next one: the key is kept …
    counters.sweep(start + minute);
    expect(counters.size).toBe(1);
    // … until neither window the estimate reads has a call.
    counters.sweep(start + 2 * minute);
    expect(counters.size).toBe(0);
  });

  it('learns what the other replicas counted, and keeps the calls it could not send', () => {
    const counters = new WindowCounters(10, minute);
    for (let i = 0; i < 4; i += 1) counters.take('k', start);
    const [sent, previous] = counters.unsent(start);
    expect(sent).toMatchObject({ key: 'k', windowStartMs: start, calls: 4 });
    // The first sync also asks for the previous minute's total (0 calls: a read), once.
    expect(previous).toMatchObject({ key: 'k', windowStartMs: start - minute, calls: 0 });
    // The shared total holds these 4 and 5 from elsewhere: one call is left.
    sent!.learn(9);
    expect(counters.take('k', start)).toBe(0);
    expect(counters.take('k', start)).toBeGreaterThan(0);
    // A failed send is sent again at the next sync, with what came since.
    const [again] = counters.unsent(start);
    again!.restore();
    expect(counters.unsent(start)[0]!.calls).toBe(1);
  });

  it('weighs the other replicas’ calls of the previous minute too', () => {
    const counters = new WindowCounters(10, minute);
    counters.take('k', start + minute + 1_000);
    const previous = counters.unsent(start + minute + 1_000).find((u) => u.windowStartMs === start);
    // Nine calls of other replicas in the last seconds of the previous minute: they still weigh 9 × 59/60.
    previous!.learn(9);
    expect(counters.take('k', start + minute + 1_000)).toBeGreaterThan(0);
    expect(counters.take('k', start + minute + 7_000)).toBe(0);
  });

  it('asks for the totals of a key past half its budget even without new calls', () => {
    const counters = new WindowCounters(4, minute);
    counters.take('hot', start);
    counters.take('hot', start);
    counters.take('cold', start);
    counters.unsent(start);
    expect(counters.unsent(start).map((u) => [u.key, u.windowStartMs, u.calls])).toEqual([
      ['hot', start, 0],
      ['hot', start - minute, 0],
    ]);
    // In the next minute a key is asked about once for the minute that has just ended, then only while hot.
    counters.take('cold', start + minute + 50_000);
    expect(counters.unsent(start + minute + 50_000).map((u) => [u.key, u.windowStartMs, u.calls])).toEqual([
      ['hot', start, 0],
      ['cold', start + minute, 1],
      ['cold', start, 0],
    ]);
    expect(counters.unsent(start + minute + 50_000)).toEqual([]);
  });
});

describe('the address a budget is counted against', () => {
  it('keeps IPv4, and counts IPv6 per /64 (one subscriber)', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:0db8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
