import type { Db } from '../../db/client.js';
import type { ReserveRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../listings/listings.repository.js';
import { recordEvent } from '../payments/payment-events.repository.js';
import type { ProviderEvent } from '../payments/payment-port.js';
import { callProvider, declineMessageOf } from '../payments/provider-calls.js';
import type { ReserveMoney } from '../payments/reserve-money.js';
import { createReservePaymentsRepository } from '../payments/reserve-payments.repository.js';
import { applyTransition, lockListingOf } from './reserve-lifecycle.js';
import { inReserveTransaction } from './reserve-transaction.js';
import { createReservesRepository } from './reserves.repository.js';

/**
 * A request's card after the request was sent (ADR 0036): the outcome of a 3-D Secure challenge,
 * another card after a failed charge, and the challenges nobody finished (the money sweep). A
 * challenge that failed or lapsed ends the request (AutoCanceled): its days are free again and the
 * hold, if any, is released.
 */
export function createReservePaymentFlow(deps: {
  db: Db;
  now: () => Date;
  money: ReserveMoney;
  /** Tells both parties of a request ended by the system, in its transaction. */
  onAutoCanceled: (tx: Tx, row: ReserveRow) => Promise<void>;
  onMoneyError: (error: unknown) => void;
}) {
  const { money } = deps;

  async function guestRequest(user: UserRow, reserveId: string): Promise<ReserveRow> {
    const row = await createReservesRepository(deps.db).findById(reserveId);
    if (!row || (row.guestUserId !== user.id && row.hostUserId !== user.id && !user.isOperator)) throw new AppError('RESERVE_NOT_FOUND');
    if (row.guestUserId !== user.id) throw new AppError('RESERVE_ACTION_FORBIDDEN');
    return row;
  }

  /** Ends a request whose card could not be held; the caller holds the listing's and the reservation's locks. */
  async function endRequest(tx: Tx, current: ReserveRow, reason: string): Promise<void> {
    if (current.status !== 'Request') return;
    const now = deps.now();
    const ended = await applyTransition(tx, {
      row: current,
      action: 'autoCancel',
      actor: { userId: null, role: 'System' },
      set: { canceledAt: now, canceledByRole: 'System' },
      reason,
      at: now,
      money: money.onTransition,
    });
    await deps.onAutoCanceled(tx, ended);
  }

  /** After the browser ran the challenge: held (the host may approve), still waiting, or failed (the request ends). */
  async function confirm(user: UserRow, reserveId: string): Promise<ReserveRow> {
    const row = await guestRequest(user, reserveId);
    const payment = await createReservePaymentsRepository(deps.db).find(row.id);
    if (!payment?.intentId) throw new AppError('PAYMENT_STATE_CONFLICT');
    if (payment.status !== 'RequiresAction') return row; // Confirmed already (a second tab, a webhook).
    const intent = await callProvider(() => money.provider.retrieve(payment.intentId!));
    if (intent.status === 'requires_action') return row;
    const failed = intent.status !== 'requires_capture';
    await inReserveTransaction(deps.db, async (tx) => {
      await lockListingOf(tx, row);
      const current = await createReservesRepository(tx).lockById(row.id);
      const locked = await createReservePaymentsRepository(tx).lock(row.id);
      if (!current || locked?.status !== 'RequiresAction') return;
      if (failed) await endRequest(tx, current, '本人認証（3Dセキュア）が完了しなかったため');
      else await money.recordAuthorized(tx, current, locked, intent);
    });
    if (failed) {
      await money.settleSoon(row.id, deps.onMoneyError);
      throw new AppError('PAYMENT_DECLINED', { message: declineMessageOf(intent.lastError?.reason, 'authentication_failed') });
    }
    return (await createReservesRepository(deps.db).findById(row.id)) ?? row;
  }

  /** Another card for a request whose charge failed, before its approval deadline. */
  async function replaceCard(
    user: UserRow,
    reserveId: string,
    paymentMethodId: string,
  ): Promise<{ row: ReserveRow; secret: string | null }> {
    const row = await guestRequest(user, reserveId);
    if (row.status !== 'Request' || row.approveDeadline <= deps.now()) throw new AppError('RESERVE_STATUS_CONFLICT');
    const payment = await createReservePaymentsRepository(deps.db).find(row.id);
    if (payment?.status !== 'CaptureFailed') throw new AppError('PAYMENT_STATE_CONFLICT');
    const attempt = payment.attempt + 1;
    const intent = await money.authorize({
      reserveId: row.id,
      amount: row.total,
      paymentMethodId,
      key: `reserve:${row.id}:authorize:${attempt}`,
      title: '予約',
    });
    const replaced = await inReserveTransaction(deps.db, async (tx) => {
      await lockListingOf(tx, row);
      const current = await createReservesRepository(tx).lockById(row.id);
      const locked = await createReservePaymentsRepository(tx).lock(row.id);
      if (current?.status !== 'Request' || locked?.status !== 'CaptureFailed' || locked.attempt !== payment.attempt) return false;
      if (intent.status === 'requires_capture') await money.recordAuthorized(tx, current, locked, intent, attempt);
      else await money.recordChallenge(tx, current, intent, attempt);
      return true;
    });
    if (!replaced) {
      await money.release(intent.id, `reserve:${row.id}:release-unused:${attempt}`);
      throw new AppError('PAYMENT_STATE_CONFLICT');
    }
    // The card that could not be charged is let go.
    if (payment.intentId) await money.release(payment.intentId, `reserve:${row.id}:void:${payment.attempt}`);
    const current = (await createReservesRepository(deps.db).findById(row.id)) ?? row;
    return { row: current, secret: intent.status === 'requires_action' ? intent.clientSecret : null };
  }

  /** Challenges past their 15 minutes: held after all (the guest finished but did not come back), or the request ends. */
  async function expireChallenges(now: Date): Promise<number> {
    let ended = 0;
    for (const payment of await createReservePaymentsRepository(deps.db).pending(now, 100)) {
      if (payment.status === 'RequiresAction' && payment.intentId) {
        const intent = await money.provider.retrieve(payment.intentId).catch(() => null);
        const row = await createReservesRepository(deps.db).findById(payment.reserveId);
        if (!row || !intent) continue;
        await inReserveTransaction(deps.db, async (tx) => {
          // The lock order of every reservation write: the listing, the reservation, then its payment.
          await lockListingOf(tx, row);
          const current = await createReservesRepository(tx).lockById(row.id);
          const locked = await createReservePaymentsRepository(tx).lock(row.id);
          if (!current || locked?.status !== 'RequiresAction') return;
          if (intent.status === 'requires_capture') await money.recordAuthorized(tx, current, locked, intent);
          else {
            await endRequest(tx, current, '本人認証（3Dセキュア）の期限が切れたため');
            ended += 1;
          }
        });
      }
      await money.settleSoon(payment.reserveId, deps.onMoneyError);
    }
    return ended;
  }

  /**
   * A processor's webhook event, applied once per event id (recorded in the transaction of its
   * effect). The product acts on one: a challenge the guest completed without coming back. Anything
   * else is the answer to a call the product made and booked already, so a replay, or an event
   * arriving before the call's answer, changes the books once.
   */
  async function applyEvent(event: ProviderEvent): Promise<'applied' | 'duplicate'> {
    const payment = event.intentId ? await createReservePaymentsRepository(deps.db).findByIntent(event.intentId) : null;
    const row = payment ? await createReservesRepository(deps.db).findById(payment.reserveId) : null;
    // An event carries the intent without its charge (card, hold's end): the processor is asked for the whole of it.
    const intent =
      payment?.status === 'RequiresAction' && event.intent?.status === 'requires_capture' && payment.intentId
        ? await callProvider(() => money.provider.retrieve(payment.intentId!))
        : null;
    return inReserveTransaction(deps.db, async (tx) => {
      if (row) {
        await lockListingOf(tx, row);
        await createReservesRepository(tx).lockById(row.id);
      }
      if (!(await recordEvent(tx, event, money.provider.name))) return 'duplicate';
      if (!row || !payment) return 'applied';
      const locked = await createReservePaymentsRepository(tx).lock(row.id);
      if (intent?.status === 'requires_capture' && locked?.status === 'RequiresAction' && locked.intentId === event.intentId) {
        const current = (await createReservesRepository(tx).findById(row.id)) ?? row;
        await money.recordAuthorized(tx, current, locked, intent);
      }
      return 'applied';
    });
  }

  return { confirm, replaceCard, expireChallenges, applyEvent };
}
