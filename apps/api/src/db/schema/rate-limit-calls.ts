import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The replicas' shared rate-limit counts (ADR 0017): calls per key and window. UNLOGGED in the
 * migration (Drizzle's table builder has no word for it). Read and written by the rate-limit plugin only.
 */
export const rateLimitCalls = pgTable(
  'rate_limit_calls',
  {
    /** `<class>:<u|a>:<uid or address>`. */
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_calls_pkey', columns: [t.bucket, t.windowStart] }),
    index('rate_limit_calls_window_start_idx').on(t.windowStart),
  ],
);
