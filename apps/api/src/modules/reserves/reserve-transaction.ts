import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../listings/listings.repository.js';

/**
 * Every reservation write runs here (ADR 0016): one transaction, retried whole on a serialization
 * failure (40001) or a deadlock (40P01), at most three attempts; an exclusion (23P01, a car's days
 * taken) or a failed CHECK (23514, a spot plan's day full) is 409 RESERVE_PERIOD_UNAVAILABLE. The
 * listing row is locked first inside `work`, so deadlocks are the exception, not the rule.
 */

const RETRIED_STATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 3;

/** The SQLSTATE of a PostgreSQL error, looking through the wrappers (drizzle keeps the driver's error as `cause`). */
export function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** The constraint a PostgreSQL error names, if any. */
function constraintOf(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return null;
}

/** Whether the error is a taken period: a car's exclusion or a spot plan's full day. */
export function isPeriodConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state === '23P01') return true;
  return state === '23514' && constraintOf(error) === 'spot_plan_inventory_capacity_check';
}

export async function inReserveTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isPeriodConflict(error)) throw new AppError('RESERVE_PERIOD_UNAVAILABLE', { cause: error });
      const state = sqlStateOf(error);
      if (state !== null && RETRIED_STATES.has(state) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}
