import type { TargetKind } from '@kurumatabi/contract/enums';
import { eq } from 'drizzle-orm';
import { cars, reserves, spots, users, type ReserveRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/** What a thread's rules read of other tables: the listing asked about, the reservation, a person. */
export function createInquiryFactsRepository(db: DbOrTx) {
  async function listing(kind: TargetKind, id: string): Promise<{ ownerUserId: string; listed: boolean; title: string } | null> {
    const table = kind === 'Car' ? cars : spots;
    const [row] = await db
      .select({ ownerUserId: table.ownerUserId, listed: table.listed, title: table.title })
      .from(table)
      .where(eq(table.id, id));
    return row ?? null;
  }

  async function reserve(id: string): Promise<ReserveRow | null> {
    const [row] = await db.select().from(reserves).where(eq(reserves.id, id));
    return row ?? null;
  }

  /**
   * A person's standing, under a share lock of their row: a suspension (or a deactivation) waits for
   * a message being written to them, and a message written after one sees it (ADR 0047).
   */
  async function person(id: string): Promise<{ name: string; deactivated: boolean; suspended: boolean } | null> {
    const [row] = await db
      .select({ name: users.name, deactivatedAt: users.deactivatedAt, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, id))
      .for('share');
    return row ? { name: row.name, deactivated: row.deactivatedAt !== null, suspended: row.suspendedAt !== null } : null;
  }

  return { listing, reserve, person };
}
