import { z } from 'zod';
import { POPULAR_WINDOW_DAYS } from './kinds.js';

/** The popularity calls' input: how many, over the last 7 or 30 days (daily view buckets, ADR 0031). */
export const popularInput = z.strictObject({
  limit: z.number().int().min(1).max(20).default(6),
  days: z.union(POPULAR_WINDOW_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<7>, z.ZodLiteral<30>]).default(7),
});
