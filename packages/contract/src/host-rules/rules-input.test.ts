import { describe, expect, it } from 'vitest';
import { availabilityRulesInput, couponInput, pricingRulesInput } from './rules-input.js';

const availability = {
  advanceNotice: { days: 1, cutoffHour: 18 },
  bufferDaysBefore: 0,
  bufferDaysAfter: 1,
  horizonDays: 180,
  startWeekdays: [0, 1, 2, 3, 4, 5, 6],
  minLength: 1,
  maxLength: 14,
  overrides: [{ from: '2027-04-29', to: '2027-05-05', minLength: 3, maxLength: 14 }],
};
const pricing = {
  overrides: [],
  seasons: [
    { name: 'ゴールデンウィーク 2027', ranges: [{ from: '2027-04-29', to: '2027-05-05' }], change: { kind: 'Percent', percent: 40 } },
  ],
  beforeHoliday: null,
  fridaySaturday: { kind: 'Price', price: 14_000 },
  weekPercent: 10,
  monthPercent: 20,
};
const coupon = {
  code: 'WINTER10',
  discount: { kind: 'Percent', percent: 10 },
  minLength: 2,
  stay: null,
  expiresOn: '2027-03-31',
  totalCap: 100,
  perGuestCap: 1,
  combinesWithLongStay: false,
};

/** The first issue's path and message, as the error envelope's details would carry them. */
function refusal(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error!.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}

describe('a host’s rules, checked whole', () => {
  it('reads pricing without delivery bands as none (rules stored before the bands existed)', () => {
    expect(pricingRulesInput.parse(pricing).deliveryBands).toEqual([]);
  });

  it('takes good rules', () => {
    expect(refusal(availabilityRulesInput, availability)).toBeNull();
    expect(refusal(pricingRulesInput, pricing)).toBeNull();
    expect(refusal(couponInput, coupon)).toBeNull();
  });

  it.each([
    ['a minimum above the maximum', { ...availability, minLength: 15 }, 'maxLength', '最長期間は最短期間以上にしてください。'],
    [
      'a buffer longer than the horizon',
      { ...availability, horizonDays: 10, bufferDaysBefore: 7, bufferDaysAfter: 7 },
      'bufferDaysAfter',
      '準備日は予約受付期間より短くしてください。',
    ],
    ['a horizon past two years', { ...availability, horizonDays: 731 }, 'horizonDays', '予約受付期間は730以下で入力してください。'],
    ['no start weekday', { ...availability, startWeekdays: [] }, 'startWeekdays', '利用開始できる曜日を1つ以上選んでください。'],
    [
      'dated rules that overlap',
      { ...availability, overrides: [availability.overrides[0], { from: '2027-05-05', to: '2027-05-06', minLength: 2, maxLength: 3 }] },
      'overrides',
      '期間ごとのルールの期間が重なっています。',
    ],
  ])('refuses availability with %s', (_, value, path, message) => {
    expect(refusal(availabilityRulesInput, value)).toEqual({ path, message });
  });

  it.each([
    [
      'a season ending before it starts',
      { ...pricing, seasons: [{ ...pricing.seasons[0], ranges: [{ from: '2027-05-05', to: '2027-04-29' }] }] },
      'seasons.0.ranges.0.to',
      '終了日は開始日以降の日付を指定してください。',
    ],
    [
      'overlapping seasons',
      {
        ...pricing,
        seasons: [
          ...pricing.seasons,
          { name: '春休み', ranges: [{ from: '2027-03-20', to: '2027-04-30' }], change: { kind: 'Price', price: 12_000 } },
        ],
      },
      'seasons',
      'シーズンの期間が重なっています。',
    ],
    ['a discount above 100 %', { ...pricing, weekPercent: 101 }, 'weekPercent', '7日（泊）以上の割引率は100以下で入力してください。'],
    [
      'a season without a name',
      { ...pricing, seasons: [{ ...pricing.seasons[0], name: '  ' }] },
      'seasons.0.name',
      'シーズン名を入力してください。',
    ],
    [
      'a control character in a season name',
      { ...pricing, seasons: [{ ...pricing.seasons[0], name: 'GW\u0000' }] },
      'seasons.0.name',
      'シーズン名に使用できない文字が含まれています。',
    ],
    [
      'delivery bands of the same distance',
      {
        ...pricing,
        deliveryBands: [
          { upToKm: 10, fee: 2_000 },
          { upToKm: 10, fee: 3_000 },
        ],
      },
      'deliveryBands.1.upToKm',
      '同じ距離の区分が重複しています。',
    ],
    [
      'a delivery band past 500 km',
      { ...pricing, deliveryBands: [{ upToKm: 501, fee: 2_000 }] },
      'deliveryBands.0.upToKm',
      '配車の距離は500以下で入力してください。',
    ],
  ])('refuses pricing with %s', (_, value, path, message) => {
    expect(refusal(pricingRulesInput, value)).toEqual({ path, message });
  });

  it.each([
    [
      'a percentage above 100',
      { ...coupon, discount: { kind: 'Percent', percent: 120 } },
      'discount.percent',
      '割引率は100以下で入力してください。',
    ],
    ['a code in lower case', { ...coupon, code: 'winter' }, 'code', 'クーポンコードは英大文字と数字の4〜20文字で入力してください。'],
    [
      'an unknown discount kind',
      { ...coupon, discount: { kind: 'Free' } },
      'discount.kind',
      '割引は「割引率」か「割引額」を選んでください。',
    ],
  ])('refuses a coupon with %s', (_, value, path, message) => {
    expect(refusal(couponInput, value)).toEqual({ path, message });
  });
});
