import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankAccounts, type BankAccountRow } from '../../db/schema/index.js';

export type BankAccountValues = Omit<BankAccountRow, 'userId' | 'createdAt' | 'updatedAt'>;

export function createBankAccountsRepository(db: Db) {
  async function findByUser(userId: string): Promise<BankAccountRow | null> {
    const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).limit(1);
    return row ?? null;
  }

  async function upsert(userId: string, values: BankAccountValues): Promise<BankAccountRow> {
    const [row] = await db
      .insert(bankAccounts)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: bankAccounts.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('bank account upsert returned nothing');
    return row;
  }

  return { findByUser, upsert };
}

export type BankAccountsRepository = ReturnType<typeof createBankAccountsRepository>;
