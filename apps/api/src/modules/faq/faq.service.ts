import type { Faq, Output, ParsedInput, listFaq } from '@kurumatabi/contract';
import { deepFreeze } from '../../lib/deep-freeze.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { FaqRepository } from './faq.repository.js';

type FaqPage = Output<typeof listFaq>;

/** Pages remembered per loaded list; the common requests (first page, per category) are few. */
const MAX_PAGES = 256;

interface ActiveFaq {
  entries: readonly Faq[];
  /** Pages already answered from this list: the same frozen object, so the route serializes each once. */
  pages: Map<string, FaqPage>;
}

export function createFaqService(repository: FaqRepository, options: { cacheTtlMs: number }) {
  // The FAQ changes only with a seed or a migration (a deploy): each instance re-reads it at most
  // once per TTL and filters and pages it in memory (ADR 0008).
  const cache = new TtlCache<'active', ActiveFaq>({ ttlMs: options.cacheTtlMs, maxEntries: 1 });

  async function loadActive(): Promise<ActiveFaq> {
    const rows = await repository.listAllActive();
    const entries = rows.map((row) => ({ id: row.id, category: row.category, question: row.question, answer: row.answer }));
    return { entries: deepFreeze(entries), pages: new Map() };
  }

  async function list(input: ParsedInput<typeof listFaq>): Promise<FaqPage> {
    const active = await cache.get('active', loadActive);
    const key = `${input.category ?? ''}|${input.limit}|${input.offset}`;
    const known = active.pages.get(key);
    if (known) return known;

    const matching = input.category ? active.entries.filter((entry) => entry.category === input.category) : active.entries;
    const page = deepFreeze({
      items: matching.slice(input.offset, input.offset + input.limit),
      total: matching.length,
      limit: input.limit,
      offset: input.offset,
    });
    if (active.pages.size >= MAX_PAGES) {
      const oldest = active.pages.keys().next();
      if (!oldest.done) active.pages.delete(oldest.value);
    }
    active.pages.set(key, page);
    return page;
  }

  return { list };
}
