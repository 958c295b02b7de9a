import type { JsonText } from '../../http/json-text.js';
import { TtlCache } from '../../lib/ttl-cache.js';

/**
 * The public responses of one kind of listing, kept in process memory for the content TTL (ADR
 * 0008, ADR 0015): details by id, searches and popular lists by their normalised input. A write in
 * this process drops the listing's detail and every search (their order or members may have
 * changed); other instances serve what they hold for at most one TTL.
 */
export function createListingCache(ttlMs: number) {
  const details = new TtlCache<string, JsonText>({ ttlMs, maxEntries: 10_000 });
  const searches = new TtlCache<string, JsonText>({ ttlMs, maxEntries: 2_000 });
  // A search's capped total does not depend on its sort or page: people flip both, the count stays.
  const counts = new TtlCache<string, number>({ ttlMs, maxEntries: 20_000 });
  return {
    detail: <T>(id: string, load: (id: string) => Promise<JsonText<T>>) => details.get(id, load) as Promise<JsonText<T>>,
    search: <T>(key: string, load: (key: string) => Promise<JsonText<T>>) => searches.get(key, load) as Promise<JsonText<T>>,
    /** The capped total of a search, keyed by its filters without sort, limit and offset. */
    count: <F extends { sort: unknown; limit: unknown; offset: unknown }>(filters: F, load: () => Promise<number>) => {
      const { sort: _sort, limit: _limit, offset: _offset, ...rest } = filters;
      return counts.get(JSON.stringify(rest), load);
    },
    /** After a write of the listing (or its favourites) in this process. */
    drop(id: string): void {
      details.delete(id);
      searches.clear();
      counts.clear();
    },
    clear(): void {
      details.clear();
      searches.clear();
      counts.clear();
    },
  };
}

export type ListingCache = ReturnType<typeof createListingCache>;
