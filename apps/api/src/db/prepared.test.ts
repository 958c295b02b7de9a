import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fillPlaceholders } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reserveStatusHistory } from './schema/index.js';
import { placeholderShape } from './prepared.js';

const builder = drizzle.mock();
const dialect = new PgDialect();
const history = placeholderShape('h_', (values: typeof reserveStatusHistory.$inferInsert) =>
  builder.insert(reserveStatusHistory).values(values),
);

/** What `executePrepared` sends for a statement: its text and its parameters with the placeholders filled. */
function sent(query: ReturnType<typeof sql>, values: Record<string, unknown> = {}) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params: fillPlaceholders(params, values) };
}

describe('placeholderShape', () => {
  const at = new Date('2026-12-03T06:00:00.000Z');
  const values = {
    reserveId: '7d0c1f4e-4a57-4c1e-9b5e-0d3f6a1b2c3d',
    fromStatus: null,
    toStatus: 'Request' as const,
    actorUserId: null,
    actorRole: 'Guest' as const,
    createdAt: at,
  };

  it('sends what drizzle builds from the values themselves, each through its column (a timestamp as text)', () => {
    const shape = history.of(values);
    expect(sent(sql`with h as (${shape.sql}) select 1`, shape.values)).toEqual(
      sent(sql`with h as (${builder.insert(reserveStatusHistory).values(values).getSQL()}) select 1`),
    );
    expect(sent(shape.sql, shape.values).params).toContain('2026-12-03T06:00:00.000Z');
  });

  it('builds once per set of keys: the same SQL for other values, another for other keys (undefined is a default)', () => {
    const first = history.of(values);
    const second = history.of({ ...values, reserveId: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9', createdAt: new Date() });
    expect(second.sql).toBe(first.sql);
    const withReason = history.of({ ...values, reason: '都合により' });
    expect(withReason.sql).not.toBe(first.sql);
    expect(history.of({ ...values, reason: undefined }).sql).toBe(first.sql);
  });

  it('refuses a value written as SQL, which belongs to the text', () => {
    expect(() => history.of({ ...values, createdAt: sql`now()` as unknown as Date })).toThrow(/createdAt is SQL/);
  });
});
