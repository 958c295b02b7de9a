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

/**
 * The kinds of target the log can name, and how: a person's name, a listing's or an article's title, a
 * reservation's number (the first 8 characters of its id in capitals, as the web's 予約番号) with its
 * listing, a contact message's reference with its sender, a payout's statement number with its host, a closed
 * month as 2026年11月分, a marketplace coupon by its code. Each is one primary-key look-up inside the
 * page's own statement (no query per row); null when the object has since been deleted. A kind not
 * named here (a mail job, an image) has no name.
 */
export const NAMED_TARGET_KINDS = [
  'user',
  'car',
  'spot',
  'reserve',
  'driverLicense',
  'listingRevision',
  'contactMessage',
  'review',
  'content',
  'inquiry',
  'payout',
  'payoutMonth',
  'coupon',
] as const;

const target = sql`${operatorAuditLog.targetId}`;
const listingTitle = (alias: string) =>
  sql.raw(
    `coalesce((select c.title from cars c where c.id = ${alias}.car_id), (select s.title from spots s where s.id = ${alias}.spot_id))`,
  );
const targetName = sql<string | null>`case ${operatorAuditLog.targetKind}
    when 'user' then (select u.name from users u where u.id = ${target})
    when 'car' then (select c.title from cars c where c.id = ${target})
    when 'spot' then (select s.title from spots s where s.id = ${target})
    when 'reserve' then (select upper(left(r.id::text, 8)) || coalesce('・' || ${listingTitle('r')}, '') from reserves r where r.id = ${target})
    when 'driverLicense' then (select u.name from driver_licenses d join users u on u.id = d.user_id where d.id = ${target})
    when 'listingRevision' then (select ${listingTitle('lr')} from listing_revisions lr where lr.id = ${target})
    when 'contactMessage' then (select m.reference || '・' || m.name from contact_messages m where m.id = ${target})
    when 'review' then (select u.name || coalesce('・' || ${listingTitle('rv')}, '') from reviews rv join users u on u.id = rv.author_user_id where rv.id = ${target})
    when 'content' then (select ct.title from contents ct where ct.id = ${target})
    when 'inquiry' then (select coalesce(${listingTitle('i')}, upper(left(i.reserve_id::text, 8))) from inquiries i where i.id = ${target})
    when 'payout' then (select p.statement_number || '・' || u.name from payouts p join users u on u.id = p.host_user_id where p.id = ${target})
    when 'payoutMonth' then (select replace(pc.period, '-', '年') || '月分' from payout_closings pc where pc.id = ${target})
    when 'coupon' then (select cp.code from coupons cp where cp.id = ${target})
  end`;

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
    targetName,
    reason: operatorAuditLog.reason,
    details: operatorAuditLog.details,
    at: operatorAuditLog.at,
  };

  /** A page of the log, newest first, with each operator's name and each target's (one statement for the page). */
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
