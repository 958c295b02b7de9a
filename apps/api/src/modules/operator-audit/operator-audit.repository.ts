import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { operatorAuditLog, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/**
 * The operators' audit log (ADR 0025, 0033): what staff read or did that a user may later ask
 * about. One row per act, written in the act's own transaction (a read that cannot be logged is not
 * served; an act whose row cannot be written does not happen). Append-only: nothing updates a row.
 */
export interface AuditEntry {
  operatorUserId: string;
  /** `<target kind>.<verb>`, e.g. `inquiry.read`. */
  action: string;
  targetKind: string;
  targetId: string;
  /** Why (the operator's words), for the acts that require one. */
  reason?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

export interface AuditFilters {
  operatorUserId?: string;
  /** An exact action (`user.suspend`), or a prefix ending in a dot (`user.`). */
  action?: string;
  targetId?: string;
  /** Japan calendar days, both included. */
  from?: string;
  to?: string;
}

/** `user.` → every action of users; `user.suspend` → exactly it. The contract allows letters, digits and dots only. */
function actionCondition(action: string): SQL {
  return action.endsWith('.') ? like(operatorAuditLog.action, `${action}%`) : eq(operatorAuditLog.action, action);
}

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.operatorUserId) conditions.push(eq(operatorAuditLog.operatorUserId, filters.operatorUserId));
  if (filters.action) conditions.push(actionCondition(filters.action));
  if (filters.targetId) conditions.push(eq(operatorAuditLog.targetId, filters.targetId));
  // Days are Japan's: [from 00:00 JST, to+1 00:00 JST).
  if (filters.from) conditions.push(gte(operatorAuditLog.at, sql`(${filters.from}::date)::timestamp at time zone 'Asia/Tokyo'`));
  if (filters.to) conditions.push(lt(operatorAuditLog.at, sql`(${filters.to}::date + 1)::timestamp at time zone 'Asia/Tokyo'`));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createOperatorAuditRepository(db: DbOrTx) {
  async function record(entry: AuditEntry): Promise<void> {
    await db.insert(operatorAuditLog).values({ ...entry, reason: entry.reason ?? null, details: entry.details ?? {} });
  }

  const columns = {
    id: operatorAuditLog.id,
    operatorUserId: operatorAuditLog.operatorUserId,
    operatorName: users.name,
    action: operatorAuditLog.action,
    targetKind: operatorAuditLog.targetKind,
    targetId: operatorAuditLog.targetId,
    reason: operatorAuditLog.reason,
    details: operatorAuditLog.details,
    at: operatorAuditLog.at,
  };

  /** A page of the log, newest first, with each operator's name. */
  async function search(filters: AuditFilters, limit: number, offset: number) {
    const where = whereOf(filters);
    const [items, [counted]] = await Promise.all([
      db
        .select(columns)
        .from(operatorAuditLog)
        .innerJoin(users, eq(users.id, operatorAuditLog.operatorUserId))
        .where(where)
        .orderBy(desc(operatorAuditLog.at), desc(operatorAuditLog.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(operatorAuditLog)
        .where(where),
    ]);
    return { items, total: counted?.total ?? 0 };
  }

  return { record, search };
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof createOperatorAuditRepository>['search']>>['items'][number];
