import type { AccountProfile, InvoiceRegistration } from '@kurumatabi/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';

export type { UserRow };

export function createUsersRepository(db: Db) {
  // Every authenticated request reads its user: built once and prepared once per connection,
  // instead of Drizzle building the SQL (~30 % of the CPU of show-current-user) and PostgreSQL
  // planning it on every request (ADR 0008).
  const byFirebaseUid = db
    .select()
    .from(users)
    .where(eq(users.firebaseUid, sql.placeholder('firebaseUid')))
    .limit(1)
    .prepare('users_find_by_firebase_uid');

  async function findByFirebaseUid(firebaseUid: string): Promise<UserRow | null> {
    const [row] = await byFirebaseUid.execute({ firebaseUid });
    return row ?? null;
  }

  /** Inserts the row unless one exists for the uid; returns the row either way (safe under races). */
  async function insertOrGet(values: { firebaseUid: string; email: string; name: string }): Promise<{ row: UserRow; created: boolean }> {
    const [inserted] = await db.insert(users).values(values).onConflictDoNothing({ target: users.firebaseUid }).returning();
    if (inserted) return { row: inserted, created: true };
    const existing = await findByFirebaseUid(values.firebaseUid);
    if (!existing) throw new Error(`user ${values.firebaseUid} vanished between insert and select`);
    return { row: existing, created: false };
  }

  /** The name, and the account kind with the company's names when given (all four columns at once). */
  async function updateProfile(firebaseUid: string, profile: { name: string; account?: AccountProfile }): Promise<UserRow | null> {
    const account = profile.account;
    const [row] = await db
      .update(users)
      .set({
        name: profile.name,
        ...(account
          ? {
              accountKind: account.kind,
              companyName: account.companyName,
              department: account.department,
              billingContactName: account.billingContactName,
            }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.firebaseUid, firebaseUid))
      .returning();
    return row ?? null;
  }

  /** Sets or (with null) clears the invoice registration number and its registered name together. */
  async function updateInvoiceRegistration(firebaseUid: string, registration: InvoiceRegistration | null): Promise<UserRow | null> {
    const [row] = await db
      .update(users)
      .set({
        invoiceRegistrationNumber: registration?.number ?? null,
        invoiceRegisteredName: registration?.registeredName ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.firebaseUid, firebaseUid))
      .returning();
    return row ?? null;
  }

  /** The staff's display names (users with the operator role), which nobody else may take (ADR 0024). */
  async function operatorNames(): Promise<{ id: string; name: string }[]> {
    return db.select({ id: users.id, name: users.name }).from(users).where(eq(users.isOperator, true));
  }

  return { findByFirebaseUid, insertOrGet, updateProfile, updateInvoiceRegistration, operatorNames };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
