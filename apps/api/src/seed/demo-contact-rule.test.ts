import { hasContactDetails } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';

/**
 * The demo passes the contact rule of ADR 0043: what the test stack's seed wrote (global setup) holds no
 * text the rule would refuse or mask — listing texts, names, reviews and replies, cancellation reasons.
 * Only the seed's rows (identities `demo-…` or `seed-…`): the API tests' own rows share the database.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const seedOwner = (column: string) =>
  sql.raw(`join users u on u.id = ${column} and (u.firebase_uid like 'demo-%' or u.firebase_uid like 'seed-%')`);

async function texts(query: ReturnType<typeof sql>): Promise<string[]> {
  const result = await app.db.execute<{ text: string }>(query);
  return result.rows.map((r) => r.text).filter((text) => text !== null);
}

describe('the demo seed', () => {
  it('has listing texts, names, reviews and reasons without contact details', async () => {
    const all = {
      carTexts: await texts(sql`select unnest(array[c.title, c.description]) as text from cars c ${seedOwner('c.owner_user_id')}`),
      spotTexts: await texts(
        sql`select unnest(array[s.title, s.description, s.access]) as text from spots s ${seedOwner('s.owner_user_id')}`,
      ),
      plans: await texts(
        sql`select unnest(array[p.name, p.description]) as text from spot_plans p join spots s on s.id = p.spot_id ${seedOwner('s.owner_user_id')}`,
      ),
      names: await texts(sql`select u.name as text from users u where u.firebase_uid like 'demo-%' or u.firebase_uid like 'seed-%'`),
      reviews: await texts(sql`select unnest(array[r.body, r.reply]) as text from reviews r ${seedOwner('r.author_user_id')}`),
      reasons: await texts(
        sql`select r.cancel_reason as text from reserves r ${seedOwner('r.guest_user_id')} where r.cancel_reason is not null`,
      ),
    };
    expect(all.carTexts.length).toBeGreaterThan(0);
    expect(all.names.length).toBeGreaterThan(0);
    for (const [what, list] of Object.entries(all)) {
      expect(list.filter(hasContactDetails), what).toEqual([]);
    }
  });
});
