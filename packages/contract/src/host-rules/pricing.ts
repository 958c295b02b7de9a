import { holidayName } from '../calendar/japanese-holidays.js';
import { addDays } from '../reserves/japan-date.js';
import { type TripUnit, tripLength } from './availability.js';

/**
 * A trip's price under its host's rules (issue 36, item 2), in integer yen, tax included: one pure
 * function that the quote, the search (for searched dates) and a change of dates all call. The order,
 * fixed (ADR 0055):
 *   1. each day (each night) takes the first that matches of a dated override, a season, a day class
 *      (休前日, then Friday–Saturday) and the base price;
 *   2. the best long-stay tier (7+ or 28+) comes off the days' sum;
 *   3. at most one coupon comes off what is left — with the tier if the coupon says it combines,
 *      otherwise instead of it when it is worth more to the guest;
 *   4. cleaning and delivery fees (by distance band, each way) are added, never discounted.
 * A percentage is rounded to the yen (days) or down to the yen (discounts: never more than stated).
 */

export type PriceChange = { kind: 'Price'; price: number } | { kind: 'Percent'; percent: number };

export interface DateRange {
  from: string;
  to: string;
}

export interface Season {
  name: string;
  ranges: readonly DateRange[];
  change: PriceChange;
}

export interface PricingRules {
  basePrice: number;
  overrides: readonly (DateRange & { price: number })[];
  seasons: readonly Season[];
  /** 休前日: a day whose next day is a national holiday. */
  beforeHoliday: PriceChange | null;
  fridaySaturday: PriceChange | null;
  /** Percent off for trips of 7+ and of 28+ days or nights (0: none). */
  weekPercent: number;
  monthPercent: number;
}

export interface Coupon {
  code: string;
  discount: { kind: 'Percent'; percent: number } | { kind: 'Yen'; yen: number };
  /** Null: any listing of the marketplace; otherwise the host's listings it is good for. */
  listingIds: readonly string[] | null;
  minLength: number;
  stay: DateRange | null;
  /** The instant it ends (ISO 8601). */
  expiresAt: string;
  totalCap: number | null;
  perGuestCap: number | null;
  combinesWithLongStay: boolean;
}

export interface CouponUse {
  coupon: Coupon;
  listingId: string;
  now: Date;
  /** How often it was redeemed, by anyone and by this guest. */
  usedTotal: number;
  usedByGuest: number;
}

export interface DeliveryBand {
  upToKm: number;
  fee: number;
}

export type DayRuleKind = 'Override' | 'Season' | 'BeforeHoliday' | 'FridaySaturday' | 'Base';

export interface DayPrice {
  date: string;
  price: number;
  rule: DayRuleKind;
  /** What the guest reads on the price line: the season's name, 休前日料金… */
  ruleName: string;
}

export type TripLineKind = 'Days' | 'LongStayDiscount' | 'Coupon' | 'CleaningFee' | 'Delivery';

export interface TripLine {
  kind: TripLineKind;
  name: string;
  unitPrice: number;
  count: number;
  amount: number;
}

export type TripPrice =
  | { ok: true; days: DayPrice[]; lines: TripLine[]; total: number; notes: string[] }
  | { ok: false; problems: { path: string; message: string }[] };

const RULE_NAMES: Record<Exclude<DayRuleKind, 'Season'>, string> = {
  Override: '特定日料金',
  BeforeHoliday: '休前日料金',
  FridaySaturday: '金・土曜日料金',
  Base: '基本料金',
};

function changed(base: number, change: PriceChange): number {
  return change.kind === 'Price' ? change.price : Math.max(0, Math.round((base * (100 + change.percent)) / 100));
}

const inRange = (day: string, range: DateRange) => day >= range.from && day <= range.to;

/** One day's price and the rule that set it. */
export function dayPrice(rules: PricingRules, date: string): DayPrice {
  const override = rules.overrides.find((o) => inRange(date, o));
  if (override) return { date, price: override.price, rule: 'Override', ruleName: RULE_NAMES.Override };
  const season = rules.seasons.find((s) => s.ranges.some((r) => inRange(date, r)));
  if (season) return { date, price: changed(rules.basePrice, season.change), rule: 'Season', ruleName: season.name };
  if (rules.beforeHoliday && holidayName(addDays(date, 1)) !== null)
    return { date, price: changed(rules.basePrice, rules.beforeHoliday), rule: 'BeforeHoliday', ruleName: RULE_NAMES.BeforeHoliday };
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (rules.fridaySaturday && (weekday === 5 || weekday === 6))
    return { date, price: changed(rules.basePrice, rules.fridaySaturday), rule: 'FridaySaturday', ruleName: RULE_NAMES.FridaySaturday };
  return { date, price: rules.basePrice, rule: 'Base', ruleName: RULE_NAMES.Base };
}

/** The days (nights) a trip is priced for: a car's days with both ends, a stay's nights. */
export function pricedDays(unit: TripUnit, start: string, end: string): string[] {
  const days: string[] = [];
  const length = tripLength(unit, start, end);
  for (let i = 0; i < length; i++) days.push(addDays(start, i));
  return days;
}

/** Why a coupon cannot be used for this trip, in Japanese (null when it can). */
export function couponProblem(use: CouponUse, start: string, length: number, unit: TripUnit): string | null {
  const { coupon } = use;
  if (use.now.getTime() >= Date.parse(coupon.expiresAt)) return 'このクーポンは有効期限が切れています。';
  if (coupon.listingIds !== null && !coupon.listingIds.includes(use.listingId)) return 'このクーポンはこの掲載では使えません。';
  if (coupon.totalCap !== null && use.usedTotal >= coupon.totalCap) return 'このクーポンは利用上限に達しました。';
  if (coupon.perGuestCap !== null && use.usedByGuest >= coupon.perGuestCap) return 'このクーポンはご利用済みです。';
  if (length < coupon.minLength) return `このクーポンは${coupon.minLength}${unit === 'Days' ? '日' : '泊'}以上のご予約で使えます。`;
  if (coupon.stay && !inRange(start, coupon.stay)) return 'このクーポンはこの日程では使えません。';
  return null;
}

function deliveryFee(bands: readonly DeliveryBand[], km: number): number | null {
  const band = [...bands].sort((a, b) => a.upToKm - b.upToKm).find((b) => km <= b.upToKm);
  return band ? band.fee : null;
}

/** The days grouped by price and rule, in the order they first appear: 「基本料金 ¥12,000 × 3日」. */
function dayLines(days: readonly DayPrice[]): TripLine[] {
  const groups = new Map<string, TripLine>();
  for (const day of days) {
    const key = `${day.ruleName}\u0000${day.price}`;
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      group.amount += day.price;
    } else groups.set(key, { kind: 'Days', name: day.ruleName, unitPrice: day.price, count: 1, amount: day.price });
  }
  return [...groups.values()];
}

export function priceTrip(args: {
  rules: PricingRules;
  unit: TripUnit;
  start: string;
  end: string;
  coupon: CouponUse | null;
  cleaningFee: number;
  delivery: { bands: readonly DeliveryBand[]; outKm: number | null; backKm: number | null } | null;
}): TripPrice {
  const { rules, unit } = args;
  const days = pricedDays(unit, args.start, args.end).map((date) => dayPrice(rules, date));
  const length = days.length;
  const problems: { path: string; message: string }[] = [];
  const lines = dayLines(days);
  const daysTotal = days.reduce((sum, d) => sum + d.price, 0);
  const counted = unit === 'Days' ? '日' : '泊';

  const tierFrom = length >= 28 && rules.monthPercent > 0 ? 28 : 7;
  const tierPercent = tierFrom === 28 ? rules.monthPercent : length >= 7 ? rules.weekPercent : 0;
  const tier = Math.floor((daysTotal * tierPercent) / 100);
  const tierLine: TripLine | null =
    tier > 0
      ? {
          kind: 'LongStayDiscount',
          name: `長期割引（${tierFrom}${counted}以上 ${tierPercent}%）`,
          unitPrice: -tier,
          count: 1,
          amount: -tier,
        }
      : null;

  const notes: string[] = [];
  let couponLine: TripLine | null = null;
  let tierApplies = tierLine !== null;
  if (args.coupon) {
    const problem = couponProblem(args.coupon, args.start, length, unit);
    if (problem) problems.push({ path: 'couponCode', message: problem });
    else {
      const { coupon } = args.coupon;
      const off = (base: number) =>
        coupon.discount.kind === 'Percent' ? Math.floor((base * coupon.discount.percent) / 100) : Math.min(coupon.discount.yen, base);
      const amount = coupon.combinesWithLongStay ? off(daysTotal - tier) : off(daysTotal);
      if (!coupon.combinesWithLongStay && tier >= amount) {
        notes.push('このクーポンは長期割引と併用できないため、お得な長期割引を適用しました。');
      } else {
        if (!coupon.combinesWithLongStay) tierApplies = false;
        couponLine = { kind: 'Coupon', name: `クーポン（${coupon.code}）`, unitPrice: -amount, count: 1, amount: -amount };
      }
    }
  }
  if (tierApplies && tierLine) lines.push(tierLine);
  if (couponLine) lines.push(couponLine);

  if (args.cleaningFee > 0)
    lines.push({ kind: 'CleaningFee', name: '清掃料金', unitPrice: args.cleaningFee, count: 1, amount: args.cleaningFee });
  if (args.delivery) {
    const { bands } = args.delivery;
    const ways = [
      ['outKm', args.delivery.outKm, 'お届け'],
      ['backKm', args.delivery.backKm, 'お迎え'],
    ] as const;
    for (const [path, km, label] of ways) {
      if (km === null) continue;
      const fee = deliveryFee(bands, km);
      const farthest = Math.max(0, ...bands.map((b) => b.upToKm));
      if (fee === null) problems.push({ path: `delivery.${path}`, message: `配車できる距離を超えています（最大${farthest}km）。` });
      else lines.push({ kind: 'Delivery', name: `配車料金（${label} ${km}km）`, unitPrice: fee, count: 1, amount: fee });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, days, lines, total: lines.reduce((sum, l) => sum + l.amount, 0), notes };
}
