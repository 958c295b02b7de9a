import { describe, expect, it } from 'vitest';
import { priceTrip, type PricingRules } from '../host-rules/pricing.js';
import { quoteCarReserve, quoteSpotReserve, startDateProblems } from './quote.js';
import { couponCodeInput } from './request-input.js';

/** The quote with a host's rules (issue 36): the pricing engine's lines in the existing price lines, whatever the process's TZ. */

const rules: PricingRules = {
  basePrice: 12_000,
  overrides: [],
  seasons: [{ name: 'ゴールデンウィーク', ranges: [{ from: '2027-04-29', to: '2027-05-05' }], change: { kind: 'Price', price: 15_000 } }],
  beforeHoliday: null,
  fridaySaturday: null,
  weekPercent: 10,
  monthPercent: 0,
};
const car = { pricePerDay: 12_000, insurancePricePerDay: 1_500, cleaningFee: 3_000, minDays: 1, maxDays: 14, options: [] };

function trip(start: string, end: string, unit: 'Days' | 'Nights' = 'Days') {
  const priced = priceTrip({ rules, unit, start, end, coupon: null, cleaningFee: 0, delivery: null });
  if (!priced.ok) throw new Error('not priced');
  return priced;
}

describe.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles'])('the quote with rules under TZ=%s', (zone) => {
  it('lists each rule’s days, then the long-stay discount, insurance and cleaning; the total is the lines’ sum', () => {
    const saved = process.env.TZ;
    process.env.TZ = zone;
    try {
      const result = quoteCarReserve({
        car,
        startDate: '2027-04-26',
        endDate: '2027-05-03',
        options: [],
        trip: trip('2027-04-26', '2027-05-03'),
      });
      expect(result.ok && result.quote.lines.map((l) => [l.kind, l.name, l.unitPrice, l.days, l.amount])).toEqual([
        ['Base', '基本料金', 12_000, 3, 36_000],
        ['Base', 'ゴールデンウィーク', 15_000, 5, 75_000],
        ['LongStayDiscount', '長期割引（7日以上 10%）', -11_100, 1, -11_100],
        ['Insurance', '補償料（保険）', 1_500, 8, 12_000],
        ['CleaningFee', '清掃料金', 3_000, 1, 3_000],
      ]);
      expect(result.ok && result.quote.total).toBe(36_000 + 75_000 - 11_100 + 12_000 + 3_000);
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('a spot plan with rules', () => {
  const plan = { name: 'オートサイト', price: 12_000, maxPeople: 6 };
  it('names the season after the plan on a PerDay plan’s nights', () => {
    const result = quoteSpotReserve({
      spotKind: 'Land',
      plan: { ...plan, priceUnit: 'PerDay' },
      offeredOptions: [],
      startDate: '2027-04-27',
      endDate: '2027-04-30',
      people: 2,
      options: [],
      trip: trip('2027-04-27', '2027-04-30', 'Nights'),
    });
    expect(result.ok && result.quote.lines.map((l) => [l.name, l.unitPrice, l.days])).toEqual([
      ['オートサイト', 12_000, 2],
      ['オートサイト（ゴールデンウィーク）', 15_000, 1],
    ]);
  });

  it('prices a Oneshot plan once, at its first night’s rule', () => {
    const result = quoteSpotReserve({
      spotKind: 'Land',
      plan: { ...plan, priceUnit: 'Oneshot' },
      offeredOptions: [],
      startDate: '2027-04-29',
      endDate: '2027-05-02',
      people: 2,
      options: [],
      trip: trip('2027-04-29', '2027-04-30', 'Nights'),
    });
    expect(result.ok && result.quote).toMatchObject({ days: 3, total: 15_000 });
  });
});

describe('the coupon code a guest types', () => {
  it('is made half-width and upper case before the code rule', () => {
    expect(couponCodeInput.parse(' ｓｐｒｉｎｇ２７ ')).toBe('SPRING27');
    expect(couponCodeInput.safeParse('ab-').error?.issues[0]?.message).toBe(
      'クーポンコードは英大文字と数字の4〜20文字で入力してください。',
    );
  });
});

describe('the start day', () => {
  it('keeps to the host’s horizon, with 365 days by default', () => {
    expect(startDateProblems('2027-01-31', '2027-01-01', 30)).toEqual([]);
    expect(startDateProblems('2027-02-01', '2027-01-01', 30)).toEqual([{ path: 'startDate', message: '予約は30日先までです。' }]);
    expect(startDateProblems('2027-01-31', '2027-01-01')).toEqual([]);
  });
});
