import { describe, expect, it } from 'vitest';
import { parseReserveParams, reservePageHref, reserveQuery } from './reserve-params';

const today = '2026-11-23';
const parse = (query: string) => parseReserveParams(new URLSearchParams(query), today);
const planId = '0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e';

describe('parseReserveParams', () => {
  it('reads the dates, the plan and the people', () => {
    expect(parse(`from=2026-12-30&to=2027-01-02&plan=${planId}&people=3`)).toEqual({
      from: '2026-12-30',
      to: '2027-01-02',
      planId,
      people: 3,
    });
  });

  it('keeps a one-day range starting today (a same-day booking)', () => {
    expect(parse('from=2026-11-23&to=2026-11-23')).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('drops both dates when either cannot be right', () => {
    for (const query of [
      'from=2026-11-22&to=2026-11-25', // in the past
      'from=2026-12-05&to=2026-12-01', // the end before the start
      'from=2026-02-30&to=2026-03-02', // no such day
      'from=2026-12-01', // the end missing
      'from=12/1&to=12/3',
    ]) {
      expect(parse(query)).toMatchObject({ from: null, to: null });
    }
  });

  it('drops a plan that is not an id and people out of 1–99', () => {
    expect(parse('plan=abc&people=0')).toEqual({ from: null, to: null, planId: null, people: null });
    expect(parse('people=100').people).toBeNull();
    expect(parse('people=2.5').people).toBeNull();
    expect(parse('people=99').people).toBe(99);
  });
});

describe('reserveQuery and reservePageHref', () => {
  it('write only what is set, the dates only as a pair', () => {
    expect(reserveQuery({})).toBe('');
    expect(reserveQuery({ from: '2026-12-01', to: null })).toBe('');
    expect(reservePageHref('car', 'c1', { from: '2026-12-01', to: '2026-12-03' })).toBe('/car/c1/reserve?from=2026-12-01&to=2026-12-03');
    expect(reservePageHref('spot', 's1', { planId, people: 2 })).toBe(`/spot/s1/reserve?plan=${planId}&people=2`);
  });

  it('round-trips through the parser', () => {
    const values = { from: '2026-12-31', to: '2027-01-01', planId, people: 4 };
    expect(parse(reserveQuery(values).slice(1))).toEqual(values);
  });
});
