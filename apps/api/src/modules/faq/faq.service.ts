import type { Faq, Output, ParsedInput, listFaq } from '@kurumatabi/contract';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { FaqRepository } from './faq.repository.js';

export function createFaqService(repository: FaqRepository, options: { cacheTtlMs: number }) {
  // The FAQ changes only with a seed or a migration (a deploy): each instance re-reads it at most
  // once per TTL and filters and pages it in memory (ADR 0008).
  const cache = new TtlCache<'active', Faq[]>({ ttlMs: options.cacheTtlMs, maxEntries: 1 });

  async function loadActive(): Promise<Faq[]> {
    const rows = await repository.listAllActive();
    return rows.map((row) => ({ id: row.id, category: row.category, question: row.question, answer: row.answer }));
  }

  async function list(input: ParsedInput<typeof listFaq>): Promise<Output<typeof listFaq>> {
    const active = await cache.get('active', loadActive);
    const matching = input.category ? active.filter((entry) => entry.category === input.category) : active;
    return {
      items: matching.slice(input.offset, input.offset + input.limit),
      total: matching.length,
      limit: input.limit,
      offset: input.offset,
    };
  }

  return { list };
}
