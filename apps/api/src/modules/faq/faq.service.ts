import type { Output, ParsedInput, listFaq } from '@kurumatabi/contract';
import type { FaqRepository } from './faq.repository.js';

export function createFaqService(repository: FaqRepository) {
  async function list(input: ParsedInput<typeof listFaq>): Promise<Output<typeof listFaq>> {
    const { rows, total } = await repository.listActive(input);
    return {
      items: rows.map((row) => ({ id: row.id, category: row.category, question: row.question, answer: row.answer })),
      total,
      limit: input.limit,
      offset: input.offset,
    };
  }
  return { list };
}
