import { carSearchInput } from '@kurumatabi/contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { carSearchQueries } from './cars.repository.js';

const dialect = new PgDialect();
const countSql = (input: Record<string, unknown>) => dialect.sqlToQuery(carSearchQueries(carSearchInput.parse(input)).count).sql;

describe('the capped count of a car search', () => {
  it('walks the page order without a keyword, so the sort index serves it', () => {
    expect(countSql({ serviceType: 'CarShare', prefecture: 'Nagano', sort: 'priceAsc' })).toMatch(
      / order by "cars"\."price_per_day", "cars"\."id" limit /,
    );
  });

  it('is unordered with a keyword, so the keyword index can find the matches', () => {
    const statement = countSql({ serviceType: 'CarShare', keyword: '温泉', sort: 'popular' });
    expect(statement).toContain('"search_grams" @> array[');
    expect(statement).not.toContain('order by');
    expect(statement).toMatch(/ limit \$\d+\) matches$/);
  });
});
