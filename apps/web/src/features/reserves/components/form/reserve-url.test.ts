import { describe, expect, it } from 'vitest';
import { reserveUrlValues } from './reserve-url';

describe('reserveUrlValues', () => {
  it('keeps a complete range, removes a cleared one, leaves the address alone for a start only', () => {
    expect(reserveUrlValues({ from: '2026-12-10', to: '2026-12-12' })).toEqual({ from: '2026-12-10', to: '2026-12-12' });
    expect(reserveUrlValues(null)).toEqual({ from: null, to: null });
    expect(reserveUrlValues({ from: '2026-12-10', to: null })).toEqual({});
  });
  it("keeps a spot's plan and group size", () => {
    expect(reserveUrlValues({ from: '2026-12-10', to: '2026-12-11' }, { planId: 'p1', people: 3 })).toEqual({
      plan: 'p1',
      people: '3',
      from: '2026-12-10',
      to: '2026-12-11',
    });
    expect(reserveUrlValues(null, { planId: null, people: 1 })).toEqual({ plan: null, people: '1', from: null, to: null });
  });
});
