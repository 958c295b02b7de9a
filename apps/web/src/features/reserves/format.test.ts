import type { PriceLine } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { bookingKind, lineBasis, periodLabel, reserveNumber } from './format';

const line = (patch: Partial<PriceLine>): PriceLine => ({
  kind: 'Base',
  name: '基本料金',
  unitPrice: 12800,
  priceUnit: 'PerDay',
  quantity: 1,
  days: 3,
  amount: 38400,
  ...patch,
});

describe('lineBasis', () => {
  it('shows how each unit was counted', () => {
    expect(lineBasis(line({}))).toBe('¥12,800 × 3日');
    expect(lineBasis(line({ kind: 'Option', unitPrice: 1000, priceUnit: 'PerDay', quantity: 2 }))).toBe('¥1,000 × 2 × 3日');
    expect(lineBasis(line({ kind: 'Option', unitPrice: 500, priceUnit: 'PerUnit', quantity: 4, days: 1 }))).toBe('¥500 × 4個');
    expect(lineBasis(line({ kind: 'CleaningFee', unitPrice: 3000, priceUnit: 'Oneshot', days: 1 }))).toBe('¥3,000（1回あたり）');
    expect(lineBasis(line({ kind: 'Plan', unitPrice: 4500, days: 2 }), '泊')).toBe('¥4,500 × 2泊');
  });
});

describe('periodLabel', () => {
  it('words car days, stay nights and a single day in Japanese, across a year end', () => {
    expect(periodLabel({ targetKind: 'CarShare', startDate: '2026-12-30', endDate: '2027-01-01', days: 3 })).toBe(
      '2026年12月30日(水) 〜 2027年1月1日(金)（3日間）',
    );
    expect(periodLabel({ targetKind: 'Spot', startDate: '2026-11-22', endDate: '2026-11-24', days: 2 })).toBe(
      '2026年11月22日(日) 〜 2026年11月24日(火)（2泊3日）',
    );
    expect(periodLabel({ targetKind: 'RentalCar', startDate: '2026-11-23', endDate: '2026-11-23', days: 1 })).toBe(
      '2026年11月23日(月)（1日）',
    );
  });

  it('tells an activity (one day) from a stay', () => {
    expect(bookingKind({ targetKind: 'Spot', startDate: '2026-11-23', endDate: '2026-11-23' })).toBe('activity');
    expect(bookingKind({ targetKind: 'Spot', startDate: '2026-11-23', endDate: '2026-11-24' })).toBe('stay');
    expect(bookingKind({ targetKind: 'CarShare', startDate: '2026-11-23', endDate: '2026-11-23' })).toBe('car');
  });
});

describe('reserveNumber', () => {
  it('is the first block of the id in capitals', () => {
    expect(reserveNumber('0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e')).toBe('0B5E6A3C');
  });
});
