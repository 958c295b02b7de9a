import type { ReserveStatus } from '@kurumatabi/contract/enums';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { reserves, users, type ReserveRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { containing } from './staff-users.repository.js';

/** The staff's search of every reservation (ADR 0033). Only this file knows its SQL. */

export interface StaffReserveFilters {
  reserveId?: string;
  guestUserId?: string;
  hostUserId?: string;
  listingId?: string;
  guest?: string;
  host?: string;
  status?: ReserveStatus;
  from?: string;
  to?: string;
}

const guests = alias(users, 'guests');
const hosts = alias(users, 'hosts');

function nameOrEmail(table: { name: PgColumn; email: PgColumn }, text: string): SQL | undefined {
  const pattern = containing(text);
  return or(ilike(table.name, pattern), ilike(table.email, pattern));
}

function whereOf(f: StaffReserveFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.reserveId) conditions.push(eq(reserves.id, f.reserveId));
  if (f.guestUserId) conditions.push(eq(reserves.guestUserId, f.guestUserId));
  if (f.hostUserId) conditions.push(eq(reserves.hostUserId, f.hostUserId));
  if (f.listingId) conditions.push(or(eq(reserves.carId, f.listingId), eq(reserves.spotId, f.listingId)));
  if (f.guest) conditions.push(nameOrEmail(guests, f.guest));
  if (f.host) conditions.push(nameOrEmail(hosts, f.host));
  if (f.status) conditions.push(eq(reserves.status, f.status));
  // Days [start, end] that meet [from, to].
  if (f.from) conditions.push(sql`${reserves.endDate} >= ${f.from}::date`);
  if (f.to) conditions.push(sql`${reserves.startDate} <= ${f.to}::date`);
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

export function createStaffReservesRepository(db: DbOrTx) {
  async function search(filters: StaffReserveFilters, limit: number, offset: number): Promise<{ items: ReserveRow[]; total: number }> {
    const where = whereOf(filters);
    const [rows, [counted]] = await Promise.all([
      db
        .select({ reserve: reserves })
        .from(reserves)
        .innerJoin(guests, eq(guests.id, reserves.guestUserId))
        .innerJoin(hosts, eq(hosts.id, reserves.hostUserId))
        .where(where)
        .orderBy(desc(reserves.requestedAt), desc(reserves.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(reserves)
        .innerJoin(guests, eq(guests.id, reserves.guestUserId))
        .innerJoin(hosts, eq(hosts.id, reserves.hostUserId))
        .where(where),
    ]);
    return { items: rows.map((r) => r.reserve), total: counted?.total ?? 0 };
  }

  async function findById(id: string): Promise<ReserveRow | null> {
    const [row] = await db.select().from(reserves).where(eq(reserves.id, id));
    return row ?? null;
  }

  /** The reservation under its row lock (the staff money acts order with its transitions). */
  async function lockById(id: string): Promise<ReserveRow | null> {
    const [row] = await db.select().from(reserves).where(eq(reserves.id, id)).for('update');
    return row ?? null;
  }

  return { search, findById, lockById };
}
