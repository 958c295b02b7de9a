import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cars, spotPlans, spots } from '../../db/schema/index.js';

/**
 * The calendar of a listed car or spot, from its `busy` days (ADR 0015): one primary-key read that
 * expands [from, to] and keeps the days `busy` contains. Null when the listing is not listed.
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

  /** Whether the plan is a current (not withdrawn) plan of the spot. */
  async function currentPlanOf(spotId: string, planId: string): Promise<boolean> {
    const result = await db.execute(
      sql`select 1 from ${spotPlans} where ${spotPlans.id} = ${planId} and ${spotPlans.spotId} = ${spotId} and ${spotPlans.withdrawnAt} is null`,
    );
    return result.rows.length > 0;
  }

  return { carBusyDays, spotBusyDays, currentPlanOf };
}

export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>;
