import { addDays, MAX_SPOT_NIGHTS } from '@kurumatabi/contract';
import type { SpotKind } from '@kurumatabi/contract/enums';
import {
  defaultAvailability,
  MAX_BUFFER_DAYS,
  type AvailabilityRules,
  type HeldTrip,
  type PricingRules,
  type PricingRulesInput,
  type TripUnit,
} from '@kurumatabi/contract/host-rules';
import { sql } from 'drizzle-orm';
import { executePrepared } from '../../db/prepared.js';
import type { StoredAvailability } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/**
 * What the engines of ADR 0055 need about one car or spot plan, read from storage in one place (the search, the
 * quote and the creation read the same): its stored rules (or the defaults of a listing without a rules row), its
 * base price and cleaning fee, the trips it holds and the days it is closed, within a window of days.
 *
 * - A car: its reservations' rows of `car_unavailable_periods` are the held trips (`[from, until)` → `start`..`until - 1`,
 *   a car's end day is held), the other rows (the owner's and the import feeds') are blocked days.
 * - A spot plan: the runs of days its inventory is full are the held trips (a plan of several places is held only
 *   when every place is taken, as the search has always read it), the spot's unavailable periods are blocked days.
 */

export interface ListingEngineInputs {
  /** The car's or the plan's id. */
  id: string;
  /** True when a `listing_rules` row exists; false: the defaults (today's behaviour). */
  stored: boolean;
  availability: AvailabilityRules;
  pricing: PricingRules;
  cleaningFee: number;
  held: HeldTrip[];
  blocked: Set<string>;
}

export interface SpotPlanEngineInputs extends ListingEngineInputs {
  spotId: string;
  spotKind: SpotKind;
  /** The plan's group size (a search for more people leaves the plan out). */
  maxPeople: number;
}

/** Half-open `[from, until)` of Japan days. */
export interface DayWindow {
  from: string;
  until: string;
}

/**
 * The days a trip `start`..`end` needs read to be judged: its own days with the widest preparation days either side
 * (and one more: a neighbour's buffer reaches over the trip's own buffer), so a longer read never changes the answer.
 */
export function windowAround(start: string, end: string): DayWindow {
  const margin = 2 * MAX_BUFFER_DAYS + 1;
  return { from: addDays(start, -margin), until: addDays(end, margin + 1) };
}

const EMPTY_PRICING: Omit<PricingRules, 'basePrice'> = {
  overrides: [],
  seasons: [],
  beforeHoliday: null,
  fridaySaturday: null,
  weekPercent: 0,
  monthPercent: 0,
};

function availabilityOf(
  unit: TripUnit,
  stored: StoredAvailability | null,
  lengths: { minLength: number; maxLength: number },
): AvailabilityRules {
  if (stored === null) return defaultAvailability(unit, lengths.minLength, lengths.maxLength);
  return { ...stored, unit, ...lengths };
}

function pricingOf(basePrice: number, stored: PricingRulesInput | null): PricingRules {
  return { ...(stored ?? EMPTY_PRICING), basePrice };
}

/** Every day of `[from, until)` clipped to the window. */
function daysOf(from: string, until: string, window: DayWindow, into: Set<string>): void {
  const start = from < window.from ? window.from : from;
  const end = until > window.until ? window.until : until;
  for (let day = start; day < end; day = addDays(day, 1)) into.add(day);
}

/** Consecutive full days (sorted) as held trips: a stay's run ends on its check-out day, an activity's on its last day. */
function runsOf(days: readonly string[], unit: TripUnit): HeldTrip[] {
  const trips: HeldTrip[] = [];
  for (const day of days) {
    const last = trips[trips.length - 1];
    const lastDay = last ? (unit === 'Nights' ? addDays(last.end, -1) : last.end) : null;
    if (last && lastDay !== null && addDays(lastDay, 1) === day) last.end = unit === 'Nights' ? addDays(day, 1) : day;
    else trips.push({ start: day, end: unit === 'Nights' ? addDays(day, 1) : day });
  }
  return trips;
}

interface CarRulesRow extends Record<string, unknown> {
  id: string;
  pricePerDay: number | null;
  cleaningFee: number;
  minDays: number;
  maxDays: number;
  availability: StoredAvailability | null;
  pricing: PricingRulesInput | null;
  periods: [string, string, boolean][];
}

interface PlanRulesRow extends Record<string, unknown> {
  id: string;
  spotId: string;
  spotKind: SpotKind;
  price: number;
  maxPeople: number;
  availability: StoredAvailability | null;
  pricing: PricingRulesInput | null;
  minLength: number | null;
  maxLength: number | null;
  fullDays: string[] | null;
  closed: [string, string][];
}

/** A plan without a rules row: a stay of 1 to MAX_SPOT_NIGHTS nights, an activity of one day (as before issue 36). */
export function planDefaults(spotKind: SpotKind): { unit: TripUnit; minLength: number; maxLength: number } {
  return spotKind === 'Land' ? { unit: 'Nights', minLength: 1, maxLength: MAX_SPOT_NIGHTS } : { unit: 'Days', minLength: 1, maxLength: 1 };
}

export function createRulesLoadRepository(db: DbOrTx) {
  /** The engines' inputs of the given cars (unknown ids are left out), by car id. */
  async function carInputs(carIds: readonly string[], window: DayWindow): Promise<Map<string, ListingEngineInputs>> {
    if (carIds.length === 0) return new Map();
    const rows = await executePrepared<CarRulesRow>(
      db,
      sql`select c.id, c.price_per_day as "pricePerDay", c.cleaning_fee as "cleaningFee", c.min_days as "minDays",
        c.max_days as "maxDays", r.availability, r.pricing,
        coalesce((select json_agg(json_build_array(to_char(lower(p.period), 'YYYY-MM-DD'), to_char(upper(p.period), 'YYYY-MM-DD'),
            p.reserve_id is not null))
          from car_unavailable_periods p
          where p.car_id = c.id and p.period && daterange(${window.from}::date, ${window.until}::date)), '[]') as periods
      from cars c left join listing_rules r on r.car_id = c.id
      where c.id = any(${sql.param([...carIds])}::uuid[])`,
    );
    const inputs = new Map<string, ListingEngineInputs>();
    for (const row of rows) {
      const held: HeldTrip[] = [];
      const blocked = new Set<string>();
      for (const [from, until, reserved] of row.periods) {
        if (reserved) held.push({ start: from, end: addDays(until, -1) });
        else daysOf(from, until, window, blocked);
      }
      held.sort((a, b) => (a.start < b.start ? -1 : 1));
      inputs.set(row.id, {
        id: row.id,
        stored: row.availability !== null,
        availability: availabilityOf('Days', row.availability, { minLength: row.minDays, maxLength: row.maxDays }),
        pricing: pricingOf(row.pricePerDay ?? 0, row.pricing),
        cleaningFee: row.cleaningFee,
        held,
        blocked,
      });
    }
    return inputs;
  }

  /** The engines' inputs of every current plan of the given spots, in the spots' plan order. */
  async function spotPlanInputs(spotIds: readonly string[], window: DayWindow): Promise<SpotPlanEngineInputs[]> {
    if (spotIds.length === 0) return [];
    const rows = await executePrepared<PlanRulesRow>(
      db,
      sql`select p.id, p.spot_id as "spotId", s.spot_kind as "spotKind", p.price, p.max_people as "maxPeople", r.availability, r.pricing,
        r.min_length as "minLength", r.max_length as "maxLength",
        array(select to_char(i.day, 'YYYY-MM-DD') from spot_plan_inventory i
          where i.spot_plan_id = p.id and i.booked >= i.capacity and i.day >= ${window.from}::date and i.day < ${window.until}::date
          order by i.day) as "fullDays",
        coalesce((select json_agg(json_build_array(to_char(lower(u.period), 'YYYY-MM-DD'), to_char(upper(u.period), 'YYYY-MM-DD')))
          from spot_unavailable_periods u
          where u.spot_id = s.id and u.period && daterange(${window.from}::date, ${window.until}::date)), '[]') as closed
      from spot_plans p join spots s on s.id = p.spot_id left join listing_rules r on r.spot_plan_id = p.id
      where p.spot_id = any(${sql.param([...spotIds])}::uuid[]) and p.withdrawn_at is null
      order by p.spot_id, p.position, p.created_at`,
    );
    return rows.map((row) => {
      const defaults = planDefaults(row.spotKind);
      const blocked = new Set<string>();
      for (const [from, until] of row.closed) daysOf(from, until, window, blocked);
      return {
        id: row.id,
        spotId: row.spotId,
        spotKind: row.spotKind,
        maxPeople: row.maxPeople,
        stored: row.availability !== null,
        availability: availabilityOf(defaults.unit, row.availability, {
          minLength: row.minLength ?? defaults.minLength,
          maxLength: row.maxLength ?? defaults.maxLength,
        }),
        pricing: pricingOf(row.price, row.pricing),
        cleaningFee: 0,
        held: runsOf(row.fullDays ?? [], defaults.unit),
        blocked,
      };
    });
  }

  return { carInputs, spotPlanInputs };
}

export type RulesLoadRepository = ReturnType<typeof createRulesLoadRepository>;
