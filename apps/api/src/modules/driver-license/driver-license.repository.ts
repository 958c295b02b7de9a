import type { LicenseColor } from '@kurumatabi/contract';
import type { VerificationStatus } from '@kurumatabi/contract/enums';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { driverLicenses, users, type DriverLicenseRow } from '../../db/schema/index.js';
import type { Tx } from '../listings/listings.repository.js';

export interface LicenseValues {
  number: string;
  color: LicenseColor;
  expiresOn: string;
  frontImageId: string | null;
  backImageId: string | null;
  requestVerification: boolean;
}

export function createDriverLicenseRepository(db: Db) {
  async function findByUser(userId: string): Promise<DriverLicenseRow | null> {
    const [row] = await db.select().from(driverLicenses).where(eq(driverLicenses.userId, userId)).limit(1);
    return row ?? null;
  }

  /**
   * Inserts or replaces the user's licence, unless it is under verification: the condition is in the
   * statement itself, so an operator's decision and an edit can never interleave. Null = under verification.
   */
  async function upsert(userId: string, values: LicenseValues): Promise<DriverLicenseRow | null> {
    const status: VerificationStatus = values.requestVerification ? 'VerificationRequest' : 'Registered';
    const set = {
      number: values.number,
      color: values.color,
      expiresOn: values.expiresOn,
      frontImageId: values.frontImageId,
      backImageId: values.backImageId,
      status,
      rejectionReason: null,
      submittedAt: values.requestVerification ? sql`now()` : null,
      decidedAt: null,
      decidedBy: null,
      updatedAt: sql`now()`,
    };
    const [row] = await db
      .insert(driverLicenses)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: driverLicenses.userId, set, setWhere: ne(driverLicenses.status, 'VerificationRequest') })
      .returning();
    return row ?? null;
  }

  /**
   * VerificationRequest → Verified | Rejected, only from VerificationRequest; `alsoInTransaction`
   * (the holder's notice) commits with the decision. Null when not pending (or absent).
   */
  async function decide(
    id: string,
    decision: { status: 'Verified' | 'Rejected'; reason: string | null; operatorId: string },
    alsoInTransaction: (row: DriverLicenseRow, tx: Tx) => Promise<void>,
  ): Promise<DriverLicenseRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(driverLicenses)
        .set({
          status: decision.status,
          rejectionReason: decision.reason,
          decidedAt: sql`now()`,
          decidedBy: decision.operatorId,
          updatedAt: sql`now()`,
        })
        .where(and(eq(driverLicenses.id, id), eq(driverLicenses.status, 'VerificationRequest')))
        .returning();
      if (!row) return null;
      await alsoInTransaction(row, tx);
      return row;
    });
  }

  const withUser = {
    license: driverLicenses,
    user: { id: users.id, name: users.name, email: users.email },
  };

  async function findWithUser(id: string) {
    const [row] = await db
      .select(withUser)
      .from(driverLicenses)
      .innerJoin(users, eq(users.id, driverLicenses.userId))
      .where(eq(driverLicenses.id, id));
    return row ?? null;
  }

  async function pageByStatus(status: VerificationStatus, limit: number, offset: number) {
    const [items, [total]] = await Promise.all([
      db
        .select(withUser)
        .from(driverLicenses)
        .innerJoin(users, eq(users.id, driverLicenses.userId))
        .where(eq(driverLicenses.status, status))
        .orderBy(asc(driverLicenses.submittedAt), asc(driverLicenses.updatedAt), asc(driverLicenses.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(driverLicenses).where(eq(driverLicenses.status, status)),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  return { findByUser, upsert, decide, findWithUser, pageByStatus };
}

export type DriverLicenseRepository = ReturnType<typeof createDriverLicenseRepository>;
