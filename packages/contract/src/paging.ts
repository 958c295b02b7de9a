import { z } from 'zod';

/**
 * Offset paging (DESIGN.md §3: no endpoint returns an unbounded list). `limit` defaults to
 * `defaultLimit` and is refused above `maxLimit`, so a page size of 10^6 is a 400, not a slow query.
 */
export function pageInput(defaultLimit: number, maxLimit: number) {
  return {
    limit: z.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.number().int().min(0).max(100_000).default(0),
  };
}

export function pageOutput<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}
