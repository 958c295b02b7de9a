import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConsumptionTaxRate, consumptionTaxIncluded, summarizeConsumptionTax } from './consumption-tax.js';

describe('consumptionTaxIncluded', () => {
  it.each([
    [12_800, 10, 1_163],
    [11_000, 10, 1_000],
    [110, 10, 10],
    [109, 10, 9],
    [1, 10, 0],
    [0, 10, 0],
    [1_080, 8, 80],
    [1_079, 8, 79],
    [-12_800, 10, -1_163],
    [-1, 10, 0],
  ] as const)('%i yen at %i %% contains %i yen of tax', (amount, rate, tax) => {
    expect(consumptionTaxIncluded(amount, rate)).toBe(tax);
  });

  it('refuses fractions of a yen', () => {
    expect(() => consumptionTaxIncluded(100.5, 10)).toThrow(RangeError);
  });
});

describe('summarizeConsumptionTax', () => {
  it('rounds once per rate, not per line', () => {
    // Per line: 3 × floor(105 × 10/110) = 3 × 9 = 27; once on the total: floor(315 × 10/110) = 28.
    const summary = summarizeConsumptionTax([105, 105, 105].map((amount) => ({ amount, taxRate: 10 as const })));
    expect(summary.byRate).toEqual([{ taxRate: 10, totalInclTax: 315, tax: 28, totalExclTax: 287 }]);
  });

  it('groups by rate, the standard rate first', () => {
    const summary = summarizeConsumptionTax([
      { amount: 540, taxRate: 8 },
      { amount: 12_800, taxRate: 10 },
      { amount: 540, taxRate: 8 },
      { amount: 2_200, taxRate: 10 },
    ]);
    expect(summary.byRate).toEqual([
      { taxRate: 10, totalInclTax: 15_000, tax: 1_363, totalExclTax: 13_637 },
      { taxRate: 8, totalInclTax: 1_080, tax: 80, totalExclTax: 1_000 },
    ]);
    expect(summary).toMatchObject({ totalInclTax: 16_080, tax: 1_443, totalExclTax: 14_637 });
  });

  it('is empty for no lines', () => {
    expect(summarizeConsumptionTax([])).toEqual({ byRate: [], totalInclTax: 0, tax: 0, totalExclTax: 0 });
  });

  it('refuses a rate that is not in force', () => {
    expect(() => summarizeConsumptionTax([{ amount: 100, taxRate: 5 as ConsumptionTaxRate }])).toThrow(RangeError);
  });

  const line = fc.record({
    amount: fc.integer({ min: -50_000, max: 2_000_000 }),
    taxRate: fc.constantFrom(...ConsumptionTaxRate.values),
  });

  it('its parts add up, per rate and in total (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const s = summarizeConsumptionTax(lines);
        expect(s.totalInclTax).toBe(lines.reduce((acc, l) => acc + l.amount, 0));
        expect(s.tax + s.totalExclTax).toBe(s.totalInclTax);
        for (const r of s.byRate) {
          expect(r.tax + r.totalExclTax).toBe(r.totalInclTax);
          const ofRate = lines.filter((l) => l.taxRate === r.taxRate);
          expect(r.totalInclTax).toBe(ofRate.reduce((acc, l) => acc + l.amount, 0));
          expect(Number.isInteger(r.tax)).toBe(true);
        }
        expect(new Set(s.byRate.map((r) => r.taxRate)).size).toBe(s.byRate.length);
      }),
      { numRuns: 500 },
    );
  });

  it('the tax is the largest whole yen not above the exact share, and the net price carries it back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(...ConsumptionTaxRate.values), (total, rate) => {
        const tax = consumptionTaxIncluded(total, rate);
        // tax ≤ total × r/(100+r) < tax + 1, checked in integers.
        expect(tax * (100 + rate)).toBeLessThanOrEqual(total * rate);
        expect((tax + 1) * (100 + rate)).toBeGreaterThan(total * rate);
        // The net price times (1 + r) comes back to at least the total: rounding down never overstates the tax.
        expect((total - tax) * (100 + rate)).toBeGreaterThanOrEqual(total * 100);
      }),
      { numRuns: 1_000 },
    );
  });
});
