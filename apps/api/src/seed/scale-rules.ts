/**
 * Host rules for the scale data (issue 36, the bench's part): a deterministic share of the cars and of
 * the Land spot plans get availability and pricing rules (dated seasons from the marketplace's presets,
 * Friday–Saturday and 休前日 prices, week and month discounts, an advance notice with a cut-off hour,
 * buffer days on some, allowed start weekdays on a few), and a share of the hosts a coupon. Every rule
 * is parsed with the contract's schemas (the ones the host's form is checked with), so a rule the
 * generator gets wrong fails the generation instead of reaching the bench.
 */
import {
  availabilityRulesInput,
  couponInput,
  presetSeasons,
  pricingRulesInput,
  type AvailabilityRulesInput,
  type PricingRulesInput,
} from '@kurumatabi/contract/host-rules';
import { addDays } from '@kurumatabi/contract';
import type { Random } from './art/random.js';

/** One listing in this many has rules: the car (or Land plan) at index i has them when `i % RULES_EVERY === 0`. */
export const RULES_EVERY = 3;
/** A car with rules may be kept up to this many days (a 28-night stay fits); the others keep the scale's 14. */
export const RULES_CAR_MAX_DAYS = 30;

const int = (random: Random, min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));

export interface ScaleRules {
  /** As stored: without the lengths (a car's are its min_days / max_days, a plan's the row's min_length / max_length). */
  availability: Omit<AvailabilityRulesInput, 'minLength' | 'maxLength'>;
  pricing: PricingRulesInput;
  minLength: number;
  maxLength: number;
}

/** Whether the listing at this index (cars and Land plans counted apart) has rules. */
export const hasScaleRules = (index: number) => index % RULES_EVERY === 0;

/**
 * One listing's rules, drawn from `random` (the generator's own, so the rest of the data is what it was
 * before rules). `today` is the Japan day of the generation: the seasons are this year's and next year's.
 */
export function scaleRules(random: Random, today: string, lengths: { minLength: number; maxLength: number }): ScaleRules {
  const year = Number(today.slice(0, 4));
  const presets = [...presetSeasons(year), ...presetSeasons(year + 1)].filter((s) => s.key !== 'ThreeDayWeekend');
  const seasonNames = { GoldenWeek: 'ゴールデンウィーク', Obon: 'お盆', NewYear: '年末年始', ThreeDayWeekend: '3連休' } as const;
  const byKey = new Map<string, { from: string; to: string }[]>();
  for (const preset of presets) byKey.set(preset.key, [...(byKey.get(preset.key) ?? []), preset.range]);
  const seasons = [...byKey.entries()].map(([key, ranges]) => ({
    name: seasonNames[key as keyof typeof seasonNames],
    ranges,
    change:
      random.next() < 0.5
        ? { kind: 'Percent' as const, percent: int(random, 2, 8) * 10 }
        : { kind: 'Price' as const, price: int(random, 80, 600) * 100 },
  }));
  const buffered = random.next() < 0.3;
  const roll = random.next();
  // A few allow starts on some weekdays only: the weekend (Fri–Sun) or weekdays (Mon–Fri).
  const startWeekdays = roll < 0.05 ? [0, 5, 6] : roll < 0.1 ? [1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6];
  const availability = availabilityRulesInput.parse({
    advanceNotice: { days: int(random, 0, 2), cutoffHour: [12, 18, 20, 24][int(random, 0, 3)]! },
    bufferDaysBefore: buffered ? 1 : 0,
    bufferDaysAfter: buffered ? 1 : 0,
    horizonDays: 540,
    startWeekdays,
    ...lengths,
    overrides: [],
  });
  const pricing = pricingRulesInput.parse({
    overrides: [],
    seasons,
    beforeHoliday: random.next() < 0.6 ? { kind: 'Percent', percent: int(random, 1, 5) * 10 } : null,
    fridaySaturday: random.next() < 0.7 ? { kind: 'Percent', percent: int(random, 1, 4) * 10 } : null,
    weekPercent: int(random, 0, 3) * 5,
    monthPercent: int(random, 2, 6) * 5,
  });
  const { minLength, maxLength, ...stored } = availability;
  return { availability: stored, pricing, minLength, maxLength };
}

/** One host in this many has a coupon. */
export const COUPON_EVERY = 4;

/** The coupon of the host at this index, as the coupons row (the host made it), checked with the contract's schema. */
export function scaleCoupon(random: Random, today: string, hostIndex: number, hostId: string) {
  const input = couponInput.parse({
    code: `SCALE${hostIndex}`,
    discount: random.next() < 0.5 ? { kind: 'Percent', percent: int(random, 1, 3) * 5 } : { kind: 'Yen', yen: int(random, 1, 5) * 1000 },
    minLength: int(random, 1, 3),
    stay: null,
    expiresOn: addDays(today, 365),
    totalCap: random.next() < 0.5 ? 100 : null,
    perGuestCap: 1,
    combinesWithLongStay: random.next() < 0.5,
  });
  return {
    code: input.code,
    ownerUserId: hostId,
    createdByUserId: hostId,
    discountKind: input.discount.kind,
    discountValue: input.discount.kind === 'Percent' ? input.discount.percent : input.discount.yen,
    minLength: input.minLength,
    stayFrom: null,
    stayTo: null,
    expiresOn: input.expiresOn,
    totalCap: input.totalCap,
    perGuestCap: input.perGuestCap,
    combinesWithLongStay: input.combinesWithLongStay,
  };
}
