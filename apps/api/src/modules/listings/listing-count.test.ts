import { carSearchInput, spotSearchInput } from '@kurumatabi/contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { carSearchQueries } from '../cars/cars.repository.js';
import { spotSearchQueries } from '../spots/spots.repository.js';
import type { ListingCount } from './search-sql.js';

const dialect = new PgDialect();
const text = (count: ListingCount) => ({
  statement: dialect.sqlToQuery(count.statement).sql,
  setup: count.setup && dialect.sqlToQuery(count.setup).sql,
});
const carCount = (input: Record<string, unknown>) => text(carSearchQueries(carSearchInput.parse(input)).count);
const spotCount = (input: Record<string, unknown>) => text(spotSearchQueries(spotSearchInput.parse(input)).count);
const bitmapsOnly = "select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)";

describe('the capped count of a search', () => {
  it('walks the page order without a keyword, so the sort index serves it, with no setup', () => {
    const cars = carCount({ serviceType: 'CarShare', prefecture: 'Nagano', sort: 'priceAsc' });
    expect(cars.statement).toMatch(/ order by "cars"\."price_per_day", "cars"\."id" limit /);
    expect(cars.setup).toBeNull();
    const spots = spotCount({ prefecture: 'Hokkaido', sort: 'priceAsc' });
    expect(spots.statement).toMatch(/ order by .*"spots"\."id" limit /);
    expect(spots.setup).toBeNull();
  });

  it('is unordered with a keyword and runs after the setup that allows bitmap scans only (the plans: listing-count-plans.test.ts)', () => {
    for (const count of [carCount({ serviceType: 'CarShare', keyword: '温泉', sort: 'popular' }), spotCount({ keyword: '星空' })]) {
      expect(count.statement).toContain('"search_grams" @> array[');
      expect(count.statement).not.toContain('order by');
      expect(count.statement).toMatch(/ limit \$\d+\) matches$/);
      expect(count.setup).toBe(bitmapsOnly);
    }
  });
});
