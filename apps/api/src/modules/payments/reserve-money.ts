import { PAYMENT_ACTION_WINDOW_MS, type ReservePaymentView, type ViewerRole } from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import type { Db } from '../../db/client.js';
import type { ReserveChangeRow, ReservePaymentRow, ReserveRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { InvoiceBook } from '../invoices/invoice-book.js';
import type { Tx } from '../listings/listings.repository.js';
import type { NotificationMessage, Notify } from '../notifications/notifier.js';
import { createReserveChangesRepository } from '../reserve-changes/reserve-changes.repository.js';
import { createReserveFactsRepository } from '../reserves/reserve-facts.repository.js';
import { reserveMoneyMessages } from '../reserves/reserve-money-messages.js';
import { createReservesRepository } from '../reserves/reserves.repository.js';
import { createLedgerRepository, type Journal } from './ledger.repository.js';
import type { PaymentIntentView, PaymentProvider } from './payment-port.js';
import { ProviderRefusedError } from './payment-port.js';
import { callProvider, declineMessageOf } from './provider-calls.js';
import {
  authorizeJournal,
  cancelJournal,
  captureJournal,
  changeJournalKey,
  changeRefundSentJournal,
  completeJournal,
  invoiceJournal,
  journalKey,
  refundJournal,
  refundOf,
  refundVersion,
  releaseJournal,
  unkeptCaptureJournal,
  staffRefundJournal,
} from './reserve-journals.js';
import { createReservePaymentsRepository } from './reserve-payments.repository.js';

/** One processor refund of a refund spread over a reservation's intents. */
export interface RefundPiece {
  intentId: string;
  amount: number;
  /** The idempotency key, also the key of the piece's `refund` journal. */
  key: string;
  /** The change whose own intent this piece refunds; null for the original payment's. */
  change: ReserveChangeRow | null;
  journal: (at: Date) => Journal;
}

/**
 * Splits a payment's pending refund over the intents that captured the reservation's money, none beyond what it still
 * holds: the original payment's first, then the accepted changes' in the order they were accepted (oldest first). The
 * payment's captured and refunded figures are the reservation's; the original intent's are those less its changes'.
 * Throws when the pending refund is more than the intents hold (a bug: nothing is sent, the sweep reports it).
 */
export function refundPieces(payment: ReservePaymentRow, changes: readonly ReserveChangeRow[]): RefundPiece[] {
  const sum = (pick: (change: ReserveChangeRow) => number) => changes.reduce((total, change) => total + pick(change), 0);
  const original = {
    captured: payment.amountCaptured - sum((change) => change.amountCaptured),
    refunded: payment.amountRefunded - sum((change) => change.amountRefunded),
  };
  let left = payment.refundPending;
  const pieces: RefundPiece[] = [];
  const take = Math.min(left, original.captured - original.refunded);
  if (take > 0 && payment.intentId) {
    const version = refundVersion(payment);
    pieces.push({
      intentId: payment.intentId,
      amount: take,
      key: journalKey({ id: payment.reserveId }, 'refund', version),
      change: null,
      journal: (at) => refundJournal({ id: payment.reserveId }, take, version, at),
    });
    left -= take;
  }
  for (const change of changes) {
    const piece = Math.min(left, change.amountCaptured - change.amountRefunded);
    if (piece <= 0 || !change.intentId) continue;
    const version = refundVersion({ attempt: 1, amountRefunded: change.amountRefunded });
    pieces.push({
      intentId: change.intentId,
      amount: piece,
      key: changeJournalKey(change.id, `refund:${version}`),
      change,
      journal: (at) => changeRefundSentJournal(change, piece, version, at),
    });
    left -= piece;
  }
  if (left > 0)
    throw new Error(`reservation ${payment.reserveId}: a refund of ${payment.refundPending} yen is ${left} more than its intents hold`);
  return pieces;
}

/**
 * A reservation's money (ADR 0036), in the reservation's own transactions: the card is held when
 * the guest asks, charged when the host approves, released when the request ends without a trip,
 * refunded by the cancellation policy, and every step is booked in the ledger with the state change.
 * Calls that release or give back money (voids, refunds) are decided in the transaction and sent to
 * the processor after its commit, then by the money sweep until the processor confirms them: a
 * processor that is down never blocks a cancellation, and the idempotency key makes each send once.
 *
 * Each money event tells the guest (and the host, for a failed charge) with a notice and its mail, in
 * the transaction of the event's state change and only when that change happened (a retried settle,
 * a replayed webhook or a second sweep finds the state changed already and tells nobody again). So
 * every path that moves money through here mails: a cancellation's refund, a staff refund on settle().
 */

export type MoneyHook = (tx: Tx, from: ReserveStatus, row: ReserveRow) => Promise<void>;

export interface CaptureRefusal {
  code: string;
  message: string;
}

type Telling = (title: string) => NotificationMessage;

export function createReserveMoney(deps: {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  publicUrl: string;
  /** The notices of the money events; the demo seed, which tells nobody, has none. */
  notify?: Notify;
  /** The invoices of 請求書払い (ADR 0040); null where no reservation pays by invoice (the demo seed). */
  invoices: InvoiceBook | null;
}) {
  const { provider } = deps;

  /** Notifies each user in the event's transaction, with the listing's title in the text (read unless the caller knows it). */
  async function tell(tx: Tx, row: Pick<ReserveRow, 'carId' | 'spotId'>, told: [userId: string, telling: Telling][], known?: string) {
    if (!deps.notify) return;
    const title = known ?? (await createReserveFactsRepository(tx).listingTitle(row));
    for (const [userId, telling] of told) await deps.notify(userId, telling(title), { tx });
  }

  /** Holds `amount` on the guest's card before the request is written (its days are held only once the card is). */
  async function authorize(args: { reserveId: string; amount: number; paymentMethodId: string; key: string; title: string }) {
    const intent = await callProvider(
      () =>
        provider.authorize({
          amount: args.amount,
          paymentMethodId: args.paymentMethodId,
          reserveId: args.reserveId,
          description: `くるま旅 ${args.title}`.slice(0, 200),
          returnUrl: `${deps.publicUrl}/reserves/${args.reserveId}`,
          idempotencyKey: args.key,
          metadata: { reserveId: args.reserveId },
        }),
      { field: 'paymentToken' },
    );
    if (intent.status !== 'requires_capture' && intent.status !== 'requires_action') {
      await release(intent.id, `${args.key}:release`);
      throw new AppError('PAYMENT_DECLINED', {
        details: [{ path: 'paymentToken', message: declineMessageOf(intent.lastError?.reason) }],
      });
    }
    if (intent.amount !== args.amount) throw new Error(`the processor held ${intent.amount} yen for ${args.amount}`);
    return intent;
  }

  /** Releases a hold no reservation kept (the request failed after the card was held). Best effort: a lapsed hold releases itself. */
  async function release(intentId: string, key: string): Promise<void> {
    await provider.void(intentId, { idempotencyKey: key, reason: 'abandoned' }).catch(() => undefined);
  }

  function fromIntentCard(intent: PaymentIntentView): Pick<ReservePaymentRow, 'cardBrand' | 'cardLast4'> {
    return { cardBrand: intent.card?.brand ?? null, cardLast4: intent.card?.last4 ?? null };
  }

  function fromIntent(intent: PaymentIntentView): Pick<ReservePaymentRow, 'cardBrand' | 'cardLast4' | 'captureBefore'> {
    return { ...fromIntentCard(intent), captureBefore: intent.captureBefore };
  }

  /** The request's payment, written in the create's transaction. */
  async function recordRequest(tx: Tx, row: ReserveRow, intent: PaymentIntentView | null, listingTitle?: string): Promise<void> {
    if (!intent) return; // An invoice is issued at approval.
    const now = deps.now();
    const held = intent.status === 'requires_capture';
    await createReservePaymentsRepository(tx).insert({
      reserveId: row.id,
      method: 'CreditCard',
      provider: provider.name,
      intentId: intent.id,
      attempt: 1,
      status: held ? 'Authorized' : 'RequiresAction',
      amount: row.total,
      ...fromIntent(intent),
      actionExpiresAt: held ? null : new Date(now.getTime() + PAYMENT_ACTION_WINDOW_MS),
      createdAt: now,
      updatedAt: now,
    });
    if (held && (await createLedgerRepository(tx).post(authorizeJournal(row, row.total, 1, now)))) {
      const card = fromIntentCard(intent);
      await tell(tx, row, [[row.guestUserId, (title) => reserveMoneyMessages.held(row, title, card, row.total)]], listingTitle);
    }
  }

  /** A challenge that ended, or a new card: the payment becomes Authorized (or stays waiting). */
  async function recordAuthorized(
    tx: Tx,
    row: ReserveRow,
    payment: ReservePaymentRow,
    intent: PaymentIntentView,
    attempt = payment.attempt,
  ) {
    const now = deps.now();
    const updated = await createReservePaymentsRepository(tx).update(
      row.id,
      {
        intentId: intent.id,
        attempt,
        status: 'Authorized',
        ...fromIntent(intent),
        actionExpiresAt: null,
        lastErrorCode: null,
        lastErrorMessage: null,
      },
      now,
    );
    if (await createLedgerRepository(tx).post(authorizeJournal(row, row.total, attempt, now))) {
      await tell(tx, row, [[row.guestUserId, (title) => reserveMoneyMessages.held(row, title, updated, row.total)]]);
    }
    return updated;
  }

  /** A new card that asked for 3-D Secure: the request waits for the challenge again (15 minutes). */
  async function recordChallenge(tx: Tx, row: ReserveRow, intent: PaymentIntentView, attempt: number) {
    const now = deps.now();
    await createReservePaymentsRepository(tx).update(
      row.id,
      {
        intentId: intent.id,
        attempt,
        status: 'RequiresAction',
        ...fromIntent(intent),
        actionExpiresAt: new Date(now.getTime() + PAYMENT_ACTION_WINDOW_MS),
        lastErrorCode: null,
        lastErrorMessage: null,
      },
      now,
    );
  }

  /**
   * Charges the hold at the host's approval, inside the approval's transaction (after the reservation's
   * lock, so a cancellation cannot race it). A refusal is returned, not thrown: the approval does not
   * happen and the caller records it after rolling back.
   */
  async function capture(tx: Tx, row: ReserveRow): Promise<CaptureRefusal | null> {
    if (row.paymentMethod === 'Invoice') return null;
    const payments = createReservePaymentsRepository(tx);
    const payment = await payments.lock(row.id);
    if (!payment || payment.status !== 'Authorized' || !payment.intentId) throw new AppError('PAYMENT_NOT_AUTHORIZED');
    const now = deps.now();
    if (payment.captureBefore && payment.captureBefore <= now) {
      return { code: 'charge_expired_for_capture', message: 'カードの与信の有効期限が切れました。' };
    }
    let intent: PaymentIntentView;
    try {
      intent = await callProvider(() =>
        provider.capture(payment.intentId!, { idempotencyKey: `reserve:${row.id}:capture:${payment.attempt}` }),
      );
    } catch (error) {
      if (error instanceof AppError && (error.code === 'PAYMENT_DECLINED' || error.code === 'PAYMENT_STATE_CONFLICT')) {
        const cause = error.cause;
        return { code: cause instanceof ProviderRefusedError ? cause.code : 'card_declined', message: error.message };
      }
      throw error;
    }
    await payments.update(row.id, { status: 'Captured', amountCaptured: intent.amountCaptured }, now);
    const ledger = createLedgerRepository(tx);
    await ledger.post(releaseJournal(row, payment.amount, payment.attempt, now));
    if (await ledger.post(captureJournal(row, intent.amountCaptured, payment.attempt, now))) {
      await tell(tx, row, [[row.guestUserId, (title) => reserveMoneyMessages.charged(row, title, payment, intent.amountCaptured)]]);
    }
    return null;
  }

  /** After the approval rolled back: the payment says why, and the guest may give another card before the deadline. */
  async function recordCaptureFailure(reserveId: string, refusal: CaptureRefusal): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const payments = createReservePaymentsRepository(tx);
      const payment = await payments.lock(reserveId);
      if (payment?.status !== 'Authorized') return;
      await payments.update(
        reserveId,
        { status: 'CaptureFailed', lastErrorCode: refusal.code, lastErrorMessage: refusal.message },
        deps.now(),
      );
      const row = await createReservesRepository(tx).findById(reserveId);
      if (!row) return;
      // The refused hold can no longer be charged: its memo ends here (a new card is a new attempt with its own).
      await createLedgerRepository(tx).post(releaseJournal(row, payment.amount, payment.attempt, deps.now()));
      await tell(tx, row, [
        [row.guestUserId, (title) => reserveMoneyMessages.captureFailedForGuest(row, title, payment, refusal.message)],
        [row.hostUserId, (title) => reserveMoneyMessages.captureFailedForHost(row, title)],
      ]);
    });
  }

  /** What each state change does to the money, in its transaction (called by the reservation's one transition function). */
  const onTransition: MoneyHook = async (tx, from, row) => {
    const payments = createReservePaymentsRepository(tx);
    const ledger = createLedgerRepository(tx);
    const now = deps.now();
    const payment = await payments.lock(row.id);
    if (row.status === 'Approved' && row.paymentMethod === 'Invoice' && !payment) {
      await payments.insert({
        reserveId: row.id,
        method: 'Invoice',
        status: 'Invoiced',
        amount: row.total,
        createdAt: now,
        updatedAt: now,
      });
      await ledger.post(invoiceJournal(row, now));
      if (!deps.invoices) throw new Error('an invoice reservation was approved without the invoice book');
      await deps.invoices.issue(tx, row, now);
      return;
    }
    if (!payment) return;
    if (row.status === 'Canceled' || row.status === 'AutoCanceled') {
      if (payment.status === 'Authorized' || payment.status === 'RequiresAction' || payment.status === 'CaptureFailed') {
        if (payment.status === 'Authorized') await ledger.post(releaseJournal(row, payment.amount, payment.attempt, now));
        await payments.update(row.id, { status: 'VoidPending' }, now);
      } else if (payment.status === 'Captured' || payment.status === 'PartiallyRefunded') {
        // PartiallyRefunded: a change's decrease was refunded before the cancellation (its total is the reduced one).
        await ledger.post(cancelJournal(row, now));
        await payments.update(row.id, { refundPending: refundOf(row) }, now);
      } else if (payment.status === 'Invoiced') {
        // Not paid yet: the invoice is reduced to the cancellation fee instead of refunded.
        await ledger.post(cancelJournal(row, now, 'invoice_receivable'));
        await payments.update(row.id, { amount: row.cancelFee }, now);
        await deps.invoices?.lower(tx, row, now);
      } else if (payment.status === 'InvoicePaid') {
        // Paid by transfer: staff refund the difference by bank transfer (it stays owed in refunds_payable).
        await ledger.post(cancelJournal(row, now));
      }
      return;
    }
    if (row.status === 'Returned' && from === 'Renting') await ledger.post(completeJournal(row, now));
  };

  /**
   * Sends what a transaction decided (a release, a refund) and books the processor's confirmation.
   * Called after each commit that decided one, and by the money sweep until it is done. Safe to run
   * twice at once (the payment's lock) and again after a crash (the idempotency keys).
   */
  async function settle(reserveId: string): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const payments = createReservePaymentsRepository(tx);
      const payment = await payments.lock(reserveId);
      if (!payment?.intentId) return;
      const row = await createReservesRepository(tx).findById(reserveId);
      if (!row) return;
      const now = deps.now();
      if (payment.status === 'VoidPending') {
        try {
          await callProvider(() => provider.void(payment.intentId!, { idempotencyKey: `reserve:${reserveId}:void:${payment.attempt}` }));
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'PAYMENT_STATE_CONFLICT')) throw error;
          // Not releasable: released already (a lapsed hold, a failed challenge), or captured by an approval that never committed.
          const intent = await callProvider(() => provider.retrieve(payment.intentId!));
          if (intent.status === 'succeeded' && intent.amountCaptured > 0) {
            await refundUnkeptCapture(tx, row, payment, intent);
            return;
          }
        }
        await payments.update(reserveId, { status: 'Voided' }, now);
        // Only a card that was held is told of its release (a challenge never finished held nothing).
        if (await createLedgerRepository(tx).hasJournal(journalKey(row, 'authorize', payment.attempt))) {
          await tell(tx, row, [[row.guestUserId, (title) => reserveMoneyMessages.released(row, title, payment, payment.amount)]]);
        }
        return;
      }
      if (payment.refundPending > 0) {
        // The refund is spread over the intents that captured the reservation's money (the original first, then each
        // accepted change's by acceptance), each piece under its own key; a retry recomputes the same pieces and keys.
        const changes = createReserveChangesRepository(tx);
        const ledger = createLedgerRepository(tx);
        const landed = await bookLandedRefunds(tx, payment, await changes.capturedOf(reserveId));
        const pieces = refundPieces(landed.payment, await changes.capturedOf(reserveId));
        let refunded = landed.payment.amountRefunded;
        let told = landed.told;
        for (const piece of pieces) {
          await callProvider(() =>
            provider.refund(piece.intentId, { amount: piece.amount, idempotencyKey: piece.key, reason: 'requested_by_customer' }),
          );
          refunded += piece.amount;
          if (piece.change) await changes.setMoney(piece.change.id, { amountRefunded: piece.change.amountRefunded + piece.amount });
          if (await ledger.post(piece.journal(now))) told += piece.amount;
        }
        await payments.update(
          reserveId,
          { refundPending: 0, amountRefunded: refunded, status: refunded >= payment.amountCaptured ? 'Refunded' : 'PartiallyRefunded' },
          now,
        );
        if (told > 0) await tell(tx, row, [[row.guestUserId, (title) => reserveMoneyMessages.refunded(row, title, payment, told)]]);
      }
    });
  }

  /**
   * Books the refunds the processor already made for a pending refund whose answer was lost: the send acted, the
   * transaction that would have booked it rolled back, and the refund stayed pending. Its key is the one a retry would
   * use, so a retry with the same amount is answered from the processor's memory; but if more was added to the pending
   * refund since (a staff refund, a change's decrease), the same key would carry another amount and be refused as a
   * reuse, leaving the refund stuck. So, before the pieces are cut, each intent's refunded figure is read from the
   * processor, and what it refunded beyond the books is booked under the key it was sent with and taken off what is
   * pending; the rest is then sent under the next version's key.
   */
  async function bookLandedRefunds(
    tx: Tx,
    payment: ReservePaymentRow,
    captured: readonly ReserveChangeRow[],
  ): Promise<{ payment: ReservePaymentRow; told: number }> {
    const now = deps.now();
    const ledger = createLedgerRepository(tx);
    const changes = createReserveChangesRepository(tx);
    let left = payment.refundPending;
    let told = 0;
    let extraTotal = 0;
    const processorRefunded = async (intentId: string) => (await callProvider(() => provider.retrieve(intentId))).amountRefunded;
    const originalRefunded = payment.amountRefunded - captured.reduce((total, change) => total + change.amountRefunded, 0);
    if (payment.intentId) {
      const extra = Math.min(left, (await processorRefunded(payment.intentId)) - originalRefunded);
      if (extra > 0) {
        if (await ledger.post(refundJournal({ id: payment.reserveId }, extra, refundVersion(payment), now))) told += extra;
        left -= extra;
        extraTotal += extra;
      }
    }
    for (const change of captured) {
      if (!change.intentId || left <= 0) continue;
      const extra = Math.min(left, (await processorRefunded(change.intentId)) - change.amountRefunded);
      if (extra <= 0) continue;
      const version = refundVersion({ attempt: 1, amountRefunded: change.amountRefunded });
      if (await ledger.post(changeRefundSentJournal(change, extra, version, now))) told += extra;
      await changes.setMoney(change.id, { amountRefunded: change.amountRefunded + extra });
      left -= extra;
      extraTotal += extra;
    }
    if (extraTotal === 0) return { payment, told };
    const booked = { refundPending: left, amountRefunded: payment.amountRefunded + extraTotal };
    await createReservePaymentsRepository(tx).update(payment.reserveId, booked, now);
    return { payment: { ...payment, ...booked }, told };
  }

  /**
   * Reconciliation (ADR 0036): the processor captured this intent but the approval's commit was lost
   * (a crash between the two), and the request has since ended without a trip. What it captured is
   * refunded whole, with a key of its own so a second sweep refunds once, and booked once: the capture,
   * the debt back to the guest, and the refund. The guest is told of the refund.
   */
  async function refundUnkeptCapture(tx: Tx, row: ReserveRow, payment: ReservePaymentRow, intent: PaymentIntentView): Promise<void> {
    const now = deps.now();
    const amount = intent.amountCaptured - intent.amountRefunded;
    if (amount > 0) {
      await callProvider(() =>
        provider.refund(intent.id, {
          amount,
          idempotencyKey: `reserve:${row.id}:unkept-capture:${payment.attempt}`,
          reason: 'requested_by_customer',
        }),
      );
    }
    await createReservePaymentsRepository(tx).update(
      row.id,
      { status: 'Refunded', amountCaptured: intent.amountCaptured, amountRefunded: intent.amountCaptured, refundPending: 0 },
      now,
    );
    const ledger = createLedgerRepository(tx);
    await ledger.post(captureJournal(row, intent.amountCaptured, payment.attempt, now));
    await ledger.post(unkeptCaptureJournal(row, intent.amountCaptured, payment.attempt, now));
    if (await ledger.post(refundJournal(row, intent.amountCaptured, payment.attempt, now))) {
      await tell(tx, row, [[row.guestUserId, (title) => reserveMoneyMessages.refunded(row, title, payment, intent.amountCaptured)]]);
    }
  }

  /**
   * A refund staff decided (ADR 0041), in the caller's transaction under the payment's lock: booked
   * once (the staff refund's id keys it) and left pending, so settle() sends it after the commit and
   * the money sweep until the processor confirms it, as for a cancellation's refund.
   */
  async function decideStaffRefund(tx: Tx, payment: ReservePaymentRow, amount: number, staffRefundId: string): Promise<void> {
    const now = deps.now();
    const booked = await createLedgerRepository(tx).post(staffRefundJournal({ id: payment.reserveId }, amount, staffRefundId, now));
    if (!booked) return;
    await createReservePaymentsRepository(tx).update(payment.reserveId, { refundPending: payment.refundPending + amount }, now);
  }

  /**
   * What staff may still refund of a payment: captured across the reservation's intents (the payment's figures are the
   * reservation's, its changes' captures included), less what was refunded and what is being refunded.
   */
  function refundable(payment: ReservePaymentRow): number {
    return payment.amountCaptured - payment.amountRefunded - payment.refundPending;
  }

  /** settle() after a commit: a processor that fails now is tried again by the sweep. */
  async function settleSoon(reserveId: string, onError: (error: unknown) => void): Promise<void> {
    await settle(reserveId).catch(onError);
  }

  /** The payment as a party or staff reads it; the challenge's secret only for the guest. */
  function view(payment: ReservePaymentRow | null, role: ViewerRole | null, intentSecret: string | null = null): ReservePaymentView | null {
    if (!payment) return null;
    return {
      method: payment.method,
      status: payment.status,
      amount: payment.amount,
      amountCaptured: payment.amountCaptured,
      amountRefunded: payment.amountRefunded,
      refundPending: payment.refundPending,
      card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
      clientSecret: role === 'Guest' && payment.status === 'RequiresAction' ? intentSecret : null,
      actionExpiresAt: payment.actionExpiresAt?.toISOString() ?? null,
      lastError: payment.lastErrorMessage,
    };
  }

  return {
    provider,
    authorize,
    release,
    recordRequest,
    recordAuthorized,
    recordChallenge,
    capture,
    recordCaptureFailure,
    onTransition,
    settle,
    settleSoon,
    decideStaffRefund,
    refundable,
    view,
  };
}

export type ReserveMoney = ReturnType<typeof createReserveMoney>;
