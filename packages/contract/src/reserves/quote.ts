import type { PriceUnit, SpotKind } from '../enums.js';
import type { ErrorDetail } from '../errors.js';
import type { TripLine } from '../host-rules/pricing.js';
import { daysFrom } from './japan-date.js';
import type { PriceLine, ReserveQuote } from './price-lines.js';

/**
 * The price of a reservation, in integer yen (ADR 0016): one pure function used by the web for the
 * live quote and by the API for verify-*-reserve and create-*-reserve, on the same listing rows, so
 * what the guest saw is what is stored. It also checks the rules that need only the listing and the
 * request (days, people, options); availability and today's date are the API's.
 */

/** A guest books at most this far ahead (the start day, Japan time). */
export const MAX_DAYS_AHEAD = 365;
/** A stay at a Land spot has at most this many nights. */
export const MAX_SPOT_NIGHTS = 30;
/** One option is taken at most this many times. */
export const MAX_OPTION_QUANTITY = 10;

/** The name the pricing engine gives a day at the listing's base price (host-rules/pricing.ts). */
const BASE_RULE_NAME = '基本料金';

/** A paid option the listing offers (as the car and spot details show it). */
export interface OfferedOption {
  id: string;
  name: string;
  price: number;
  priceUnit: PriceUnit;
}

/** An option the guest chose. */
export interface ChosenOption {
  additionalFacilityId: string;
  quantity: number;
}

export type QuoteResult = { ok: true; quote: ReserveQuote } | { ok: false; problems: ErrorDetail[] };

function line(kind: PriceLine['kind'], name: string, unitPrice: number, priceUnit: PriceUnit, quantity: number, days: number): PriceLine {
  // A PerDay price counts the days; Oneshot and PerUnit are counted once (times the quantity).
  const counted = priceUnit === 'PerDay' ? days : 1;
  return { kind, name, unitPrice, priceUnit, quantity, days: counted, amount: unitPrice * quantity * counted };
}

function optionLines(
  offered: readonly OfferedOption[],
  chosen: readonly ChosenOption[],
  days: number,
  problems: ErrorDetail[],
): PriceLine[] {
  const lines: PriceLine[] = [];
  chosen.forEach((choice, index) => {
    const option = offered.find((o) => o.id === choice.additionalFacilityId);
    if (!option) {
      problems.push({ path: `options.${index}.additionalFacilityId`, message: 'この掲載では選べないオプションです。' });
      return;
    }
    lines.push(line('Option', option.name, option.price, option.priceUnit, choice.quantity, days));
  });
  return lines;
}

/**
 * A trip priced by the host's rules (issue 36, `priceTrip` of host-rules/pricing.ts): its lines, in the engine's
 * order. The API passes it; without it (the web's check before asking, the seeds) the quote is today's.
 */
export interface PricedTrip {
  lines: readonly TripLine[];
}

/**
 * The engine's lines as price lines: each rule's days (a season's name, 金・土曜日料金…) as a line of the listing's
 * own kind counted by the day, the long-stay discount and the coupon as one-off lines of a negative amount. The
 * cleaning fee is the quote's own line, after the options, as before; a car's delivery follows it (`deliveryLines`).
 */
function tripLines(trip: PricedTrip, dayLine: (line: TripLine) => PriceLine): PriceLine[] {
  const lines: PriceLine[] = [];
  for (const t of trip.lines) {
    if (t.kind === 'Days') lines.push(dayLine(t));
    else if (t.kind === 'LongStayDiscount' || t.kind === 'Coupon') lines.push(line(t.kind, t.name, t.amount, 'Oneshot', 1, 1));
  }
  return lines;
}

/** The engine's delivery lines (お届け, お迎え), one-off, placed after the cleaning fee. */
const deliveryLines = (trip: PricedTrip | undefined): PriceLine[] =>
  (trip?.lines ?? []).filter((t) => t.kind === 'Delivery').map((t) => line('Delivery', t.name, t.amount, 'Oneshot', 1, 1));

function done(days: number, lines: PriceLine[], problems: ErrorDetail[]): QuoteResult {
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, quote: { days, lines, total: lines.reduce((sum, l) => sum + l.amount, 0) } };
}

/** A car: `startDate`..`endDate` inclusive (a one-day rental has them equal). */
export function quoteCarReserve(args: {
  car: {
    pricePerDay: number;
    insurancePricePerDay: number;
    cleaningFee: number;
    minDays: number;
    maxDays: number;
    options: readonly OfferedOption[];
  };
  startDate: string;
  endDate: string;
  options: readonly ChosenOption[];
  trip?: PricedTrip;
  /**
   * False in the web's check before asking: a dated rule (an override) may allow another length than the car's own
   * minDays–maxDays, so the length is the API's quote's to judge, with its message at the field (ADR 0058).
   */
  checkLength?: boolean;
}): QuoteResult {
  const { car } = args;
  const days = daysFrom(args.startDate, args.endDate) + 1;
  const problems: ErrorDetail[] = [];
  if (days < 1) problems.push({ path: 'endDate', message: '返却日は利用開始日以降の日付を指定してください。' });
  else if (args.checkLength === false) {
    // The structural check only: the length goes to the API.
  } else if (days < car.minDays) problems.push({ path: 'endDate', message: `この車両は${car.minDays}日以上から予約できます。` });
  else if (days > car.maxDays) problems.push({ path: 'endDate', message: `この車両は最長${car.maxDays}日まで予約できます。` });
  const lines = args.trip
    ? tripLines(args.trip, (t) => ({ ...line('Base', t.name, t.unitPrice, 'PerDay', 1, t.count), amount: t.amount }))
    : [line('Base', '基本料金', car.pricePerDay, 'PerDay', 1, days)];
  // Insurance (補償) is part of every car sharing contract in Japan: always charged, never optional.
  if (car.insurancePricePerDay > 0) lines.push(line('Insurance', '補償料（保険）', car.insurancePricePerDay, 'PerDay', 1, days));
  lines.push(...optionLines(car.options, args.options, days, problems));
  if (car.cleaningFee > 0) lines.push(line('CleaningFee', '清掃料金', car.cleaningFee, 'Oneshot', 1, days));
  lines.push(...deliveryLines(args.trip));
  return done(days, lines, problems);
}

/**
 * A spot plan: a Land plan is a stay of `endDate − startDate` nights; an Activity plan is one day
 * (`startDate = endDate`). The plan's price is per group (a site fee), Oneshot or per night / day.
 */
export function quoteSpotReserve(args: {
  spotKind: SpotKind;
  plan: { name: string; price: number; priceUnit: 'Oneshot' | 'PerDay'; maxPeople: number };
  offeredOptions: readonly OfferedOption[];
  startDate: string;
  endDate: string;
  people: number;
  options: readonly ChosenOption[];
  /** With a host's rules: a PerDay plan's nights (days) by rule; a Oneshot plan priced once, at its first day's rule. */
  trip?: PricedTrip;
}): QuoteResult {
  const problems: ErrorDetail[] = [];
  const span = daysFrom(args.startDate, args.endDate);
  let days = 1;
  if (args.spotKind === 'Land') {
    days = span;
    if (span < 1) problems.push({ path: 'endDate', message: 'チェックアウト日はチェックイン日より後の日付を指定してください。' });
    else if (span > MAX_SPOT_NIGHTS) problems.push({ path: 'endDate', message: `宿泊は最長${MAX_SPOT_NIGHTS}泊までです。` });
  } else if (span !== 0) {
    problems.push({ path: 'endDate', message: 'アクティビティは1日単位の予約です。開始日と終了日を同じ日にしてください。' });
  }
  if (args.people > args.plan.maxPeople) {
    problems.push({ path: 'people', message: `このプランは1組${args.plan.maxPeople}人までです。` });
  }
  const counted = Math.max(days, 1);
  const { plan } = args;
  // The plan's own name on its base-price days; a rule's days say which rule (「オートサイト（ゴールデンウィーク）」).
  const planLine = (t: TripLine) => ({
    ...line('Plan', t.name === BASE_RULE_NAME ? plan.name : `${plan.name}（${t.name}）`, t.unitPrice, plan.priceUnit, 1, t.count),
    amount: t.amount,
  });
  const lines = args.trip ? tripLines(args.trip, planLine) : [line('Plan', plan.name, plan.price, plan.priceUnit, 1, counted)];
  lines.push(...optionLines(args.offeredOptions, args.options, counted, problems));
  return done(counted, lines, problems);
}

/** The days a spot reservation occupies in the plan's inventory: the nights of a stay, or the one day of an activity. */
export function occupiedDays(spotKind: SpotKind, startDate: string, endDate: string): number {
  return spotKind === 'Land' ? daysFrom(startDate, endDate) : 1;
}

/**
 * The marketplace's sales fee rate the terms promise (利用規約 第12条: 20%, tax included). The API
 * records its configured rate (`MARKETPLACE_FEE_RATE`, this by default) on each reservation; the
 * share page's worked examples use this one.
 */
export const DEFAULT_MARKETPLACE_FEE_RATE = 0.2;

/**
 * The fee on an amount (ADR 0016), rounded down to the yen. The rate is taken to four decimals and
 * multiplied as an integer, so 0.29 × 100 is 29, not 28.999….
 */
export function marketplaceFeeOf(amount: number, feeRate: number): number {
  return Math.floor((amount * Math.round(feeRate * 10_000)) / 10_000);
}

/** How a reservation's total splits (the host's and operators' view, recorded at creation). */
export interface ReserveSplit {
  /** What the fee is taken from: the total without its insurance lines (the insurer's premium, not a sale). */
  feeBase: number;
  marketplaceFee: number;
  /** What the host is paid: the fee base less the fee. */
  hostShare: number;
}

/**
 * The terms' split of a total (利用規約 第12条): the fee is taken from the price without insurance,
 * and the host receives the rest of that price. The insurance goes to the insurer, not to the host.
 */
export function reserveSplitOf(lines: readonly PriceLine[], feeRate: number): ReserveSplit {
  let feeBase = 0;
  for (const priceLine of lines) if (priceLine.kind !== 'Insurance') feeBase += priceLine.amount;
  const marketplaceFee = marketplaceFeeOf(feeBase, feeRate);
  return { feeBase, marketplaceFee, hostShare: feeBase - marketplaceFee };
}

/**
 * The rules on the start day that need today's date (Japan time): not in the past, at most `horizonDays` ahead
 * (MAX_DAYS_AHEAD, or the host's booking horizon: the same boundary as the rules engine's 受付期間).
 */
export function startDateProblems(startDate: string, today: string, horizonDays: number = MAX_DAYS_AHEAD): ErrorDetail[] {
  const ahead = daysFrom(today, startDate);
  if (ahead < 0) return [{ path: 'startDate', message: '開始日には今日以降の日付を指定してください。' }];
  if (ahead > horizonDays) return [{ path: 'startDate', message: `予約は${horizonDays}日先までです。` }];
  return [];
}
