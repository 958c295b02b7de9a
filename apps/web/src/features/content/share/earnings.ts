import { DEFAULT_MARKETPLACE_FEE_RATE, quoteCarReserve, quoteSpotReserve, reserveSplitOf, type PriceLine } from '@kurumatabi/contract';

/**
 * The share page's worked examples (ADR 0032): what an owner or a provider receives, computed with the
 * contract's own price functions (the quote a guest sees at reservation) and the split every
 * reservation records (`reserveSplitOf` at the terms' rate, 第12条: 20% tax included, insurance
 * excluded, paid out at the end of the next month).
 */

export interface EarningsExample {
  lines: PriceLine[];
  /** What the guest pays. */
  total: number;
  /** The part the sales fee is taken from (the price without insurance). */
  feeBase: number;
  fee: number;
  /** What the host receives for this reservation. */
  payout: number;
  /** What the host receives in a month of `timesPerMonth` such reservations. */
  monthly: number;
  timesPerMonth: number;
}

function earningsOf(lines: PriceLine[], total: number, timesPerMonth: number): EarningsExample {
  const { feeBase, marketplaceFee: fee, hostShare: payout } = reserveSplitOf(lines, DEFAULT_MARKETPLACE_FEE_RATE);
  return { lines, total, feeBase, fee, payout, monthly: payout * timesPerMonth, timesPerMonth };
}

export interface CarExample {
  car: Parameters<typeof quoteCarReserve>[0]['car'];
  startDate: string;
  endDate: string;
  timesPerMonth: number;
}

/** A camper van shared for 2 nights and 3 days, twice a month. */
export const CAR_EXAMPLE: CarExample = {
  car: { pricePerDay: 16_000, insurancePricePerDay: 2_200, cleaningFee: 5_500, minDays: 1, maxDays: 14, options: [] },
  startDate: '2027-05-01',
  endDate: '2027-05-03',
  timesPerMonth: 2,
};

/** An RV park's site, 3,000 yen a night, booked 20 nights a month (one night a reservation). */
export const SPOT_EXAMPLE = {
  plan: { name: 'オートサイト（電源付き）', price: 3_000, priceUnit: 'PerDay' as const, maxPeople: 4 },
  startDate: '2027-05-01',
  endDate: '2027-05-02',
  timesPerMonth: 20,
} as const;

export function carEarnings(example = CAR_EXAMPLE): EarningsExample {
  const result = quoteCarReserve({ car: example.car, startDate: example.startDate, endDate: example.endDate, options: [] });
  if (!result.ok) throw new Error('the car example is not a valid reservation');
  return earningsOf(result.quote.lines, result.quote.total, example.timesPerMonth);
}

export function spotEarnings(example = SPOT_EXAMPLE): EarningsExample {
  const result = quoteSpotReserve({
    spotKind: 'Land',
    plan: example.plan,
    offeredOptions: [],
    startDate: example.startDate,
    endDate: example.endDate,
    people: 2,
    options: [],
  });
  if (!result.ok) throw new Error('the spot example is not a valid reservation');
  return earningsOf(result.quote.lines, result.quote.total, example.timesPerMonth);
}
