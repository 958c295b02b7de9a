import { MASTER_LIST_MAX } from '@kurumatabi/contract';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { deepFreeze } from '../../lib/deep-freeze.js';
import { TtlCache } from '../../lib/ttl-cache.js';

/** The filter, order and bound every `show-active-*` read shares (ADR 0014): Active rows, by display order then id. */
export function activeRows(table: { activity: PgColumn; displayOrder: PgColumn; id: PgColumn }): {
  where: SQL;
  orderBy: [SQL, SQL];
  limit: number;
} {
  return { where: eq(table.activity, 'Active'), orderBy: [asc(table.displayOrder), asc(table.id)], limit: MASTER_LIST_MAX };
}

/** A master list as the calls answer it (frozen at run time; typed as the contract's output). */
export interface ActiveList<T> {
  items: T[];
}

/**
 * A list that is the same for everyone, loaded at most once per TTL (the content cache of ADR
 * 0008) and frozen, so the route serializes it once per load.
 */
export function cachedList<T>(ttlMs: number, load: () => Promise<T[]>): () => Promise<ActiveList<T>> {
  const cache = new TtlCache<'all', ActiveList<T>>({ ttlMs, maxEntries: 1 });
  const loadFrozen = async () => deepFreeze({ items: await load() });
  return () => cache.get('all', loadFrozen);
}
