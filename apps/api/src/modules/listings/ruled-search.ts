import { addDays } from '@kurumatabi/contract';
import type { SpotKind } from '@kurumatabi/contract/enums';
import { priceTrip, tripLength, tripProblem, type TripUnit } from '@kurumatabi/contract/host-rules';
import {
  createRulesLoadRepository,
  windowAround,
  type ListingEngineInputs,
  type SpotPlanEngineInputs,
} from '../host-rules/rules-load.repository.js';
import type { DbOrTx } from './listings.repository.js';
import { inPriceRange, type RuledMatch } from './search-sql.js';

/**
 * A dated search's listings with rules, judged by the engines of ADR 0055 (ADR 0058): listed for the dates exactly
 * when `tripProblem` finds nothing, at the price `priceTrip` gives for them (before any coupon). The SQL has already
 * applied every other filter; this reads the candidates' rules and calendars in one statement and asks the engines.
 */

/** The searched days `from`..`to` (inclusive, every day free) as a trip: a car's days, a stay's nights, an activity's day. */
export function searchedTrip(kind: 'Car' | SpotKind, from: string, to: string): { unit: TripUnit; start: string; end: string } {
  if (kind === 'Car') return { unit: 'Days', start: from, end: to };
  // A stay's search names its check-in and check-out days; one day is one night.
  if (kind === 'Land') return { unit: 'Nights', start: from, end: to > from ? to : addDays(from, 1) };
  // An activity lasts one day: the first searched day.
  return { unit: 'Days', start: from, end: from };
}

/** The engines' answer for one car or spot plan: its price for the trip, or null when the trip cannot be booked. */
export function ruledPrice(
  inputs: ListingEngineInputs,
  trip: { start: string; end: string },
  now: Date,
): { total: number; key: number } | null {
  const { availability, pricing } = inputs;
  if (tripProblem({ rules: availability, start: trip.start, end: trip.end, now, held: inputs.held, blocked: inputs.blocked })) return null;
  const price = priceTrip({
    rules: pricing,
    unit: availability.unit,
    start: trip.start,
    end: trip.end,
    coupon: null,
    cleaningFee: inputs.cleaningFee,
    delivery: null,
  });
  if (!price.ok) return null;
  return { total: price.total, key: Math.floor(price.total / tripLength(availability.unit, trip.start, trip.end)) };
}

/** A spot for the dates: its cheapest plan (for the group) that can be booked, or null. */
export function ruledSpotPrice(
  plans: readonly SpotPlanEngineInputs[],
  from: string,
  to: string,
  people: number | undefined,
  now: Date,
): { total: number; key: number } | null {
  let best: { total: number; key: number } | null = null;
  for (const plan of plans) {
    if (people !== undefined && plan.maxPeople < people) continue;
    const price = ruledPrice(plan, searchedTrip(plan.spotKind, from, to), now);
    if (price && (best === null || price.total < best.total)) best = price;
  }
  return best;
}

type DatedFilters = {
  from?: string | undefined;
  to?: string | undefined;
  people?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
};

function datesOf(filters: DatedFilters): { from: string; to: string } {
  if (filters.from === undefined || filters.to === undefined) throw new Error('ruled search without dates');
  return { from: filters.from, to: filters.to };
}

/** The cars among `ids` free for the searched dates under their rules, within the price filter. */
export async function judgeCars(db: DbOrTx, ids: readonly string[], filters: DatedFilters, now: Date): Promise<RuledMatch[]> {
  const { from, to } = datesOf(filters);
  const trip = searchedTrip('Car', from, to);
  const inputs = await createRulesLoadRepository(db).carInputs(ids, windowAround(trip.start, trip.end));
  const matches: RuledMatch[] = [];
  for (const car of inputs.values()) {
    const price = ruledPrice(car, trip, now);
    if (price && inPriceRange(filters, price.key)) matches.push({ id: car.id, ...price });
  }
  return matches;
}

/** The spots among `ids` with a plan free for the searched dates under its rules, priced by the cheapest such plan. */
export async function judgeSpots(db: DbOrTx, ids: readonly string[], filters: DatedFilters, now: Date): Promise<RuledMatch[]> {
  const { from, to } = datesOf(filters);
  // The widest trip any plan may stand for (a stay's check-out day); an activity's day lies inside it.
  const widest = searchedTrip('Land', from, to);
  const plans = await createRulesLoadRepository(db).spotPlanInputs(ids, windowAround(widest.start, widest.end));
  const bySpot = new Map<string, SpotPlanEngineInputs[]>();
  for (const plan of plans) bySpot.set(plan.spotId, [...(bySpot.get(plan.spotId) ?? []), plan]);
  const matches: RuledMatch[] = [];
  for (const [id, spotPlans] of bySpot) {
    const price = ruledSpotPrice(spotPlans, from, to, filters.people, now);
    if (price && inPriceRange(filters, price.key)) matches.push({ id, ...price });
  }
  return matches;
}
