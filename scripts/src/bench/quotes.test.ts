import { describe, expect, it } from 'vitest';
import { QUOTE_NIGHTS, stayBody, stayStart } from './quotes.js';

describe('stayBody', () => {
  it('ends a 28-night stay 28 days after its start', () => {
    expect(JSON.parse(stayBody('c', '2026-12-30', QUOTE_NIGHTS))).toEqual({
      carId: 'c',
      startDate: '2026-12-30',
      endDate: '2027-01-27',
      options: [],
    });
  });
  it('refuses a stay without a night', () => {
    expect(() => stayBody('c', '2026-12-30', 0)).toThrow();
  });
});

describe('stayStart', () => {
  it('starts 30 to 359 days ahead', () => {
    for (let i = 0; i < 1000; i++) {
      const start = stayStart('2026-12-05', i);
      expect(start >= '2027-01-04' && start <= '2027-11-29').toBe(true);
    }
  });
});
