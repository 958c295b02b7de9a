import type { LegalDocument } from '@kurumatabi/contract';
import { count, sql } from 'drizzle-orm';
import { createDb, createPool, type Db } from '../db/client.js';
import { faqs, legalDocuments } from '../db/schema/index.js';
import { faqs as faqContent } from './content/faq.js';
import { legalDocuments as legalContent } from './content/legal.js';
import { seedContentCategories } from './content-categories.js';
import { ensureDemoAccountData } from './demo-account-data.js';
import { ensureDemoContent } from './demo-content.js';
import { ensureDemoDriverLicense } from './demo-driver-license.js';
import { ensureDemoConversations } from './demo-conversations.js';
import { ensureDemoIdentities } from './demo-identities.js';
import { ensureDemoListings } from './demo-listings.js';
import { ensureDemoReserves } from './demo-reserves.js';
import { ensureDemoReviews } from './demo-reviews.js';
import { seedMasterData } from './master-data.js';

/** Arbitrary constant key of the advisory lock that keeps two seeders from inserting twice. */
const SEED_LOCK_KEY = 482_113_908;

/** Per kind, the latest version (by effective date) is `Current`, the others `Normal` (ADR 0004). */
export function legalRows(documents: readonly LegalDocument[]) {
  const latest = new Map<string, string>();
  for (const d of documents) {
    const seen = latest.get(d.kind);
    if (seen === undefined || d.effectiveOn > seen) latest.set(d.kind, d.effectiveOn);
  }
  return documents.map((d) => ({
    kind: d.kind,
    version: d.version,
    versionKind: latest.get(d.kind) === d.effectiveOn ? ('Current' as const) : ('Normal' as const),
    title: d.title,
    effectiveOn: d.effectiveOn,
    preamble: d.preamble,
    sections: d.sections,
  }));
}

async function seedContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    let seeded = false;
    const [legalCount] = await tx.select({ n: count() }).from(legalDocuments);
    if (!legalCount?.n) {
      await tx.insert(legalDocuments).values(legalRows(legalContent));
      seeded = true;
    }
    const [faqCount] = await tx.select({ n: count() }).from(faqs);
    if (!faqCount?.n) {
      await tx.insert(faqs).values(faqContent.map((f, i) => ({ ...f, sortOrder: (i + 1) * 10, activity: 'Active' as const })));
      seeded = true;
    }
    if ((await seedMasterData(tx)) > 0) seeded = true;
    if ((await seedContentCategories(tx)) > 0) seeded = true;
    return seeded;
  });
}

/**
 * Seeds the content (legal texts, FAQ) into empty tables and the master data rows that are missing
 * (ADR 0014), and with `demoAccounts` ensures the demo identities in the Auth emulator and their
 * users rows. Idempotent: safe on every start.
 */
export async function seed(options: { databaseUrl: string; demoAccounts: boolean }): Promise<{ seeded: boolean }> {
  const pool = createPool(options.databaseUrl, { max: 2 });
  try {
    const db = createDb(pool);
    let seeded = await seedContent(db);
    if (options.demoAccounts) {
      await ensureDemoIdentities(db);
      await ensureDemoAccountData(db);
      if ((await ensureDemoDriverLicense(db)) > 0) seeded = true;
      if ((await ensureDemoListings(db)) > 0) seeded = true;
      if ((await ensureDemoReserves(db)) > 0) seeded = true;
      if ((await ensureDemoReviews(db)) > 0) seeded = true;
      if ((await ensureDemoConversations(db)) > 0) seeded = true;
      if ((await ensureDemoContent(db)) > 0) seeded = true;
    }
    return { seeded };
  } finally {
    await pool.end();
  }
}
