-- No statement: migrations 0005–0011 were written by hand without Drizzle's snapshots. This entry only
-- carries meta/0012_snapshot.json, the schema as it stands, so that `npm run db:generate` diffs from here.
SELECT 1;
