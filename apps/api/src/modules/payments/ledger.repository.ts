import type { LedgerAccount } from '@kurumatabi/contract';
import { and, eq, sql } from 'drizzle-orm';
import { ledgerEntries, ledgerJournals } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/** One side of a journal: debit positive, credit negative. */
export interface LedgerLine {
  account: LedgerAccount;
  amount: number;
  /** The person of a per-person account (the host of `host_payable`). */
  userId?: string | null;
}

export interface Journal {
  /** reservation + operation + version (`reserve:<id>:capture:1`): the same event is never booked twice. */
  key: string;
  kind: string;
  reserveId?: string | null;
  payoutId?: string | null;
  memo?: string;
  lines: LedgerLine[];
  at: Date;
}

/** The ledger's only writer and its reports (ADR 0036). */
export function createLedgerRepository(db: DbOrTx) {
  /**
   * Books a journal in the caller's transaction; false when its key was booked before (nothing is
   * written twice). The database refuses, at commit, a journal whose lines do not sum to zero.
   */
  async function post(journal: Journal): Promise<boolean> {
    const lines = journal.lines.filter((line) => line.amount !== 0);
    const sum = lines.reduce((total, line) => total + line.amount, 0);
    if (sum !== 0 || lines.some((line) => !Number.isInteger(line.amount))) {
      throw new Error(`journal ${journal.key} does not balance: ${sum}`);
    }
    const inserted = await db
      .insert(ledgerJournals)
      .values({
        key: journal.key,
        kind: journal.kind,
        reserveId: journal.reserveId ?? null,
        payoutId: journal.payoutId ?? null,
        memo: journal.memo ?? '',
        createdAt: journal.at,
      })
      .onConflictDoNothing()
      .returning({ key: ledgerJournals.key });
    if (inserted.length === 0) return false;
    if (lines.length > 0) {
      await db.insert(ledgerEntries).values(
        lines.map((line) => ({
          journalKey: journal.key,
          account: line.account,
          userId: line.userId ?? null,
          reserveId: journal.reserveId ?? null,
          amount: line.amount,
          createdAt: journal.at,
        })),
      );
    }
    return true;
  }

  async function hasJournal(key: string): Promise<boolean> {
    const rows = await db.select({ key: ledgerJournals.key }).from(ledgerJournals).where(eq(ledgerJournals.key, key)).limit(1);
    return rows.length > 0;
  }

  /** A reservation's balance per account (what its invariants are checked on). */
  async function balancesOfReserve(reserveId: string): Promise<Partial<Record<LedgerAccount, number>>> {
    const rows = await db
      .select({ account: ledgerEntries.account, total: sql<number>`sum(${ledgerEntries.amount})::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reserveId, reserveId))
      .groupBy(ledgerEntries.account);
    return Object.fromEntries(rows.map((row) => [row.account, row.total]));
  }

  /** The sum of the credits and debits of one kind of journal for a reservation, on one account. */
  async function sumOf(reserveId: string, kind: string, account: LedgerAccount): Promise<number> {
    const rows = await db
      .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
      .from(ledgerEntries)
      .innerJoin(ledgerJournals, eq(ledgerJournals.key, ledgerEntries.journalKey))
      .where(and(eq(ledgerEntries.reserveId, reserveId), eq(ledgerJournals.kind, kind), eq(ledgerEntries.account, account)));
    return rows[0]?.total ?? 0;
  }

  /** Every account's balance (the staff report: their sum is always zero). */
  async function balances(): Promise<{ account: LedgerAccount; total: number }[]> {
    return db
      .select({ account: ledgerEntries.account, total: sql<number>`sum(${ledgerEntries.amount})::int` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.account)
      .orderBy(ledgerEntries.account);
  }

  return { post, hasJournal, balancesOfReserve, sumOf, balances };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
