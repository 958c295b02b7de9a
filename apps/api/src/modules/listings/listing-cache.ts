import { JsonText } from '../../http/json-text.js';
import { TtlCache } from '../../lib/ttl-cache.js';

/** A search's page as the cache keeps it: the listings' ids in order and the capped total, never their cards. */
export interface SearchPage {
  ids: readonly string[];
  total: number;
  totalIsLowerBound: boolean;
}

/** Where a search's answer comes from on a miss: its page of ids, and the stored cards of listings not in memory. */
export interface SearchLoaders {
  page: () => Promise<SearchPage>;
  /** The stored card text of each id that is still listed (an id left out is no longer public). */
  cards: (ids: readonly string[]) => Promise<Map<string, string>>;
}

const MAX_PAGES = 20_000;
const MAX_CARDS = 20_000;

/**
 * Cards by listing id, as UTF-8 bytes, each for the content TTL: one copy of a card however many
 * pages show it. Oldest first out past MAX_CARDS.
 */
class CardShelf {
  private readonly entries = new Map<string, { expiresAt: number; bytes: Buffer }>();
  constructor(private readonly ttlMs: number) {}

  get(id: string, now: number): Buffer | undefined {
    const entry = this.entries.get(id);
    return entry && entry.expiresAt > now ? entry.bytes : undefined;
  }

  set(id: string, bytes: Buffer, now: number): void {
    if (this.ttlMs === 0) return;
    this.entries.delete(id);
    this.entries.set(id, { expiresAt: now + this.ttlMs, bytes });
    if (this.entries.size > MAX_CARDS) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }
}

const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

/** `{"items":[card,…],"total":…,"totalIsLowerBound":…,"limit":…,"offset":…}` from the cards' bytes, without decoding them. */
function pageBytes(cards: readonly Buffer[], page: SearchPage, shape: { limit: number; offset: number }): Buffer {
  const parts: Buffer[] = [ITEMS_OPEN];
  cards.forEach((card, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(card);
  });
  parts.push(
    Buffer.from(`],"total":${page.total},"totalIsLowerBound":${page.totalIsLowerBound},"limit":${shape.limit},"offset":${shape.offset}}`),
  );
  return Buffer.concat(parts);
}

/**
 * The public responses of one kind of listing, kept in process memory for the content TTL (ADR
 * 0008, ADR 0015, ADR 0018): details by id, as bytes; a search as its page of ids (about 1 KB) with
 * each card's bytes kept once, shared by every page that shows it; popular lists whole. A write in
 * this process drops the listing's detail and card and every search (their order or members may have
 * changed); other instances serve what they hold for at most one TTL.
 */
export function createListingCache(ttlMs: number, now: () => number = Date.now) {
  const details = new TtlCache<string, JsonText>({ ttlMs, maxEntries: 10_000, now });
  const pages = new TtlCache<string, SearchPage>({ ttlMs, maxEntries: MAX_PAGES, now });
  const cards = new CardShelf(ttlMs);
  const lists = new TtlCache<string, JsonText>({ ttlMs, maxEntries: 256, now });
  // A search's capped total does not depend on its sort or page: people flip both, the count stays.
  const counts = new TtlCache<string, number>({ ttlMs, maxEntries: 20_000, now });

  /** The page's cards from memory, the missing ones read at once; `complete` is false when one is no longer listed. */
  async function cardsOf(page: SearchPage, readCards: SearchLoaders['cards']): Promise<{ found: Buffer[]; complete: boolean }> {
    const at = now();
    const found = page.ids.map((id) => cards.get(id, at));
    const missing = page.ids.filter((_, i) => found[i] === undefined);
    if (missing.length > 0) {
      const read = await readCards(missing);
      const readAt = now();
      for (const [i, id] of page.ids.entries()) {
        const text = found[i] === undefined ? read.get(id) : undefined;
        if (text === undefined) continue;
        found[i] = Buffer.from(text);
        cards.set(id, found[i], readAt);
      }
    }
    const present = found.filter((card): card is Buffer => card !== undefined);
    return { found: present, complete: present.length === found.length };
  }

  return {
    /** A listing's stored detail, kept as its bytes only (the text is not kept beside them). */
    detail: <T>(id: string, load: (id: string) => Promise<JsonText<T>>) =>
      details.get(id, async (key) => JsonText.ofBytes((await load(key)).bytes)) as Promise<JsonText<T>>,

    /**
     * A search's answer: its page of ids by the normalised input (loaded on a miss) and each card
     * from memory. A card no longer listed (another instance unlisted it) means the page is stale:
     * it is loaded again, once.
     */
    async search<T>(key: string, shape: { limit: number; offset: number }, load: SearchLoaders): Promise<JsonText<T>> {
      let page = await pages.get(key, load.page);
      let cardsOfPage = await cardsOf(page, load.cards);
      if (!cardsOfPage.complete) {
        pages.delete(key);
        page = await pages.get(key, load.page);
        // Still incomplete only if a listing left again meanwhile: the cards still listed are answered.
        cardsOfPage = await cardsOf(page, load.cards);
      }
      return JsonText.ofBytes(pageBytes(cardsOfPage.found, page, shape));
    },

    /** A short list kept whole (the popular listings). */
    list: <T>(key: string, load: () => Promise<JsonText<T>>) => lists.get(key, load) as Promise<JsonText<T>>,

    /** The capped total of a search, keyed by its filters without sort, limit and offset. */
    count: <F extends { sort: unknown; limit: unknown; offset: unknown }>(filters: F, load: () => Promise<number>) => {
      const { sort: _sort, limit: _limit, offset: _offset, ...rest } = filters;
      return counts.get(JSON.stringify(rest), load);
    },

    /** After a write of the listing (or its favourites) in this process. */
    drop(id: string): void {
      details.delete(id);
      cards.delete(id);
      pages.clear();
      lists.clear();
      counts.clear();
    },

    clear(): void {
      details.clear();
      cards.clear();
      pages.clear();
      lists.clear();
      counts.clear();
    },
  };
}

export type ListingCache = ReturnType<typeof createListingCache>;
