import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { FaqCategory } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import { faqs, type FaqRow } from '../../db/schema/index.js';

export function createFaqRepository(db: Db) {
  /** Active entries in display order, one page of them, and how many there are in all. */
  async function listActive(filter: { category?: FaqCategory; limit: number; offset: number }): Promise<{ rows: FaqRow[]; total: number }> {
    const conditions: SQL[] = [eq(faqs.activity, 'Active')];
    if (filter.category) conditions.push(eq(faqs.category, filter.category));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(faqs)
        .where(where)
        .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db.select({ total: count() }).from(faqs).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }
  return { listActive };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
