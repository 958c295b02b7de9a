import type { ReserveChangeRow, ReserveRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../listings/listings.repository.js';
import { createReserveChangesRepository } from '../reserve-changes/reserve-changes.repository.js';
import { createLedgerRepository } from './ledger.repository.js';
import type { PaymentProvider } from './payment-port.js';
import { callProvider } from './provider-calls.js';
import {
  changeAuthorizeJournal,
  changeCaptureJournal,
  changeJournalKey,
  changeRefundJournal,
  changeReleaseJournal,
} from './reserve-journals.js';
import type { ReserveMoney } from './reserve-money.js';
import { createReservePaymentsRepository } from './reserve-payments.repository.js';

/**
 * The money of a change of a booked trip (issue 36 item 4, ADR 0059 points 3 and 5), through the payment port under the key
 * `reserve-change:<id>`: an increase paid by card is held when the guest asks, or when the guest accepts a host's proposal
 * (the card needs the guest present), and captured in the acceptance's transaction; a decrease is owed back in that transaction and sent by the payment's
 * settle() after the commit, like a cancellation's refund, which spreads it over the intents that captured the trip's money
 * (the original payment's first, then the accepted changes' own). A hold no acceptance took is released.
 */
export function createReserveChangeMoney(deps: { money: ReserveMoney; provider: PaymentProvider; now: () => Date }) {
  const key = (changeId: string, operation: string) => changeJournalKey(changeId, operation);

  /**
   * Holds the increase on the guest's new card before the request is written (or the proposal accepted); refused
   * unless it is held at once. `attempt` tells apart the guest's tries at accepting one proposal (each card its own key).
   */
  async function hold(args: {
    reserveId: string;
    changeId: string;
    amount: number;
    paymentToken: string;
    title: string;
    attempt?: string;
  }) {
    const suffix = args.attempt ? `:${args.attempt}` : '';
    const intent = await deps.money.authorize({
      reserveId: args.reserveId,
      amount: args.amount,
      paymentMethodId: args.paymentToken,
      key: key(args.changeId, `authorize${suffix}`),
      title: `${args.title}（日程変更の差額）`,
    });
    if (intent.status !== 'requires_capture') {
      await deps.money.release(intent.id, key(args.changeId, `release-unused${suffix}`));
      const message = '差額のお支払いには、本人認証（3Dセキュア）を求めないカードをお使いください。';
      throw new AppError('PAYMENT_DECLINED', { message, details: [{ path: 'paymentToken', message }] });
    }
    return intent;
  }

  /** The hold's memo, booked with the request. */
  async function recordHold(tx: Tx, change: ReserveChangeRow): Promise<void> {
    if (change.intentId) await createLedgerRepository(tx).post(changeAuthorizeJournal(change, change.difference, deps.now()));
  }

  /** A request that ended without acceptance: its hold is released (best effort: a lapsed hold releases itself). */
  async function release(tx: Tx, change: ReserveChangeRow): Promise<void> {
    if (!change.intentId) return;
    await createLedgerRepository(tx).post(changeReleaseJournal(change, change.difference, deps.now()));
    await deps.money.release(change.intentId, key(change.id, 'void'));
  }

  /**
   * The acceptance's money, in its transaction under the reservation's lock: the increase captured (once, by the key),
   * or the decrease owed back and left pending for settle(). A refused capture throws, so the acceptance rolls back.
   */
  async function onAccept(tx: Tx, row: ReserveRow, change: ReserveChangeRow): Promise<void> {
    const ledger = createLedgerRepository(tx);
    const now = deps.now();
    if (change.difference > 0 && change.intentId) {
      const intentId = change.intentId;
      const intent = await callProvider(() => deps.provider.capture(intentId, { idempotencyKey: key(change.id, 'capture') }));
      await ledger.post(changeReleaseJournal(change, change.difference, now));
      if (await ledger.post(changeCaptureJournal(change, intent.amountCaptured, now))) {
        // The change's intent is refunded from later (what it captured, migration 0037); the payment's figures are the
        // reservation's across its intents, so a cancellation or staff refund may reach this capture too.
        await createReserveChangesRepository(tx).setMoney(change.id, { amountCaptured: intent.amountCaptured });
        const payments = createReservePaymentsRepository(tx);
        const payment = await payments.lock(row.id);
        if (payment) {
          const captured = payment.amountCaptured + intent.amountCaptured;
          const status = payment.status === 'Refunded' && payment.amountRefunded < captured ? 'PartiallyRefunded' : payment.status;
          await payments.update(row.id, { amount: payment.amount + intent.amountCaptured, amountCaptured: captured, status }, now);
        }
      }
      return;
    }
    if (change.difference >= 0) return;
    const payments = createReservePaymentsRepository(tx);
    const payment = await payments.lock(row.id);
    if (payment?.status !== 'Captured' && payment?.status !== 'PartiallyRefunded') return;
    const amount = -change.difference;
    if (await ledger.post(changeRefundJournal(change, amount, now))) {
      await payments.update(row.id, { refundPending: payment.refundPending + amount }, now);
    }
  }

  return { hold, recordHold, release, onAccept };
}

export type ReserveChangeMoney = ReturnType<typeof createReserveChangeMoney>;
