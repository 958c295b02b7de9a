import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.js';
import { WindowCounters } from './window-counters.js';

const minute = 60_000;
const start = 1_800_000_000_000 - (1_800_000_000_000 % minute);

describe('window counters', () => {
  it('lets `limit` calls through per window, then answers the seconds left in the window', () => {
    const counters = new WindowCounters(3, minute);
    expect([0, 1, 2].map(() => counters.take('k', start + 1_000))).toEqual([0, 0, 0]);
    expect(counters.take('k', start + 1_000)).toBe(59);
    expect(counters.take('k', start + 59_001)).toBe(1);
    // Another key has its own budget; the next window starts again.
    expect(counters.take('other', start + 1_000)).toBe(0);
    expect(counters.take('k', start + minute)).toBe(0);
  });

  it('does not count refused calls, and forgets ended windows when swept', () => {
    const counters = new WindowCounters(1, minute);
    counters.take('k', start);
    for (let i = 0; i < 5; i += 1) expect(counters.take('k', start + 10)).toBeGreaterThan(0);
    expect(counters.unsent(start + 20).map((u) => u.calls)).toEqual([1]);
    counters.sweep(start + minute);
    expect(counters.size).toBe(0);
  });

  it('learns what the other replicas counted, and keeps the calls it could not send', () => {
    const counters = new WindowCounters(10, minute);
    for (let i = 0; i < 4; i += 1) counters.take('k', start);
    const [sent] = counters.unsent(start);
    expect(sent).toMatchObject({ key: 'k', windowStartMs: start, calls: 4 });
    // The shared total holds these 4 and 5 from elsewhere: one call is left.
    sent!.learn(9);
    expect(counters.take('k', start)).toBe(0);
    expect(counters.take('k', start)).toBeGreaterThan(0);
    // A failed send is sent again at the next sync, with what came since.
    const [again] = counters.unsent(start);
    again!.restore();
    expect(counters.unsent(start)[0]!.calls).toBe(1);
  });

  it('asks for the totals of a key past half its budget even without new calls', () => {
    const counters = new WindowCounters(4, minute);
    counters.take('hot', start);
    counters.take('hot', start);
    counters.take('cold', start);
    counters.unsent(start);
    expect(counters.unsent(start).map((u) => [u.key, u.calls])).toEqual([['hot', 0]]);
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
