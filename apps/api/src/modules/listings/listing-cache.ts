import { JsonText } from '../../http/json-text.js';
import { REFRESH_AFTER, TtlCache } from '../../lib/ttl-cache.js';

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
/**
 * Enough for every card the searches of a 50,000-car marketplace show (a card is about 1 KB, so this
 * is about 50 MB outside the JavaScript heap). Fewer made the full-scale bench's 10,000 filter sets
 * evict cards that other pages needed a moment later: each such page read its cards from PostgreSQL.
 */
const MAX_CARDS = 50_000;
/** The most ids one statement asks for: a background reload of cards, a batch of details (ADR 0018). */
export const IDS_PER_READ = 500;

interface Card {
  expiresAt: number;
  refreshAt: number;
  refreshing: boolean;
  bytes: Buffer;
}

/**
 * Cards by listing id, as UTF-8 bytes, each for the content TTL: one copy of a card however many
 * pages show it. Oldest first out past MAX_CARDS.
 *
 * Refresh ahead, batched: a card read in the last fifth of its life is answered at once and queued;
 * the queue is reloaded after the current turn of the event loop in one statement per 500 ids. A
 * card that pages keep showing therefore never expires under them (before this, every card expired
 * a minute after it was read and the next page showing it waited for PostgreSQL: at full scale a
 * search cost 400 µs of CPU instead of 150). A reloaded card replaces the entry only if that entry is
 * still the id's (a write in this process dropped it meanwhile: the reload is thrown away); an id the
 * reload does not return is no longer listed and leaves the shelf; a failed reload changes nothing.
 */
class CardShelf {
  private readonly entries = new Map<string, Card>();
  private queued = new Map<string, Card>();
  private flushScheduled = false;
  constructor(
    private ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The life of the cards stored from now on (the short TTL while the replica cannot hear drops). */
  setTtlMs(ttlMs: number): void {
    this.ttlMs = ttlMs;
  }

  get(id: string, now: number, reload: SearchLoaders['cards']): Buffer | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.expiresAt <= now) return undefined;
    if (!entry.refreshing && now >= entry.refreshAt) this.queueRefresh(id, entry, reload);
    return entry.bytes;
  }

  set(id: string, bytes: Buffer, loadedAt: number): void {
    if (this.ttlMs === 0) return;
    this.entries.delete(id);
    this.entries.set(id, { expiresAt: loadedAt + this.ttlMs, refreshAt: loadedAt + this.ttlMs * REFRESH_AFTER, refreshing: false, bytes });
    if (this.entries.size > MAX_CARDS) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  private queueRefresh(id: string, entry: Card, reload: SearchLoaders['cards']): void {
    entry.refreshing = true;
    this.queued.set(id, entry);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      const batch = this.queued;
      this.queued = new Map();
      const ids = [...batch.keys()];
      for (let from = 0; from < ids.length; from += IDS_PER_READ) void this.reload(ids.slice(from, from + IDS_PER_READ), batch, reload);
    });
  }

  private async reload(ids: string[], current: ReadonlyMap<string, Card>, reload: SearchLoaders['cards']): Promise<void> {
    const startedAt = this.now();
    let read: Map<string, string>;
    try {
      read = await reload(ids);
    } catch {
      // The current cards live out their TTL; the next page that misses one reads it and reports a failure.
      for (const id of ids) {
        const entry = current.get(id)!;
        if (this.entries.get(id) === entry) entry.refreshing = false;
      }
      return;
    }
    for (const id of ids) {
      if (this.entries.get(id) !== current.get(id)) continue;
      const text = read.get(id);
      if (text === undefined) {
        this.entries.delete(id);
        continue;
      }
      // An unchanged card keeps its bytes (the reload's copy dies young).
      const bytes = Buffer.from(text);
      const kept = current.get(id)!.bytes;
      this.set(id, kept.equals(bytes) ? kept : bytes, startedAt);
    }
  }
}

/** A reloaded document equal to the kept one: the kept one stays, with the compressed forms made from it. */
const sameDocument = (current: JsonText, reloaded: JsonText) => current.bytes.equals(reloaded.bytes);

/**
 * A page as the cache keeps it: its ids in one string. At full scale the cache holds some 20,000 pages, and an array
 * of 20 id strings is 21 objects that every major GC marks again; one string is one (ADR 0018, ninth pass).
 */
interface KeptPage {
  ids: string;
  total: number;
  totalIsLowerBound: boolean;
}

/** Listing ids are UUIDs: never a comma. */
const ID_SEPARATOR = ',';

function keptPage(page: SearchPage): KeptPage {
  return { ids: page.ids.join(ID_SEPARATOR), total: page.total, totalIsLowerBound: page.totalIsLowerBound };
}

const idsOf = (page: KeptPage): string[] => (page.ids === '' ? [] : page.ids.split(ID_SEPARATOR));

/** A reloaded page with the same ids and total as the kept one. */
const samePage = (current: KeptPage, reloaded: KeptPage): boolean =>
  current.ids === reloaded.ids && current.total === reloaded.total && current.totalIsLowerBound === reloaded.totalIsLowerBound;

const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

/** `{"items":[card,…],"total":…,"totalIsLowerBound":…,"limit":…,"offset":…}` from the cards' bytes, without decoding them. */
function pageBytes(cards: readonly Buffer[], page: KeptPage, shape: { limit: number; offset: number }): Buffer {
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

/** A loader whose answer is kept (its bytes, with its compressed forms made once). */
function keptLoad(load: (id: string) => Promise<JsonText>): (id: string) => Promise<JsonText> {
  return async (id) => JsonText.kept((await load(id)).bytes);
}

/**
 * How long a replica keeps a listing answer while it cannot hear the other replicas' drops (starting,
 * or its listening connection lost): the bound on disagreement then (ADR 0050).
 */
export const SHORT_TTL_MS = 2_000;

/**
 * The public responses of one kind of listing, kept in process memory for the content TTL (ADR
 * 0008, ADR 0015, ADR 0018): details by id, as bytes; a search as its page of ids (about 1 KB) with
 * each card's bytes kept once, shared by every page that shows it; popular lists whole. A write drops
 * the listing's detail and card and every search (their order or members may have changed), in
 * every replica, after its commit (ADR 0050): the writing process at once, the others (and the
 * writer again) when the write's `NOTIFY` arrives. Until `setListening(true)` and whenever the
 * listener is lost, entries live the short TTL only.
 *
 * Every fill is checked against a generation: a value read before a drop and arriving after it is
 * answered to its caller but never kept (the TTL caches' entries are the drop's victims already; the
 * card shelf compares the generation it read before the statement with the one after).
 */
export function createListingCache(ttlMs: number, now: () => number = Date.now) {
  // A reload equal to what is kept renews it (ADR 0018, fifth pass): most reloads find the listing unchanged.
  const details = new TtlCache<string, JsonText>({ ttlMs, maxEntries: 10_000, now, same: sameDocument });
  const pages = new TtlCache<string, KeptPage>({ ttlMs, maxEntries: MAX_PAGES, now, same: samePage });
  const cards = new CardShelf(ttlMs, now);
  const lists = new TtlCache<string, JsonText>({ ttlMs, maxEntries: 256, now, same: sameDocument });
  // A search's capped total does not depend on its sort or page: people flip both, the count stays.
  const counts = new TtlCache<string, number>({ ttlMs, maxEntries: 20_000, now });
  /** Moves on every drop: a card read under an older generation is not kept. */
  let generation = 0;
  let listening = false;

  function setLife(life: number): void {
    const kept: { setTtlMs(ms: number): void }[] = [details, pages, cards, lists, counts];
    for (const cache of kept) cache.setTtlMs(life);
  }
  setLife(Math.min(ttlMs, SHORT_TTL_MS));

  function clear(): void {
    generation += 1;
    details.clear();
    cards.clear();
    pages.clear();
    lists.clear();
    counts.clear();
  }

  /** The page's cards from memory, the missing ones read at once; `complete` is false when one is no longer listed. */
  async function cardsOf(page: KeptPage, readCards: SearchLoaders['cards']): Promise<{ found: Buffer[]; complete: boolean }> {
    const at = now();
    const ids = idsOf(page);
    const found = ids.map((id) => cards.get(id, at, readCards));
    const missing = ids.filter((_, i) => found[i] === undefined);
    if (missing.length > 0) {
      const readUnder = generation;
      const read = await readCards(missing);
      // A drop while the statement ran may have changed these cards: answered, not kept.
      const keep = generation === readUnder;
      for (const [i, id] of ids.entries()) {
        const text = found[i] === undefined ? read.get(id) : undefined;
        if (text === undefined) continue;
        found[i] = Buffer.from(text);
        if (keep) cards.set(id, found[i], at);
      }
    }
    const present = found.filter((card): card is Buffer => card !== undefined);
    return { found: present, complete: present.length === found.length };
  }

  return {
    /** A listing's stored detail, kept as its bytes only (the text is not kept beside them). */
    detail: <T>(id: string, load: (id: string) => Promise<JsonText<T>>) => details.get(id, keptLoad(load)) as Promise<JsonText<T>>,

    /**
     * The detail's kept answer if it is in memory now, without waiting (the cached-read lane, ADR 0018
     * eighth pass); a hit refreshes ahead as `detail` does. Undefined when it must be loaded.
     */
    keptDetail: (id: string, load: (id: string) => Promise<JsonText>) => details.peek(id, keptLoad(load))?.kept ?? undefined,

    /**
     * A search's answer: its page of ids by the normalised input (loaded on a miss) and each card
     * from memory. A card no longer listed (another instance unlisted it) means the page is stale:
     * it is loaded again, once.
     */
    async search<T>(key: string, shape: { limit: number; offset: number }, load: SearchLoaders): Promise<JsonText<T>> {
      const loadPage = async () => keptPage(await load.page());
      let page = await pages.get(key, loadPage);
      let cardsOfPage = await cardsOf(page, load.cards);
      if (!cardsOfPage.complete) {
        pages.delete(key);
        page = await pages.get(key, loadPage);
        // Still incomplete only if a listing left again meanwhile: the cards still listed are answered.
        cardsOfPage = await cardsOf(page, load.cards);
      }
      return JsonText.ofBytes(pageBytes(cardsOfPage.found, page, shape));
    },

    /** A short list kept whole (the popular listings). */
    list: <T>(key: string, load: () => Promise<JsonText<T>>) =>
      lists.get(key, async () => JsonText.kept((await load()).bytes)) as Promise<JsonText<T>>,

    /** The capped total of a search, keyed by its filters without sort, limit and offset. */
    count: <F extends { sort: unknown; limit: unknown; offset: unknown }>(filters: F, load: () => Promise<number>) => {
      const { sort: _sort, limit: _limit, offset: _offset, ...rest } = filters;
      return counts.get(JSON.stringify(rest), load);
    },

    /** After a write of the listing (or its favourites) has committed, here or in another replica. */
    drop(id: string): void {
      generation += 1;
      details.delete(id);
      cards.delete(id);
      pages.clear();
      lists.clear();
      counts.clear();
    },

    clear,

    /**
     * Set by the replica's drop listener. Either way everything kept is dropped (drops may have been
     * missed while not listening); while not listening, entries live the short TTL only.
     */
    setListening(on: boolean): void {
      if (on === listening) return;
      listening = on;
      setLife(on ? ttlMs : Math.min(ttlMs, SHORT_TTL_MS));
      clear();
    },

    get listening(): boolean {
      return listening;
    },
  };
}

export type ListingCache = ReturnType<typeof createListingCache>;
