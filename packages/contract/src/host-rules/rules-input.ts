import { z } from 'zod';
import { singleLineText } from '../common.js';
import { calendarDate } from '../listings/dto.js';

/**
 * What a host sends to set a listing's rules (issue 36), checked whole before anything is stored:
 * a refused part leaves every existing rule as it was. Messages are the ones the owner's form shows.
 */

export const MAX_HORIZON_DAYS = 730;
export const MAX_BUFFER_DAYS = 14;
export const MAX_SEASONS = 30;
export const MAX_DATED_RULES = 30;
/** Delivery of a car by distance: at most this many bands, each up to this many km from the car's place. */
export const MAX_DELIVERY_BANDS = 10;
export const MAX_DELIVERY_KM = 500;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}を数字で入力してください。` })
    .int(`${label}は整数で入力してください。`)
    .min(min, `${label}は${min}以上で入力してください。`)
    .max(max, `${label}は${max}以下で入力してください。`);

const yen = (label: string) => wholeNumber(label, 0, 1_000_000);

const dateRange = z
  .strictObject({ from: calendarDate, to: calendarDate })
  .refine((r) => r.from <= r.to, { message: '終了日は開始日以降の日付を指定してください。', path: ['to'] });

const priceChange = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('Price'), price: yen('料金') }),
    z.strictObject({ kind: z.literal('Percent'), percent: wholeNumber('増減率', -90, 300) }),
  ],
  { error: '料金の決め方は「金額」か「増減率」を選んでください。' },
);

const overlapping = <T extends { from: string; to: string }>(ranges: readonly T[]) => {
  const sorted = [...ranges].sort((a, b) => (a.from < b.from ? -1 : 1));
  return sorted.some((r, i) => i > 0 && r.from <= sorted[i - 1]!.to);
};

export const availabilityRulesInput = z
  .strictObject({
    advanceNotice: z.strictObject({ days: wholeNumber('受付締切の日数', 0, 60), cutoffHour: wholeNumber('受付締切の時刻', 0, 24) }),
    bufferDaysBefore: wholeNumber('前の準備日', 0, MAX_BUFFER_DAYS),
    bufferDaysAfter: wholeNumber('後の準備日', 0, MAX_BUFFER_DAYS),
    horizonDays: wholeNumber('予約受付期間', 1, MAX_HORIZON_DAYS),
    startWeekdays: z
      .array(wholeNumber('曜日', 0, 6))
      .min(1, '利用開始できる曜日を1つ以上選んでください。')
      .max(7)
      .refine((d) => new Set(d).size === d.length, '同じ曜日が重複しています。'),
    minLength: wholeNumber('最短期間', 1, 365),
    maxLength: wholeNumber('最長期間', 1, 365),
    overrides: z
      .array(
        z.strictObject({
          from: calendarDate,
          to: calendarDate,
          minLength: wholeNumber('最短期間', 1, 365),
          maxLength: wholeNumber('最長期間', 1, 365),
        }),
      )
      .max(MAX_DATED_RULES, `期間ごとのルールは${MAX_DATED_RULES}件までです。`),
  })
  .superRefine((rules, ctx) => {
    if (rules.minLength > rules.maxLength)
      ctx.addIssue({ code: 'custom', path: ['maxLength'], message: '最長期間は最短期間以上にしてください。' });
    if (rules.bufferDaysBefore + rules.bufferDaysAfter >= rules.horizonDays)
      ctx.addIssue({ code: 'custom', path: ['bufferDaysAfter'], message: '準備日は予約受付期間より短くしてください。' });
    if (rules.advanceNotice.days >= rules.horizonDays)
      ctx.addIssue({ code: 'custom', path: ['advanceNotice', 'days'], message: '受付締切は予約受付期間より短くしてください。' });
    rules.overrides.forEach((o, i) => {
      if (o.to < o.from)
        ctx.addIssue({ code: 'custom', path: ['overrides', i, 'to'], message: '終了日は開始日以降の日付を指定してください。' });
      if (o.minLength > o.maxLength)
        ctx.addIssue({ code: 'custom', path: ['overrides', i, 'maxLength'], message: '最長期間は最短期間以上にしてください。' });
    });
    if (overlapping(rules.overrides))
      ctx.addIssue({ code: 'custom', path: ['overrides'], message: '期間ごとのルールの期間が重なっています。' });
  });
export type AvailabilityRulesInput = z.infer<typeof availabilityRulesInput>;

export const pricingRulesInput = z
  .strictObject({
    overrides: z
      .array(z.strictObject({ from: calendarDate, to: calendarDate, price: yen('特定日の料金') }))
      .max(MAX_DATED_RULES, `特定日の料金は${MAX_DATED_RULES}件までです。`),
    seasons: z
      .array(
        z.strictObject({
          name: singleLineText('シーズン名').min(1, 'シーズン名を入力してください。').max(40, 'シーズン名は40文字以内で入力してください。'),
          ranges: z.array(dateRange).min(1, 'シーズンの期間を入力してください。').max(10),
          change: priceChange,
        }),
      )
      .max(MAX_SEASONS, `シーズンは${MAX_SEASONS}件までです。`),
    beforeHoliday: priceChange.nullable(),
    fridaySaturday: priceChange.nullable(),
    weekPercent: wholeNumber('7日（泊）以上の割引率', 0, 100),
    monthPercent: wholeNumber('28日（泊）以上の割引率', 0, 100),
    /**
     * A car's delivery fee by distance (each way: お届け and お迎え are charged apart): a trip's distance takes the
     * first band whose `upToKm` reaches it, and a distance past the last band is refused. Empty: no delivery.
     * Rules stored before the bands existed read as none.
     */
    deliveryBands: z
      .array(z.strictObject({ upToKm: wholeNumber('配車の距離', 1, MAX_DELIVERY_KM), fee: yen('配車料金') }))
      .max(MAX_DELIVERY_BANDS, `配車料金の区分は${MAX_DELIVERY_BANDS}件までです。`)
      .default([]),
  })
  .superRefine((rules, ctx) => {
    const distances = rules.deliveryBands.map((b) => b.upToKm);
    distances.forEach((km, i) => {
      if (distances.indexOf(km) !== i)
        ctx.addIssue({ code: 'custom', path: ['deliveryBands', i, 'upToKm'], message: '同じ距離の区分が重複しています。' });
    });
    rules.overrides.forEach((o, i) => {
      if (o.to < o.from)
        ctx.addIssue({ code: 'custom', path: ['overrides', i, 'to'], message: '終了日は開始日以降の日付を指定してください。' });
    });
    if (overlapping(rules.overrides))
      ctx.addIssue({ code: 'custom', path: ['overrides'], message: '特定日の料金の期間が重なっています。' });
    if (overlapping(rules.seasons.flatMap((s) => s.ranges)))
      ctx.addIssue({ code: 'custom', path: ['seasons'], message: 'シーズンの期間が重なっています。' });
  });
export type PricingRulesInput = z.infer<typeof pricingRulesInput>;

export const couponInput = z.strictObject({
  code: singleLineText('クーポンコード').regex(/^[A-Z0-9]{4,20}$/, 'クーポンコードは英大文字と数字の4〜20文字で入力してください。'),
  discount: z.discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('Percent'), percent: wholeNumber('割引率', 1, 100) }),
      z.strictObject({ kind: z.literal('Yen'), yen: wholeNumber('割引額', 1, 1_000_000) }),
    ],
    { error: '割引は「割引率」か「割引額」を選んでください。' },
  ),
  minLength: wholeNumber('最低利用日数', 1, 365),
  stay: dateRange.nullable(),
  expiresOn: calendarDate,
  totalCap: wholeNumber('利用回数の上限', 1, 100_000).nullable(),
  perGuestCap: wholeNumber('お一人の利用回数の上限', 1, 100).nullable(),
  combinesWithLongStay: z.boolean({ error: '長期割引との併用を選んでください。' }),
});
export type CouponInput = z.infer<typeof couponInput>;
