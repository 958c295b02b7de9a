import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cars, spotPlans, spots } from '../../db/schema/index.js';

/**
 * The calendar of a listed car or spot, from its `busy` days (ADR 0015; reservations write it in
 * their transaction, ADR 0016): one primary-key read that expands [from, to] and keeps the days
 * `busy` contains. A spot's plan reads its own inventory. Null when the listing is not listed.
 */
export function createSchedulesRepository(db: Db) {
  async function carBusyDays(id: string, from: string, to: string): Promise<string[] | null> {
    const result = await db.execute<{ days: string[] }>(sql`
      select array(
        select to_char(day, 'YYYY-MM-DD') from generate_series(${from}::date, ${to}::date, interval '1 day') as day
        where ${cars.busy} @> day::date order by day
      ) as days
      from ${cars} where ${cars.id} = ${id} and ${cars.listed}`);
    return result.rows[0]?.days ?? null;
  }

  async function spotBusyDays(id: string, from: string, to: string): Promise<string[] | null> {
    const result = await db.execute<{ days: string[] }>(sql`
      select array(
        select to_char(day, 'YYYY-MM-DD') from generate_series(${from}::date, ${to}::date, interval '1 day') as day
        where ${spots.busy} @> day::date order by day
      ) as days
      from ${spots} where ${spots.id} = ${id} and ${spots.listed}`);
    return result.rows[0]?.days ?? null;
  }

  /**
   * The days one plan of a listed spot cannot take a booking: the spot's `busy` days (its own
   * unavailable days, and the days every plan is full) and the plan's own full days (its inventory,
   * ADR 0016). Null when the spot is not listed.
   */
  async function spotPlanBusyDays(id: string, planId: string, from: string, to: string): Promise<string[] | null> {
    const result = await db.execute<{ days: string[] }>(sql`
      select array(
        select to_char(d, 'YYYY-MM-DD') from generate_series(${from}::date, ${to}::date, interval '1 day') as d
        where ${spots.busy} @> d::date
          or exists (select 1 from spot_plan_inventory i where i.spot_plan_id = ${planId} and i.day = d::date and i.booked >= i.capacity)
        order by d
      ) as days
      from ${spots} where ${spots.id} = ${id} and ${spots.listed}`);
    return result.rows[0]?.days ?? null;
  }

  /** Whether the plan is a current (not withdrawn) plan of the spot. */
  async function currentPlanOf(spotId: string, planId: string): Promise<boolean> {
    const result = await db.execute(
      sql`select 1 from ${spotPlans} where ${spotPlans.id} = ${planId} and ${spotPlans.spotId} = ${spotId} and ${spotPlans.withdrawnAt} is null`,
    );
    return result.rows.length > 0;
  }

  return { carBusyDays, spotBusyDays, spotPlanBusyDays, currentPlanOf };
}

export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>;
