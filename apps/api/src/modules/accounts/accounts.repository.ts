import { and, eq, isNull, sql } from 'drizzle-orm';
import { notifyAccountChanged, notifyDrop } from '../../db/cache-changes.js';
import type { Db } from '../../db/client.js';
import type { Tx } from '../listings/listings.repository.js';
import {
  bankAccounts,
  cars,
  driverLicenses,
  images,
  legalDocuments,
  notifications,
  shareContractAgreements,
  spots,
  userLocations,
  users,
  type AgreementRole,
  type ImageRow,
  type UserRow,
} from '../../db/schema/index.js';

/** Thrown inside the deactivation's transaction to roll it back: the user has an active reservation. */
class ActiveReservations extends Error {}

/** The public name of a deactivated user (ADR 0010). */
export const DEACTIVATED_NAME = '退会済みユーザー';

export function createAccountsRepository(db: Db) {
  async function currentShareContractVersion(): Promise<string | null> {
    const [row] = await db
      .select({ version: legalDocuments.version })
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, 'ShareContract'), eq(legalDocuments.versionKind, 'Current')))
      .limit(1);
    return row?.version ?? null;
  }

  /** Records the agreement and sets the role flag, together. */
  /** Records the agreement and sets the role's flag; `alsoInTransaction` (the welcome notice) commits with them. */
  async function grantRole(
    userId: string,
    role: AgreementRole,
    version: string,
    alsoInTransaction: (tx: Tx) => Promise<void>,
  ): Promise<UserRow> {
    return db.transaction(async (tx) => {
      await tx.insert(shareContractAgreements).values({ userId, role, version });
      const [row] = await tx
        .update(users)
        .set({ ...(role === 'CarOwner' ? { isCarOwner: true } : { isFacilityProvider: true }), updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw new Error(`user ${userId} vanished`);
      await alsoInTransaction(tx);
      return row;
    });
  }

  async function updateEmail(userId: string, email: string): Promise<UserRow | null> {
    const [row] = await db
      .update(users)
      .set({ email, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return row ?? null;
  }

  /**
   * Deactivates and anonymises in one transaction (ADR 0010): the row stays (later reservations,
   * reviews and payouts point at it) with a neutral name and no email; personal data is deleted.
   * Returns the private images whose bytes must be removed, or null when already deactivated.
   */
  async function deactivate(
    user: Pick<UserRow, 'id' | 'firebaseUid'>,
  ): Promise<{ deactivatedAt: Date; privateImages: ImageRow[] } | null | 'activeReservations'> {
    try {
      return await deactivateInTransaction(user);
    } catch (error) {
      if (error instanceof ActiveReservations) return 'activeReservations';
      throw error;
    }
  }

  async function deactivateInTransaction(
    user: Pick<UserRow, 'id' | 'firebaseUid'>,
  ): Promise<{ deactivatedAt: Date; privateImages: ImageRow[] } | null> {
    const userId = user.id;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          deactivatedAt: sql`now()`,
          name: DEACTIVATED_NAME,
          email: '',
          isCarOwner: false,
          isFacilityProvider: false,
          // The company's names and the billing contact go with the rest (issue 33); documents already issued keep their copy.
          accountKind: 'Individual',
          companyName: null,
          department: null,
          billingContactName: null,
          invoiceRegistrationNumber: null,
          invoiceRegisteredName: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
        .returning({ deactivatedAt: users.deactivatedAt });
      if (!row?.deactivatedAt) return null;
      // The leaver's listings stop being public at once (ADR 0015: listed = verified, published, owner active).
      const unlisted = { listed: false, cardJson: null, detailJson: null, updatedAt: sql`now()` };
      await tx.update(cars).set(unlisted).where(eq(cars.ownerUserId, userId));
      await tx.update(spots).set(unlisted).where(eq(spots.ownerUserId, userId));
      // Every replica forgets its cached listings and the leaver's remembered tokens once this commits (ADR 0050).
      await notifyDrop(tx, { kind: 'car', id: '*' });
      await notifyDrop(tx, { kind: 'spot', id: '*' });
      await notifyAccountChanged(tx, user.firebaseUid);
      // ADR 0016: not while a reservation as guest or host is in Request, Approved or Renting. Asked after
      // the user's and listings' rows are locked above, so a request being created now is either seen
      // here or refused (it locks its listing, and its guest's row FOR SHARE).
      const active = await tx.execute(sql`select 1 from reserves
        where (guest_user_id = ${userId} or host_user_id = ${userId}) and status in ('Request', 'Approved', 'Renting') limit 1`);
      if (active.rows.length > 0) throw new ActiveReservations();
      await tx.delete(driverLicenses).where(eq(driverLicenses.userId, userId));
      await tx.delete(bankAccounts).where(eq(bankAccounts.userId, userId));
      await tx.delete(userLocations).where(eq(userLocations.userId, userId));
      await tx.delete(notifications).where(eq(notifications.userId, userId));
      const privateImages = await tx
        .delete(images)
        .where(and(eq(images.ownerUserId, userId), eq(images.visibility, 'Private')))
        .returning();
      return { deactivatedAt: row.deactivatedAt, privateImages };
    });
  }

  return { currentShareContractVersion, grantRole, updateEmail, deactivate };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
