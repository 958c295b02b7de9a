import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  staffAccountRequests,
  users,
  type NewStaffAccountRequest,
  type StaffAccountRequestRow,
  type StaffAccountRequestStatus,
} from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/** Staff acts on operators' accounts waiting for a second operator (ADR 0045). Only this file knows their SQL. */

const targets = alias(users, 'targets');
const requesters = alias(users, 'requesters');
const deciders = alias(users, 'deciders');

const withPeople = {
  request: staffAccountRequests,
  target: { id: targets.id, name: targets.name, email: targets.email },
  requestedBy: { id: requesters.id, name: requesters.name },
  decidedBy: { id: deciders.id, name: deciders.name },
};

export type StaffAccountRequestView = Awaited<ReturnType<ReturnType<typeof createStaffAccountRequestsRepository>['latestOf']>>;

export function createStaffAccountRequestsRepository(db: DbOrTx) {
  function joined() {
    return db
      .select(withPeople)
      .from(staffAccountRequests)
      .innerJoin(targets, eq(targets.id, staffAccountRequests.targetUserId))
      .innerJoin(requesters, eq(requesters.id, staffAccountRequests.requestedBy))
      .leftJoin(deciders, eq(deciders.id, staffAccountRequests.decidedBy));
  }

  /** The account's waiting request (at most one: a partial unique index), locked; lapsed or not. */
  async function lockWaiting(targetUserId: string): Promise<StaffAccountRequestRow | null> {
    const [row] = await db
      .select()
      .from(staffAccountRequests)
      .where(and(eq(staffAccountRequests.targetUserId, targetUserId), eq(staffAccountRequests.status, 'Requested')))
      .for('update');
    return row ?? null;
  }

  async function insert(row: NewStaffAccountRequest): Promise<StaffAccountRequestRow> {
    const [inserted] = await db.insert(staffAccountRequests).values(row).returning();
    if (!inserted) throw new Error('staff account request not inserted');
    return inserted;
  }

  /** Closes a waiting request; only a waiting one (the guard makes a second decision change nothing). */
  async function decide(
    id: string,
    decision: { status: Exclude<StaffAccountRequestStatus, 'Requested'>; by: string | null; at: Date; reason?: string },
  ): Promise<boolean> {
    const rows = await db
      .update(staffAccountRequests)
      .set({ status: decision.status, decidedBy: decision.by, decidedAt: decision.at, decisionReason: decision.reason ?? null })
      .where(and(eq(staffAccountRequests.id, id), eq(staffAccountRequests.status, 'Requested')))
      .returning({ id: staffAccountRequests.id });
    return rows.length === 1;
  }

  /** The latest request on an account, whatever its state, with the people's names. */
  async function latestOf(targetUserId: string) {
    const [row] = await joined()
      .where(eq(staffAccountRequests.targetUserId, targetUserId))
      .orderBy(desc(staffAccountRequests.requestedAt), desc(staffAccountRequests.id))
      .limit(1);
    return row ?? null;
  }

  /** The requests still waiting and not lapsed at `now`, the one lapsing soonest first. */
  async function waiting(now: Date, limit: number, offset: number) {
    const where = and(eq(staffAccountRequests.status, 'Requested'), gt(staffAccountRequests.expiresAt, now));
    const [items, [counted]] = await Promise.all([
      joined().where(where).orderBy(asc(staffAccountRequests.expiresAt), asc(staffAccountRequests.id)).limit(limit).offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(staffAccountRequests)
        .where(where),
    ]);
    return { items, total: counted?.total ?? 0 };
  }

  return { lockWaiting, insert, decide, latestOf, waiting };
}
