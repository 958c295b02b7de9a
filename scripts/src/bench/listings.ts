/**
 * The listings part of `npm run bench` (issue 4): the request mixes for wrk on the scale database,
 * and EXPLAIN ANALYZE of the search's worst shapes, run on the very SQL the API sends
 * (carSearchQueries / spotSearchQueries).
 */
import { carSearchInput, spotSearchInput, type CarSearchInput, type SpotSearchInput } from '@kurumatabi/contract';
import { prefectures } from '@kurumatabi/contract/enums';
import { createDb, createPool } from '@kurumatabi/api/db/client';
import { carSearchQueries } from '@kurumatabi/api/modules/cars/cars.repository';
import { spotSearchQueries } from '@kurumatabi/api/modules/spots/spots.repository';
import { sql, type SQL } from 'drizzle-orm';

const sorts = ['popular', 'priceAsc', 'priceDesc', 'newest', 'rating'] as const;

/** A small deterministic generator, so every run draws the same mix. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!, chance: (p: number) => next() < p };
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function japanToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
}

/** What people search: a prefecture most of the time, a 3-night stay half of the time, some people, price and rating filters, any sort, a first or second page. */
export function searchMix(count: number, kind: 'car' | 'spot'): string[] {
  const r = random(kind === 'car' ? 4242 : 2424);
  const today = japanToday();
  return Array.from({ length: count }, () => {
    const from = addDays(today, 1 + Math.floor(r.next() * 60));
    const body: Record<string, unknown> = kind === 'car' ? { serviceType: r.chance(0.6) ? 'CarShare' : 'RentalCar' } : {};
    if (r.chance(0.75)) body.prefecture = r.pick(prefectures).value;
    if (r.chance(0.5)) Object.assign(body, { from, to: addDays(from, 3) });
    if (r.chance(0.3)) body.people = 1 + Math.floor(r.next() * 4);
    if (r.chance(0.3)) Object.assign(body, { priceMin: 3000, priceMax: 5000 + Math.floor(r.next() * 20) * 1000 });
    // A minimum rating (ADR 0027) one time in ten.
    if (r.chance(0.1)) body.ratingMin = r.pick([3.5, 4, 4.5]);
    body.sort = r.pick(sorts);
    if (r.chance(0.2)) body.offset = 20;
    return JSON.stringify(body);
  });
}

/** Detail requests for random listed ids. */
export async function detailMix(databaseUrl: string, kind: 'car' | 'spot', count: number): Promise<string[]> {
  const pool = createPool(databaseUrl, { max: 1 });
  try {
    const table = kind === 'car' ? 'cars' : 'spots';
    const { rows } = await pool.query<{ id: string }>(`select id from ${table} where listed order by random() limit $1`, [count]);
    return rows.map((row) => JSON.stringify(kind === 'car' ? { carId: row.id } : { spotId: row.id }));
  } finally {
    await pool.end();
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export interface ExplainLine {
  shape: string;
  statement: 'page' | 'count';
  ms: number;
  indexes: string[];
  seqScans: string[];
}

/** EXPLAIN (ANALYZE) of the worst search shapes: execution time, the indexes used, any sequential scan of a listing table. */
export async function explainWorstShapes(databaseUrl: string): Promise<ExplainLine[]> {
  const today = japanToday();
  const carShapes: [string, CarSearchInput][] = [
    ['cars: nationwide, no filter', { serviceType: 'CarShare' }],
    ['cars: prefecture by price', { serviceType: 'CarShare', prefecture: 'Nagano', sort: 'priceAsc' }],
    ['cars: deep page (offset 1000)', { serviceType: 'CarShare', offset: 1000, limit: 50 }],
    ['cars: 2-character keyword', { serviceType: 'CarShare', keyword: '温泉' }],
    ['cars: 7-night range', { serviceType: 'CarShare', from: addDays(today, 14), to: addDays(today, 21) }],
    [
      'cars: prefecture + 3 nights + price',
      { serviceType: 'RentalCar', prefecture: 'Tokyo', from: addDays(today, 7), to: addDays(today, 10), priceMax: 15000, sort: 'priceAsc' },
    ],
    // The rating's sort and minimum (ADR 0027, indexes of migration 0011).
    ['cars: nationwide by rating', { serviceType: 'CarShare', sort: 'rating' }],
    ['cars: prefecture by rating', { serviceType: 'CarShare', prefecture: 'Nagano', sort: 'rating' }],
    ['cars: rating 4.5+ (popular order)', { serviceType: 'CarShare', ratingMin: 4.5 }],
    [
      'cars: prefecture + 3 nights + rating 4+ by rating',
      { serviceType: 'RentalCar', prefecture: 'Tokyo', from: addDays(today, 7), to: addDays(today, 10), ratingMin: 4, sort: 'rating' },
    ],
  ];
  const spotShapes: [string, SpotSearchInput][] = [
    ['spots: nationwide, no filter', {}],
    ['spots: prefecture by price', { prefecture: 'Hokkaido', sort: 'priceAsc' }],
    ['spots: 7-night range', { from: addDays(today, 14), to: addDays(today, 21) }],
    ['spots: 2-character keyword', { keyword: '星空' }],
    ['spots: nationwide by rating', { sort: 'rating' }],
    ['spots: prefecture + rating 4+ by rating', { prefecture: 'Hokkaido', ratingMin: 4, sort: 'rating' }],
  ];
  const pool = createPool(databaseUrl, { max: 1 });
  const db = createDb(pool);
  const lines: ExplainLine[] = [];
  const explain = async (shape: string, statement: 'page' | 'count', query: SQL, setup: SQL | null = null) => {
    const result = await db.transaction(async (tx) => {
      // As the API runs it: a keyword's count after its setup (bitmapScansOnly), in one transaction.
      if (setup) await tx.execute(setup);
      // Twice: the first run warms the cache; the second is the one reported.
      await tx.execute(sql`explain (analyze, format json) ${query}`);
      return tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(sql`explain (analyze, format json) ${query}`);
    });
    const plan = result.rows[0]!['QUERY PLAN'][0];
    const indexes = new Set<string>();
    const seqScans: string[] = [];
    walk(plan.Plan, (node) => {
      if (node['Index Name']) indexes.add(node['Index Name']);
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seqScans.push(node['Relation Name']);
    });
    lines.push({ shape, statement, ms: plan['Execution Time'], indexes: [...indexes], seqScans });
  };
  try {
    for (const [shape, input] of carShapes) {
      const queries = carSearchQueries(carSearchInput.parse(input));
      await explain(shape, 'page', queries.page);
      await explain(shape, 'count', queries.count.statement, queries.count.setup);
    }
    for (const [shape, input] of spotShapes) {
      const queries = spotSearchQueries(spotSearchInput.parse(input));
      await explain(shape, 'page', queries.page);
      await explain(shape, 'count', queries.count.statement, queries.count.setup);
    }
  } finally {
    await pool.end();
  }
  return lines;
}
