import { describe, expect, it } from 'vitest';
import { JsonText } from '../../http/json-text.js';
import { createListingCache, SHORT_TTL_MS } from './listing-cache.js';

describe('the listing cache', () => {
  it('keeps one count per filters, whatever the sort and page, until a write drops it', async () => {
    const cache = createListingCache(60_000);
    cache.setListening(true);
    let loads = 0;
    const load = async () => ++loads * 10;
    const filters = { serviceType: 'CarShare', prefecture: 'Nagano' };
    expect(await cache.count({ ...filters, sort: 'popular', limit: 20, offset: 0 }, load)).toBe(10);
    expect(await cache.count({ ...filters, sort: 'priceAsc', limit: 20, offset: 20 }, load)).toBe(10);
    expect(await cache.count({ ...filters, prefecture: 'Tokyo', sort: 'popular', limit: 20, offset: 0 }, load)).toBe(20);
    cache.drop('any-listing');
    expect(await cache.count({ ...filters, sort: 'popular', limit: 20, offset: 0 }, load)).toBe(30);
  });

  it('loads every time with a TTL of 0', async () => {
    const cache = createListingCache(0);
    let loads = 0;
    const key = { sort: 'popular', limit: 20, offset: 0 };
    await cache.count(key, async () => ++loads);
    await cache.count(key, async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe('the search cache (pages as ids, each card once)', () => {
  const shape = { limit: 20, offset: 0 };
  const cardOf = (id: string) => `{"id":"${id}","title":"車 ${id}"}`;

  function loaders(pages: Record<string, string[]>, listed: Set<string>) {
    const reads: string[][] = [];
    let pageLoads = 0;
    return {
      reads,
      pageLoads: () => pageLoads,
      forKey: (key: string) => ({
        page: async () => {
          pageLoads += 1;
          return { ids: pages[key]!, total: pages[key]!.length, totalIsLowerBound: false };
        },
        cards: async (ids: readonly string[]) => {
          reads.push([...ids]);
          return new Map(ids.filter((id) => listed.has(id)).map((id) => [id, cardOf(id)]));
        },
      }),
    };
  }

  it('answers the page from its ids and reads each card once, whatever pages show it', async () => {
    const cache = createListingCache(60_000);
    cache.setListening(true);
    const source = loaders({ a: ['1', '2', '3'], b: ['3', '2', '4'] }, new Set(['1', '2', '3', '4']));
    const first = await cache.search('a', shape, source.forKey('a'));
    expect(JSON.parse(first.text)).toEqual({
      items: [JSON.parse(cardOf('1')), JSON.parse(cardOf('2')), JSON.parse(cardOf('3'))],
      total: 3,
      totalIsLowerBound: false,
      limit: 20,
      offset: 0,
    });
    const second = await cache.search('b', shape, source.forKey('b'));
    expect(JSON.parse(second.text).items.map((item: { id: string }) => item.id)).toEqual(['3', '2', '4']);
    await cache.search('a', shape, source.forKey('a'));
    expect(source.reads).toEqual([['1', '2', '3'], ['4']]);
    expect(source.pageLoads()).toBe(2);
  });

  it('keeps a page without hits as one (no card read, the same empty answer from memory)', async () => {
    const cache = createListingCache(60_000);
    cache.setListening(true);
    const source = loaders({ none: [] }, new Set());
    for (let i = 0; i < 2; i++) {
      const answer = await cache.search('none', shape, source.forKey('none'));
      expect(JSON.parse(answer.text)).toEqual({ items: [], total: 0, totalIsLowerBound: false, limit: 20, offset: 0 });
    }
    expect(source.reads).toEqual([]);
    expect(source.pageLoads()).toBe(1);
  });

  it('after a write, searches again and leaves out a listing no longer listed', async () => {
    const cache = createListingCache(60_000);
    cache.setListening(true);
    const listed = new Set(['1', '2']);
    const pages = { a: ['1', '2'] };
    const source = loaders(pages, listed);
    await cache.search('a', shape, source.forKey('a'));
    // Another instance unlisted 2 and the search no longer finds it; this one still holds the page but not the card.
    cache.drop('2');
    listed.delete('2');
    pages.a = ['1'];
    await cache.search('a', shape, source.forKey('a'));
    const again = await cache.search('a', shape, source.forKey('a'));
    expect(JSON.parse(again.text).items).toEqual([JSON.parse(cardOf('1'))]);
  });

  describe('cards read late in their life', () => {
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const idsOf = (answer: { text: string }) => (JSON.parse(answer.text) as { items: { id: string; title: string }[] }).items;

    it('are reloaded in the background, together, and then live a whole TTL from the reload', async () => {
      let clock = 0;
      const cache = createListingCache(60_000, () => clock);
      cache.setListening(true);
      const texts = new Map([
        ['1', '古い'],
        ['2', '古い'],
      ]);
      const reads: string[][] = [];
      const source = {
        page: async () => ({ ids: ['1', '2'], total: 2, totalIsLowerBound: false }),
        cards: async (ids: readonly string[]) => {
          reads.push([...ids]);
          return new Map(ids.map((id) => [id, `{"id":"${id}","title":"${texts.get(id)}"}`]));
        },
      };
      await cache.search('a', shape, source);
      texts.set('1', '新しい');
      texts.set('2', '新しい');
      clock = 50_000; // in the last fifth of the cards' life (and of the page's: reloaded on its own)
      const answered = await cache.search('a', shape, source);
      expect(idsOf(answered).map((card) => card.title)).toEqual(['古い', '古い']); // not kept waiting
      await settle();
      await settle();
      expect(reads).toEqual([
        ['1', '2'],
        ['1', '2'],
      ]); // one statement for both
      clock = 105_000; // past the first load's TTL, within the reload's
      const later = await cache.search('a', shape, source);
      expect(idsOf(later).map((card) => card.title)).toEqual(['新しい', '新しい']);
      expect(reads).toHaveLength(2);
    });

    it('are not put back when a write dropped them meanwhile, and leave when no longer listed', async () => {
      let clock = 0;
      const cache = createListingCache(60_000, () => clock);
      cache.setListening(true);
      const listed = new Set(['1', '2']);
      let release: () => void = () => undefined;
      let hold = false;
      const reads: string[][] = [];
      const source = {
        page: async () => ({ ids: [...listed], total: listed.size, totalIsLowerBound: false }),
        cards: async (ids: readonly string[]) => {
          reads.push([...ids]);
          if (hold) await new Promise<void>((resolve) => (release = resolve));
          return new Map(ids.filter((id) => listed.has(id)).map((id) => [id, `{"id":"${id}","title":"t${id}"}`]));
        },
      };
      await cache.search('a', shape, source);
      clock = 50_000;
      hold = true;
      listed.delete('2');
      await cache.search('a', shape, source); // queues 1 and 2
      await settle();
      cache.drop('1'); // this process changed car 1 while its reload was under way
      hold = false;
      release();
      await settle();
      // 1 was dropped (read again on the next page), 2 left the shelf: the page is stale and is searched again.
      const next = await cache.search('a', shape, source);
      expect(idsOf(next).map((card) => card.id)).toEqual(['1']);
      expect(reads.at(-1)).toEqual(['1']);
    });
  });
});

describe('the listing cache across replicas (ADR 0050)', () => {
  const shape = { limit: 20, offset: 0 };

  it('keeps nothing a read brought back after a drop it started before (the generation check)', async () => {
    const cache = createListingCache(60_000);
    cache.setListening(true);
    let title = '古い';
    let release: () => void = () => undefined;
    let hold = true;
    const reads: string[][] = [];
    const source = {
      page: async () => ({ ids: ['1'], total: 1, totalIsLowerBound: false }),
      cards: async (ids: readonly string[]) => {
        reads.push([...ids]);
        const text = `{"id":"1","title":"${title}"}`;
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        return new Map(ids.map((id) => [id, text]));
      },
    };
    // A page miss reads the old card; the write commits and its drop arrives before the read does.
    const racing = cache.search('a', shape, source);
    await new Promise((resolve) => setImmediate(resolve));
    title = '新しい';
    cache.drop('1');
    hold = false;
    release();
    expect(JSON.parse((await racing).text).items[0].title).toBe('古い'); // answered to its caller ...
    const next = await cache.search('a', shape, source);
    expect(JSON.parse(next.text).items[0].title).toBe('新しい'); // ... but never kept
    expect(reads).toHaveLength(2);
  });

  it('keeps a detail whose load raced a drop only for that load', async () => {
    const cache = createListingCache(60_000);
    cache.setListening(true);
    let version = 1;
    let release: () => void = () => undefined;
    const load = async () => {
      const read = version;
      if (read === 1) await new Promise<void>((resolve) => (release = resolve));
      return new JsonText(`{"v":${read}}`);
    };
    const racing = cache.detail('1', load);
    await new Promise((resolve) => setImmediate(resolve));
    version = 2;
    cache.drop('1');
    release();
    expect((await racing).text).toBe('{"v":1}');
    expect((await cache.detail('1', load)).text).toBe('{"v":2}');
  });

  it('keeps values for the short TTL while not listening, for the whole TTL while listening', async () => {
    let clock = 0;
    const cache = createListingCache(60_000, () => clock);
    let loads = 0;
    const count = () => cache.count({ sort: 'popular', limit: 20, offset: 0 }, async () => ++loads);
    expect(cache.listening).toBe(false);
    await count();
    clock = SHORT_TTL_MS - 1;
    expect(await count()).toBe(1);
    clock = SHORT_TTL_MS;
    expect(await count()).toBe(2); // not listening: 2 s
    cache.setListening(true);
    expect(await count()).toBe(3); // dropped on the change (drops may have been missed)
    clock += 40_000; // past the short TTL, before the refresh ahead
    expect(await count()).toBe(3);
    cache.setListening(false);
    expect(await count()).toBe(4);
    clock += SHORT_TTL_MS;
    expect(await count()).toBe(5);
  });
});
