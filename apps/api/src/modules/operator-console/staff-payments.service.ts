import type {
  LedgerReport,
  operatorSearchPayments,
  Output,
  ParsedInput,
  StaffPaymentDetail,
  StaffPaymentSummary,
} from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { Tx } from '../listings/listings.repository.js';
import type { ReservePaymentRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import type { ReserveMoney } from '../payments/reserve-money.js';
import { createReservePaymentsRepository } from '../payments/reserve-payments.repository.js';
import { requireSecondOperator } from './four-eyes.js';
import { checkLedgerInvariants } from './ledger-invariants.js';
import { createStaffPaymentsRepository, type StaffPaymentRow } from './staff-payments.repository.js';
import { createStaffReservesRepository } from './staff-reserves.repository.js';

/**
 * The operator console's money (ADR 0041): payments found and shown to staff, refunds by staff
 * through the reservation money's own refund (decided in the transaction, sent after the commit and by
 * the money sweep), four eyes above the approval threshold, and the ledger report.
 */

/** A challenge, a release or a refund not finished after this long is on the follow-up list. */
export const STUCK_AFTER_MINUTES = 30;

/** The reservations staff may refund: the trip ended or the reservation was cancelled (before that, staff cancel it). */
const REFUNDABLE_RESERVE_STATUSES = new Set(['Returned', 'Canceled', 'AutoCanceled']);

export function createStaffPaymentsService(deps: {
  db: Db;
  money: ReserveMoney;
  now: () => Date;
  approvalThreshold: number;
  onMoneyError: (error: unknown) => void;
}) {
  const repository = createStaffPaymentsRepository(deps.db);
  const stuckBefore = () => new Date(deps.now().getTime() - STUCK_AFTER_MINUTES * 60_000);

  function toSummary(row: StaffPaymentRow): StaffPaymentSummary {
    const p = row.payment;
    return {
      reserveId: p.reserveId,
      reserveStatus: row.reserveStatus,
      listingTitle: row.listingTitle,
      guest: row.guest,
      host: row.host,
      method: p.method,
      status: p.status,
      amount: p.amount,
      amountCaptured: p.amountCaptured,
      amountRefunded: p.amountRefunded,
      refundPending: p.refundPending,
      card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
      attention: row.attention,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    };
  }

  async function search(input: ParsedInput<typeof operatorSearchPayments>): Promise<Output<typeof operatorSearchPayments>> {
    const page = await repository.search(input, stuckBefore(), input.limit, input.offset);
    return { items: page.items.map(toSummary), total: page.total, limit: input.limit, offset: input.offset };
  }

  /** Whether staff may refund this payment at all (a card payment captured, of a reservation that ended). */
  function refundableOf(payment: ReservePaymentRow, reserveStatus: string): number {
    if (payment.method !== 'CreditCard' || !payment.intentId || !REFUNDABLE_RESERVE_STATUSES.has(reserveStatus)) return 0;
    return Math.max(0, deps.money.refundable(payment));
  }

  async function show(reserveId: string): Promise<StaffPaymentDetail> {
    const row = await repository.find(reserveId, stuckBefore());
    if (!row) throw new AppError('RESERVE_NOT_FOUND');
    const [journals, refunds] = await Promise.all([repository.journalsOf(reserveId), repository.refundsOf(reserveId)]);
    const p = row.payment;
    return {
      payment: {
        ...toSummary(row),
        provider: p.provider,
        intentId: p.intentId,
        attempt: p.attempt,
        lastErrorCode: p.lastErrorCode,
        lastErrorMessage: p.lastErrorMessage,
      },
      refundable: refundableOf(p, row.reserveStatus),
      approvalThreshold: deps.approvalThreshold,
      journals: journals.map((j) => ({ ...j, at: j.at.toISOString() })),
      refunds: refunds.map(({ refund, requestedBy, approvedBy, rejectedBy }) => ({
        id: refund.id,
        amount: refund.amount,
        reason: refund.reason,
        status: refund.status,
        requestedBy,
        approvedBy: approvedBy?.id ? { id: approvedBy.id, name: approvedBy.name } : null,
        rejectedBy: rejectedBy?.id ? { id: rejectedBy.id, name: rejectedBy.name } : null,
        decisionReason: refund.decisionReason,
        requestedAt: refund.requestedAt.toISOString(),
        decidedAt: refund.decidedAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * The reservation and its payment under their locks (so a cancellation, the sweep or another
   * operator's refund cannot interleave), refused when the operator is its guest or host.
   */
  async function lockForStaff(tx: Tx, operator: UserRow, reserveId: string) {
    const reserve = await createStaffReservesRepository(tx).lockById(reserveId);
    if (!reserve) throw new AppError('RESERVE_NOT_FOUND');
    if (reserve.guestUserId === operator.id || reserve.hostUserId === operator.id) throw new AppError('OPERATOR_OWN_ACCOUNT');
    const payment = await createReservePaymentsRepository(tx).lock(reserveId);
    if (!payment) throw new AppError('RESERVE_NOT_FOUND');
    return { reserve, payment };
  }

  function withinRemaining(payment: ReservePaymentRow, reserveStatus: string, amount: number): void {
    const remaining = refundableOf(payment, reserveStatus);
    if (amount > remaining) {
      throw new AppError('STAFF_REFUND_EXCEEDS_REMAINING', {
        details: [{ path: 'amount', message: `返金できる残額は${remaining.toLocaleString('ja-JP')}円です。` }],
      });
    }
  }

  async function refund(
    operator: UserRow,
    input: { reserveId: string; amount: number; reason: string; requestKey: string },
  ): Promise<StaffPaymentDetail> {
    const decided = await deps.db.transaction(async (tx) => {
      const { reserve, payment } = await lockForStaff(tx, operator, input.reserveId);
      const staff = createStaffPaymentsRepository(tx);
      const replay = await staff.findRefundByKey(input.requestKey);
      if (replay) return sameRequest(replay, input);
      const card = payment.method === 'CreditCard' && payment.intentId && payment.amountCaptured > 0;
      if (!card || !REFUNDABLE_RESERVE_STATUSES.has(reserve.status)) throw new AppError('STAFF_REFUND_NOT_ALLOWED');
      if (await staff.lockWaiting(reserve.id)) throw new AppError('STAFF_REFUND_AWAITING_APPROVAL');
      withinRemaining(payment, reserve.status, input.amount);
      const at = deps.now();
      const needsApproval = input.amount > deps.approvalThreshold;
      const row = await staff.insertRefund({
        reserveId: reserve.id,
        requestKey: input.requestKey,
        amount: input.amount,
        reason: input.reason,
        status: needsApproval ? 'Requested' : 'Done',
        requestedBy: operator.id,
        requestedAt: at,
        decidedAt: needsApproval ? null : at,
      });
      // Another request with this key committed while this one waited for the locks: it is the same request.
      if (!row) return sameRequest((await staff.findRefundByKey(input.requestKey))!, input);
      if (!needsApproval) await deps.money.decideStaffRefund(tx, payment, input.amount, row.id);
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operator.id,
        action: needsApproval ? 'reserve.refundRequest' : 'reserve.refund',
        targetKind: 'reserve',
        targetId: reserve.id,
        reason: input.reason,
        details: { amount: input.amount, staffRefundId: row.id, threshold: deps.approvalThreshold },
        at,
      });
      return !needsApproval;
    });
    if (decided) await deps.money.settleSoon(input.reserveId, deps.onMoneyError);
    return show(input.reserveId);
  }

  /** A replayed request names the same reservation and amount; it changes nothing. A key reused for another refund is refused. */
  function sameRequest(existing: { reserveId: string; amount: number }, input: { reserveId: string; amount: number }): false {
    if (existing.reserveId !== input.reserveId || existing.amount !== input.amount) throw new AppError('STAFF_REFUND_KEY_REUSED');
    return false;
  }

  async function approve(operator: UserRow, input: { reserveId: string; amount: number }): Promise<StaffPaymentDetail> {
    await deps.db.transaction(async (tx) => {
      const { reserve, payment } = await lockForStaff(tx, operator, input.reserveId);
      const staff = createStaffPaymentsRepository(tx);
      const waiting = await staff.lockWaiting(reserve.id);
      if (!waiting || waiting.amount !== input.amount) throw new AppError('STAFF_REFUND_NOTHING_WAITING');
      requireSecondOperator(waiting, operator.id, 'STAFF_REFUND_SELF_APPROVAL');
      withinRemaining(payment, reserve.status, waiting.amount);
      const at = deps.now();
      await staff.approveRefund(waiting.id, operator.id, at);
      await deps.money.decideStaffRefund(tx, payment, waiting.amount, waiting.id);
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operator.id,
        action: 'reserve.refundApprove',
        targetKind: 'reserve',
        targetId: reserve.id,
        details: { amount: waiting.amount, staffRefundId: waiting.id, requestedBy: waiting.requestedBy },
        at,
      });
    });
    await deps.money.settleSoon(input.reserveId, deps.onMoneyError);
    return show(input.reserveId);
  }

  /**
   * The waiting refund that names this amount, under the reservation's locks, closed without moving money: refused
   * by another operator with a reason, or taken back by its author. Either way the reservation may be refunded anew.
   */
  async function close(
    operator: UserRow,
    input: { reserveId: string; amount: number },
    closing: { status: 'Rejected'; reason: string } | { status: 'Withdrawn' },
  ): Promise<StaffPaymentDetail> {
    await deps.db.transaction(async (tx) => {
      const { reserve } = await lockForStaff(tx, operator, input.reserveId);
      const staff = createStaffPaymentsRepository(tx);
      const waiting = await staff.lockWaiting(reserve.id);
      if (!waiting || waiting.amount !== input.amount) throw new AppError('STAFF_REFUND_NOTHING_WAITING');
      if (closing.status === 'Rejected') requireSecondOperator(waiting, operator.id, 'STAFF_REFUND_SELF_REJECTION');
      else if (waiting.requestedBy !== operator.id) throw new AppError('STAFF_REFUND_NOT_REQUESTER');
      const at = deps.now();
      await staff.closeRefund(
        waiting.id,
        closing.status === 'Rejected' ? { status: 'Rejected', rejectedBy: operator.id, reason: closing.reason } : closing,
        at,
      );
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operator.id,
        action: closing.status === 'Rejected' ? 'reserve.refundReject' : 'reserve.refundWithdraw',
        targetKind: 'reserve',
        targetId: reserve.id,
        reason: closing.status === 'Rejected' ? closing.reason : null,
        details: { amount: waiting.amount, staffRefundId: waiting.id, requestedBy: waiting.requestedBy },
        at,
      });
    });
    return show(input.reserveId);
  }

  const reject = (operator: UserRow, input: { reserveId: string; amount: number; reason: string }) =>
    close(operator, input, { status: 'Rejected', reason: input.reason });
  const withdraw = (operator: UserRow, input: { reserveId: string; amount: number }) => close(operator, input, { status: 'Withdrawn' });

  async function ledgerReport(input: { from?: string; to?: string }): Promise<LedgerReport> {
    const checkedAt = deps.now();
    // One snapshot: the payments and the ledger as of the same instant, whatever commits meanwhile.
    const [totals, reservations, hosts, accountTotals] = await deps.db.transaction(
      async (tx) => {
        const books = createStaffPaymentsRepository(tx);
        return [
          await books.accountTotals(input.from, input.to),
          await books.reservationBooks(),
          await books.hostBooks(),
          await books.ledgerBalances(),
        ] as const;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return {
      from: input.from ?? null,
      to: input.to ?? null,
      totals: totals.map((t) => ({ ...t, net: t.debit - t.credit })),
      checks: checkLedgerInvariants({ reservations, hosts, accountTotals }),
      checkedAt: checkedAt.toISOString(),
    };
  }

  return { search, show, refund, approve, reject, withdraw, ledgerReport };
}
