import type { Db } from '../db/client.js';
import type { ReserveRow } from '../db/schema/index.js';
import type { Tx } from '../modules/listings/listings.repository.js';
import { createLedgerRepository } from '../modules/payments/ledger.repository.js';
import { completeJournal } from '../modules/payments/reserve-journals.js';
import { createReserveMoney } from '../modules/payments/reserve-money.js';
import { createSandboxProvider } from '../modules/payments/sandbox/sandbox-provider.js';

/**
 * The demo reservations' money (ADR 0036), as the product would have made it: each card request is
 * held on Stripe's test Visa in the sandbox, an approved one charged, a returned trip split into the
 * host's sale and the fee, a cancelled one released or refunded. So the demo owner can approve a
 * waiting request, and the books agree with the reservations. Returns what the caller sends to the
 * processor once the seed has committed (releases and refunds).
 */
export async function seedDemoPayments(db: Db, tx: Tx, rows: readonly ReserveRow[], now: Date): Promise<() => Promise<void>> {
  const provider = createSandboxProvider(db, { now: () => now });
  const money = createReserveMoney({ db, provider, now: () => now, publicUrl: '', invoices: null });
  const ledger = createLedgerRepository(tx);
  const toSettle: string[] = [];
  for (const row of rows) {
    const approved = row.approvedAt !== null;
    const intent = await money.authorize({
      reserveId: row.id,
      amount: row.total,
      paymentMethodId: 'pm_card_visa',
      key: `seed:${row.id}:authorize`,
      title: 'デモ',
    });
    await money.recordRequest(tx, row, intent);
    if (approved) {
      const refused = await money.capture(tx, row);
      if (refused) throw new Error(`the demo's capture was refused: ${refused.message}`);
    }
    // Booked on the day of the return, as the product books it: the months' payouts are closed from these (demo-payouts.ts).
    if (row.status === 'Returned') await ledger.post(completeJournal(row, row.returnedAt ?? now));
    if (row.status === 'Canceled' || row.status === 'AutoCanceled') {
      await money.onTransition(tx, approved ? 'Approved' : 'Request', row);
      toSettle.push(row.id);
    }
  }
  return async () => {
    for (const id of toSettle) await money.settle(id);
  };
}
