import { describe, expect, it } from 'vitest';
import type { FaqRow } from '../../db/schema/index.js';
import type { FaqRepository } from './faq.repository.js';
import { createFaqService } from './faq.service.js';

const at = new Date('2026-11-01T00:00:00Z');
const row = (n: number, category: FaqRow['category']): FaqRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  category,
  question: `質問 ${n}`,
  answer: `回答 ${n}`,
  sortOrder: n,
  activity: 'Active',
  createdAt: at,
  updatedAt: at,
});

function fakeRepository(rows: FaqRow[]) {
  let reads = 0;
  const repository: FaqRepository = {
    listAllActive: async () => {
      reads += 1;
      return rows;
    },
  };
  return { reads: () => reads, repository };
}

describe('the FAQ service cache (ADR 0008)', () => {
  const rows = [row(1, 'General'), row(2, 'CarOwner'), row(3, 'General'), row(4, 'General')];

  it('filters and pages the remembered list, reading the database once per TTL', async () => {
    const { reads, repository } = fakeRepository(rows);
    const faq = createFaqService(repository, { cacheTtlMs: 60_000 });
    const page = await faq.list({ category: 'General', limit: 2, offset: 1 });
    expect(page).toEqual({
      items: [
        { id: rows[2]!.id, category: 'General', question: '質問 3', answer: '回答 3' },
        { id: rows[3]!.id, category: 'General', question: '質問 4', answer: '回答 4' },
      ],
      total: 3,
      limit: 2,
      offset: 1,
    });
    const all = await faq.list({ limit: 100, offset: 0 });
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.question)).toEqual(['質問 1', '質問 2', '質問 3', '質問 4']);
    expect((await faq.list({ limit: 10, offset: 10 })).items).toEqual([]);
    expect(reads()).toBe(1);
  });

  it('reads the database on every request with a TTL of 0', async () => {
    const { reads, repository } = fakeRepository(rows);
    const faq = createFaqService(repository, { cacheTtlMs: 0 });
    await faq.list({ limit: 10, offset: 0 });
    await faq.list({ limit: 10, offset: 0 });
    expect(reads()).toBe(2);
  });
});
