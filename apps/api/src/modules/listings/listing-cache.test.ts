import { describe, expect, it } from 'vitest';
import { createListingCache } from './listing-cache.js';

describe('the listing cache', () => {
  it('keeps one count per filters, whatever the sort and page, until a write drops it', async () => {
    const cache = createListingCache(60_000);
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
