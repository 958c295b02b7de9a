import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { faqs, type FaqRow } from '../../db/schema/index.js';

export function createFaqRepository(db: Db) {
  /**
   * Every active entry in display order. The FAQ is a short, curated list (tens of entries) that
   * the service keeps in memory and pages itself (ADR 0008).
   */
  async function listAllActive(): Promise<FaqRow[]> {
    return db.select().from(faqs).where(eq(faqs.activity, 'Active')).orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
  }

  return { listAllActive };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
