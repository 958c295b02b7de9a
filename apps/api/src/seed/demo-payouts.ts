import type { Db } from '../db/client.js';
import type { ReserveRow } from '../db/schema/index.js';
import { loadConfig } from '../config.js';
import { createLedgerRepository } from '../modules/payments/ledger.repository.js';
import { hasEnded, periodAt } from '../modules/payouts/payout-calendar.js';
import { sentJournal } from '../modules/payouts/payout-journals.js';
import { createPayoutsRepository } from '../modules/payouts/payouts.repository.js';
import { createPayoutsService } from '../modules/payouts/payouts.service.js';
import { createSandboxProvider } from '../modules/payments/sandbox/sandbox-provider.js';
import { japanDay, startOfJapanDay } from '@kurumatabi/contract';

/**
 * The demo hosts' payouts (ADR 0039): every ended month with a returned demo trip is closed as the job closes it,
 * and a payout whose pay day has passed is sent on that day, so `npm start` shows a paid history and the month
 * still to be paid. A month closed before (a seed run again) is left as it is.
 */
export async function seedDemoPayouts(db: Db, rows: readonly ReserveRow[], now: Date): Promise<void> {
  const periods = [...new Set(rows.filter((r) => r.returnedAt).map((r) => periodAt(r.returnedAt!)))]
    .filter((period) => hasEnded(period, now))
    .sort();
  if (periods.length === 0) return;
  const config = loadConfig(process.env);
  const payouts = createPayoutsService({
    db,
    config: config.payouts,
    provider: createSandboxProvider(db, { now: () => now }),
    providerName: 'sandbox',
    // The demo's history: its hosts were told at the time.
    notify: async () => undefined,
    now: () => now,
  });
  const today = japanDay(now);
  for (const period of periods) {
    await payouts.closePeriod(period, null);
    await db.transaction(async (tx) => {
      for (const row of await createPayoutsRepository(tx).lockOfPeriod(period)) {
        if (row.status !== 'Scheduled' || row.scheduledPayDate >= today) continue;
        const at = new Date(startOfJapanDay(row.scheduledPayDate).getTime() + 10 * 3_600_000);
        const sent = await createPayoutsRepository(tx).markSent(row.id, at, null);
        if (sent) await createLedgerRepository(tx).post(sentJournal(sent, at));
      }
    });
  }
}
