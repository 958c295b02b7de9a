import { addDays } from '@kurumatabi/contract';
import { bufferedRange, MAX_BUFFER_DAYS, type AvailabilityRules, type HeldTrip } from '@kurumatabi/contract/host-rules';
import type { DbOrTx } from '../listings/listings.repository.js';
import { createRulesLoadRepository, type DayWindow, type ListingEngineInputs } from './rules-load.repository.js';

/** The days the listing's trips hold and the preparation days `bufferedRange` (ADR 0055) adds around them. */
function heldAndAround(listing: { held: readonly HeldTrip[]; availability: AvailabilityRules }) {
  const held = new Set<string>();
  const around = new Set<string>();
  for (const trip of listing.held) {
    const buffered = bufferedRange(trip, listing.availability);
    const afterHeld = addDays(buffered.end, -listing.availability.bufferDaysAfter);
    for (let day = trip.start; day < afterHeld; day = addDays(day, 1)) held.add(day);
    for (let day = buffered.start; day < trip.start; day = addDays(day, 1)) around.add(day);
    for (let day = afterHeld; day < buffered.end; day = addDays(day, 1)) around.add(day);
  }
  return { held, around };
}

const inWindow = (days: ReadonlySet<string>, window: DayWindow) =>
  new Set([...days].filter((day) => day >= window.from && day < window.until));

/**
 * The preparation days (準備日) of one car or spot plan: the days `bufferedRange` (ADR 0055) adds before and after each
 * trip it holds, not held themselves, within `window`. The owner's calendar and the iCal export show these, so the
 * host sees what the search and the quote already keep free.
 */
export function preparationDays(listing: { held: readonly HeldTrip[]; availability: AvailabilityRules }, window: DayWindow): Set<string> {
  const { held, around } = heldAndAround(listing);
  return inWindow(new Set([...around].filter((day) => !held.has(day))), window);
}

/** The window read with its widest preparation days either side, so a trip just outside it still shows its days inside. */
const widened = (window: DayWindow): DayWindow => ({
  from: addDays(window.from, -(MAX_BUFFER_DAYS + 1)),
  until: addDays(window.until, MAX_BUFFER_DAYS + 1),
});

/** A car's preparation days in `window` under its stored rules (none without a rules row: no buffers). */
export async function carPreparationDays(db: DbOrTx, carId: string, window: DayWindow): Promise<Set<string>> {
  const inputs = (await createRulesLoadRepository(db).carInputs([carId], widened(window))).get(carId);
  return inputs ? preparationDays(inputs, window) : new Set();
}

/** A plan's preparation days and the days its trips hold (its full days), in `window`. */
export interface PlanDays {
  plan: ListingEngineInputs;
  days: Set<string>;
  held: Set<string>;
}

/** Each current plan of a spot with its preparation days in `window`, in the spot's plan order. */
export async function planPreparationDays(db: DbOrTx, spotId: string, window: DayWindow): Promise<PlanDays[]> {
  const plans = await createRulesLoadRepository(db).spotPlanInputs([spotId], widened(window));
  return plans.map((plan) => ({ plan, days: preparationDays(plan, window), held: inWindow(heldAndAround(plan).held, window) }));
}
