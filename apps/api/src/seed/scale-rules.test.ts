import { availabilityRulesInput, pricingRulesInput } from '@kurumatabi/contract/host-rules';
import { describe, expect, it } from 'vitest';
import { seededRandom } from './art/random.js';
import { hasScaleRules, scaleCoupon, scaleRules } from './scale-rules.js';

describe('scaleRules', () => {
  it('gives valid rules with seasons, a notice and long-stay discounts, the same for the same seed', () => {
    const draw = () => Array.from({ length: 200 }, () => scaleRules(seededRandom(7), '2026-12-04', { minLength: 1, maxLength: 30 }));
    const rules = draw();
    expect(draw()).toEqual(rules);
    for (const r of rules) {
      expect(() => availabilityRulesInput.parse({ ...r.availability, minLength: r.minLength, maxLength: r.maxLength })).not.toThrow();
      expect(() => pricingRulesInput.parse(r.pricing)).not.toThrow();
      expect(r.pricing.seasons.map((s) => s.name)).toEqual(['ゴールデンウィーク', 'お盆', '年末年始']);
      expect(r.pricing.monthPercent).toBeGreaterThan(0);
      expect(r.availability).not.toHaveProperty('minLength');
    }
  });

  it('varies buffers, weekdays and Friday–Saturday prices over listings', () => {
    const random = seededRandom(20261204);
    const rules = Array.from({ length: 500 }, () => scaleRules(random, '2026-12-04', { minLength: 1, maxLength: 30 }));
    expect(rules.some((r) => r.availability.bufferDaysBefore === 1)).toBe(true);
    expect(rules.some((r) => r.availability.bufferDaysBefore === 0)).toBe(true);
    expect(rules.some((r) => r.availability.startWeekdays.length < 7)).toBe(true);
    expect(rules.some((r) => r.pricing.fridaySaturday !== null)).toBe(true);
    expect(rules.some((r) => r.pricing.beforeHoliday !== null)).toBe(true);
  });

  it('gives a third of the listings rules', () => {
    expect(Array.from({ length: 300 }, (_, i) => i).filter(hasScaleRules)).toHaveLength(100);
  });
});

describe('scaleCoupon', () => {
  it('is the host’s own coupon with a valid code and a stored discount', () => {
    const coupon = scaleCoupon(seededRandom(1), '2026-12-04', 12, 'host-id');
    expect(coupon).toMatchObject({ code: 'SCALE12', ownerUserId: 'host-id', createdByUserId: 'host-id', expiresOn: '2027-12-04' });
    expect(['Percent', 'Yen']).toContain(coupon.discountKind);
    expect(coupon.discountValue).toBeGreaterThan(0);
  });
});
