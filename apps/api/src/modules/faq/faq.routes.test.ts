import { FaqCategory, listFaq, pageOutput, faq } from '@kurumatabi/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema/index.js';
import { faqs as content } from '../../seed/content/faq.js';
import { buildTestApp, injectAs } from '../../../test/helpers.js';

const page = pageOutput(faq);
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function list(body: Parameters<typeof injectAs<typeof listFaq>>[2]) {
  const response = await injectAs(null, listFaq, body);
  expect(response.statusCode).toBe(200);
  return page.parse(response.json());
}

describe('list-faq', () => {
  it('lists the seeded FAQ in order, with a default page of 100', async () => {
    const result = await list({});
    expect(result.total).toBe(content.length);
    expect(result).toMatchObject({ limit: 100, offset: 0 });
    expect(result.items.map((i) => i.question)).toEqual(content.slice(0, 100).map((c) => c.question));
  });

  it('filters by category', async () => {
    for (const category of FaqCategory.values) {
      const expected = content.filter((c) => c.category === category);
      const result = await list({ category });
      expect(result.total, category).toBe(expected.length);
      expect(result.items.map((i) => i.question)).toEqual(expected.map((c) => c.question));
    }
  });

  it('pages with limit and offset', async () => {
    const all = await list({});
    const second = await list({ limit: 2, offset: 1 });
    expect(second.items).toEqual(all.items.slice(1, 3));
    expect(second.total).toBe(all.total);
    const beyond = await list({ offset: 10_000 });
    expect(beyond.items).toEqual([]);
  });

  it('refuses a page larger than 100 and an unknown category', async () => {
    expect((await injectAs(null, listFaq, { limit: 101 })).statusCode).toBe(400);
    expect((await injectAs(null, listFaq, { limit: 0 })).statusCode).toBe(400);
    const unknown = await injectAs(null, listFaq, { category: 'Nope' as never });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].path).toBe('category');
  });

  it('lists only active entries', async () => {
    const marker = `非公開の質問 ${Date.now()}`;
    const inserted = await app.db
      .insert(faqs)
      .values([
        { category: 'General', question: `${marker} (Inactive)`, answer: 'a', activity: 'Inactive', sortOrder: 1 },
        { category: 'General', question: `${marker} (Temporary)`, answer: 'a', activity: 'Temporary', sortOrder: 1 },
      ])
      .returning({ id: faqs.id });
    try {
      const result = await list({ category: 'General', limit: 100 });
      expect(result.items.some((i) => i.question.startsWith(marker))).toBe(false);
    } finally {
      await app.db.delete(faqs).where(
        inArray(
          faqs.id,
          inserted.map((r) => r.id),
        ),
      );
    }
  });
});
