import { and, eq } from 'drizzle-orm';
import type { LegalKind } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import { legalDocuments, type LegalDocumentRow } from '../../db/schema/index.js';

export function createLegalRepository(db: Db) {
  async function findCurrent(kind: LegalKind): Promise<LegalDocumentRow | null> {
    const [row] = await db
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.versionKind, 'Current')))
      .limit(1);
    return row ?? null;
  }
  return { findCurrent };
}

export type LegalRepository = ReturnType<typeof createLegalRepository>;
