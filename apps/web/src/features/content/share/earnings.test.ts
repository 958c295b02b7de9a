import { describe, expect, it } from 'vitest';
import { CAR_EXAMPLE, carEarnings, spotEarnings } from './earnings';

describe('the share page worked examples', () => {
  it('takes the 20% sales fee from a camper van rental without its insurance', () => {
    const car = carEarnings();
    // 3 days × 16,000 + 3 × 2,200 insurance + 5,500 cleaning.
    expect(car.total).toBe(48_000 + 6_600 + 5_500);
    expect(car.feeBase).toBe(53_500);
    expect(car.fee).toBe(10_700);
    expect(car.payout).toBe(42_800);
    expect(car.monthly).toBe(85_600);
    expect(car.lines.map((line) => line.kind)).toEqual(['Base', 'Insurance', 'CleaningFee']);
  });

  it('rounds the fee down to the yen', () => {
    const odd = carEarnings({ ...CAR_EXAMPLE, car: { ...CAR_EXAMPLE.car, pricePerDay: 10_001, insurancePricePerDay: 0, cleaningFee: 0 } });
    expect(odd.feeBase).toBe(30_003);
    expect(odd.fee).toBe(6_000);
    expect(odd.payout).toBe(24_003);
  });

  it('counts a night at an RV park and a month of them', () => {
    const spot = spotEarnings();
    expect(spot.total).toBe(3_000);
    expect(spot.fee).toBe(600);
    expect(spot.payout).toBe(2_400);
    expect(spot.monthly).toBe(48_000);
  });
});
