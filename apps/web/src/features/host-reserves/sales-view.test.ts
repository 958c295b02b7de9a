import { describe, expect, it } from 'vitest';
import { niceCeiling } from './components/sales/sales-chart';
import { barsOf, salesYears, yearFrom } from './sales-view';

describe('the sales page’s figures', () => {
  it('offers the years from the one the host joined (Japan time) to this one, newest first', () => {
    expect(salesYears('2024-03-01T00:00:00+09:00', '2026-11-23')).toEqual([2026, 2025, 2024]);
    // 2023-12-31 16:00 UTC is already 2024 in Japan.
    expect(salesYears('2023-12-31T16:00:00Z', '2026-01-05')).toEqual([2026, 2025, 2024]);
    expect(salesYears(undefined, '2026-11-23')).toEqual([2026]);
    // A clock behind the server's never offers no year at all.
    expect(salesYears('2027-01-01T00:00:00+09:00', '2026-12-31')).toEqual([2026]);
  });

  it('takes ?year= only when it is offered', () => {
    expect(yearFrom('2025', [2026, 2025])).toBe(2025);
    expect(yearFrom('1999', [2026, 2025])).toBe(2026);
    expect(yearFrom(null, [2026, 2025])).toBe(2026);
  });

  it('draws the host’s share of each month', () => {
    const month = (m: string, net: number, count: number) => ({ month: m, count, gross: net * 2, fee: net, net });
    expect(barsOf([month('2026-01', 0, 0), month('2026-02', 11_520, 1)])).toEqual([
      { month: 1, amount: 0, count: 0 },
      { month: 2, amount: 11_520, count: 1 },
    ]);
  });

  it('rounds the scale up to 1, 2 or 5 × 10ⁿ', () => {
    expect(niceCeiling(0)).toBe(0);
    expect(niceCeiling(11_520)).toBe(20_000);
    expect(niceCeiling(50_000)).toBe(50_000);
    expect(niceCeiling(50_001)).toBe(100_000);
    expect(niceCeiling(7)).toBe(10);
  });
});
