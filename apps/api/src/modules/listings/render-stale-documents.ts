import { notifyDrop } from '../../db/cache-changes.js';
import type { Db } from '../../db/client.js';
import type { ListingKindRepository, ListingRowBase } from './listing-kind.js';
import type { ListingKind } from './listing-service.js';

/** Rows per transaction: short locks on a live database, few round trips on a large one. */
const BATCH = 200;

/**
 * The migrate step after the SQL migrations (ADR 0052): every stored listing of the kind whose documents an older
 * renderer wrote (`document_version` below the kind's `documentVersion`) gets `listed`, its documents and search
 * columns rendered again, as a write would. Every replica drops the kind's cached answers with each batch, so a
 * process still running during a deploy never serves an old shape after the commit. Returns the rows rendered.
 */
export async function renderStaleDocuments<
  Row extends ListingRowBase,
  Update,
  Filters,
  Popular,
  Repo extends ListingKindRepository<Row, Update, Filters>,
>(db: Db, kind: ListingKind<Row, Update, Filters, Popular, Repo>): Promise<number> {
  let rendered = 0;
  let afterId: string | null = null;
  for (;;) {
    const rows: Row[] = await db.transaction(async (tx) => {
      const repo = kind.repository(tx);
      const stale = await repo.lockStale(kind.documentVersion, afterId, BATCH);
      for (const row of stale) {
        // The owner row exists as long as the listing does (owner_user_id cascades).
        const host = await repo.listings.host(row.ownerUserId);
        if (!host) throw new Error(`the owner of ${kind.kind} ${row.id} vanished`);
        await repo.rewrite(row.id, await kind.documentColumns(repo, row, host));
      }
      if (stale.length > 0) await notifyDrop(tx, { kind: kind.kind, id: '*' });
      return stale;
    });
    rendered += rows.length;
    if (rows.length < BATCH) return rendered;
    afterId = rows[rows.length - 1]!.id;
  }
}
