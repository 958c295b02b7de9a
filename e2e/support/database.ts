import pg from 'pg';

/**
 * The stack's database, for what no call can do in a journey's minutes: the test runner gives Playwright the
 * stack's DATABASE_URL. Used only to move a finished stay into the past.
 */
function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the journeys through `npm test` (TEST_ONLY=e2e)');
  return url;
}

/**
 * A returned stay whose return the guest confirmed, moved `days` back as if it had ended before today: a stay is
 * reviewed from the day after its end date in Japan (ADR 0046), which a journey cannot wait for. Its review
 * opens now. Refuses anything but a Returned, confirmed stay, so a journey never skips the confirmation.
 */
export async function asIfStayEnded(reserveId: string, days = 2): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const result = await client.query(
      `update reserves set start_date = start_date - $2::int, end_date = end_date - $2::int,
         period = daterange(lower(period) - $2::int, upper(period) - $2::int), review_opens_at = now()
       where id = $1 and status = 'Returned' and return_confirmed_at is not null`,
      [reserveId, days],
    );
    if (result.rowCount !== 1) throw new Error(`reservation ${reserveId} is not a returned stay the guest confirmed`);
  } finally {
    await client.end();
  }
}
