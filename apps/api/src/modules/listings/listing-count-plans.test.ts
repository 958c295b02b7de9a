import { carSearchInput, spotSearchInput } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { carSearchQueries } from '../cars/cars.repository.js';
import { spotSearchQueries } from '../spots/spots.repository.js';
import { countListings, type ListingCount } from './search-sql.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The scan nodes of a count's plan, planned as countListings runs it (its setup first, in one transaction). */
async function scansOf(count: ListingCount): Promise<string[]> {
  return app.db.transaction(async (tx) => {
    if (count.setup) await tx.execute(count.setup);
    const result = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(sql`explain (format json) ${count.statement}`);
    const scans: string[] = [];
    const walk = (node: PlanNode) => {
      if (node['Node Type'].endsWith('Scan')) scans.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`);
      node.Plans?.forEach(walk);
    };
    walk(result.rows[0]!['QUERY PLAN'][0].Plan);
    return scans;
  });
}

const keywords = ['湖', '温泉', 'キャンピング', '温泉 キャンプ場'];

describe('the count of a keyword search', () => {
  // Which index feeds the bitmap depends on the data (at scale the grams' GIN index: the benchmark's EXPLAIN).
  it('reaches cars and spots through bitmap scans only, never testing each row’s grams on a walk of the table or an index', async () => {
    for (const keyword of keywords) {
      const counts: [string, ListingCount][] = [
        ...[{}, { prefecture: 'Nagano' }, { ratingMin: 4, sort: 'rating' }].map((more): [string, ListingCount] => [
          `cars ${keyword} ${JSON.stringify(more)}`,
          carSearchQueries(carSearchInput.parse({ serviceType: 'CarShare', keyword, ...more })).count,
        ]),
        ...[{}, { prefecture: 'Hokkaido' }, { ratingMin: 4 }].map((more): [string, ListingCount] => [
          `spots ${keyword} ${JSON.stringify(more)}`,
          spotSearchQueries(spotSearchInput.parse({ keyword, ...more })).count,
        ]),
      ];
      for (const [name, count] of counts) {
        const scans = await scansOf(count);
        expect(scans.length, name).toBeGreaterThan(0);
        for (const scan of scans) expect(scan, name).toMatch(/^Bitmap (Heap|Index) Scan /);
      }
    }
  });

  it('counts, and leaves the setup inside its own transaction: the pool’s next statement plans as usual', async () => {
    const count = carSearchQueries(carSearchInput.parse({ serviceType: 'CarShare', keyword: '温泉' })).count;
    expect(await countListings(app.db, count)).toBeGreaterThanOrEqual(0);
    const settings = await app.db.execute<{ seq: string; index: string }>(
      sql`select current_setting('enable_seqscan') as seq, current_setting('enable_indexscan') as index`,
    );
    expect(settings.rows[0]).toEqual({ seq: 'on', index: 'on' });
  });
});
