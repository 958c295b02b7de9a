import type { LegalDocument, LegalKind } from '@kurumatabi/contract';
import { AppError } from '../../http/app-error.js';
import { deepFreeze } from '../../lib/deep-freeze.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { LegalRepository } from './legal.repository.js';

export function createLegalService(repository: LegalRepository, options: { cacheTtlMs: number }) {
  // The texts change only with a seed or a migration (a deploy): each instance re-reads them at
  // most once per TTL instead of reading ~25 KB of jsonb on every request (ADR 0008).
  const cache = new TtlCache<LegalKind, LegalDocument>({ ttlMs: options.cacheTtlMs, maxEntries: 16 });

  async function load(kind: LegalKind): Promise<LegalDocument> {
    const row = await repository.findCurrent(kind);
    if (!row) throw new AppError('NOT_FOUND');
    // Shared by every request until the TTL ends: frozen, and so serialized only once (ADR 0008).
    return deepFreeze({
      kind: row.kind,
      title: row.title,
      version: row.version,
      effectiveOn: row.effectiveOn,
      preamble: row.preamble,
      sections: row.sections,
    });
  }

  /** The version of a legal text in force (ADR 0004). */
  function showCurrent(kind: LegalKind): Promise<LegalDocument> {
    return cache.get(kind, load);
  }

  return { showCurrent };
}
