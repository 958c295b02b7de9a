import { japanDay, type PayoutMonth, type PayoutStatus } from '@kurumatabi/contract';
import type { PayoutsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PayoutRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { createLedgerRepository } from '../payments/ledger.repository.js';
import type { PaymentProvider } from '../payments/payment-port.js';
import { hasEnded, payDateOf, periodAt, periodDueAt, periodLabel, shiftPeriod } from './payout-calendar.js';
import { closeJournal, sentJournal } from './payout-journals.js';
import { heldReasons, toPayoutSummary } from './payout-views.js';
import { createPayoutsRepository, type LedgerLine } from './payouts.repository.js';

export interface PayoutsDeps {
  db: Db;
  config: PayoutsConfig;
  /** Connect transfers are made only with Stripe (PAYMENT_PROVIDER=stripe); the sandbox pays every host by Zengin file. */
  provider: PaymentProvider;
  providerName: 'sandbox' | 'stripe';
  notify: Notify;
  now: () => Date;
}

const BATCH = 100;
const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

/**
 * Payouts (ADR 0039): the monthly close from the ledger, held payouts, the staff's "sent", the Connect transfers.
 * Every money change books its journal in the transaction of its state change.
 */
export function createPayoutsService(deps: PayoutsDeps) {
  const repository = createPayoutsRepository(deps.db);

  /** The payout row of one host for the closed month, with the account it goes to (or why it waits). */
  async function payoutFor(tx: Tx, period: string, hostUserId: string, lines: LedgerLine[]) {
    const payee = await createPayoutsRepository(tx).payee(hostUserId);
    const amount = lines.reduce((sum, line) => sum + line.payable, 0);
    const fee = lines.reduce((sum, line) => sum + line.fee, 0);
    const base = {
      id: crypto.randomUUID(),
      hostUserId,
      period,
      amount,
      fee,
      sales: amount + fee,
      scheduledPayDate: payDateOf(period, deps.config),
    };
    const connect = deps.providerName === 'stripe' ? payee?.user.stripeConnectAccountId : null;
    if (connect) return { ...base, method: 'connect' as const, status: 'Scheduled' as const, heldReason: null };
    const bank = payee?.bank;
    if (!bank?.bankCode || !bank.branchCode) {
      return {
        ...base,
        method: 'zengin' as const,
        status: 'Held' as const,
        heldReason: bank ? heldReasons.noZenginCodes : heldReasons.noAccount,
      };
    }
    return { ...base, method: 'zengin' as const, status: 'Scheduled' as const, heldReason: null, ...snapshotOf(bank) };
  }

  function snapshotOf(bank: {
    bankCode: string | null;
    branchCode: string | null;
    bankName: string;
    branchName: string;
    accountKind: PayoutRow['accountKind'];
    accountNumber: string;
    holderName: string;
  }) {
    return {
      bankCode: bank.bankCode,
      branchCode: bank.branchCode,
      bankName: bank.bankName,
      branchName: bank.branchName,
      accountKind: bank.accountKind,
      accountNumber: bank.accountNumber,
      holderKana: bank.holderName,
    };
  }

  /**
   * Closes a month: the closing row first (a second close — another replica's job, a staff click — stops there,
   * or waits for the first's commit and then stops), then one payout per host with a positive host payable, each
   * with its close journal and the journals it took (payout_lines), all in one transaction. The lines are every
   * received host-payable journal booked by the month's end and in no payout yet, so an invoice paid after its
   * month closed, or a later adjustment, is in the next close. A host whose total is not positive gets no payout:
   * the lines stay open and carry into the next month. Null when the month was closed before.
   */
  async function closePeriod(period: string, byUserId: string | null): Promise<{ count: number; total: number } | null> {
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const payouts = createPayoutsRepository(tx);
      if (!(await payouts.claimClosing(period, at, byUserId))) return null;
      const byHost = new Map<string, LedgerLine[]>();
      for (const line of await payouts.openLines(period)) byHost.set(line.hostUserId, [...(byHost.get(line.hostUserId) ?? []), line]);
      const ledger = createLedgerRepository(tx);
      let count = 0;
      let total = 0;
      for (const [hostUserId, lines] of byHost) {
        const row = await payoutFor(tx, period, hostUserId, lines);
        // Carried over (ADR 0039): a negative adjustment larger than the month's sales is set against a later month.
        if (row.amount <= 0 || row.fee < 0) continue;
        const inserted = await payouts.insert(row);
        if (!inserted) continue;
        await payouts.take(inserted.id, lines);
        await ledger.post(closeJournal(inserted, at));
        count += 1;
        total += inserted.amount;
      }
      await payouts.finishClosing(period, count, total);
      if (byUserId) {
        const closing = await payouts.closingOf(period);
        await createOperatorAuditRepository(tx).record({
          operatorUserId: byUserId,
          action: 'payout.close',
          targetKind: 'payoutMonth',
          targetId: closing!.id,
          details: { period, count, total },
          at,
        });
      }
      return { count, total };
    });
  }

  async function month(period: string, limit: number, offset: number): Promise<PayoutMonth> {
    const [closing, page] = await Promise.all([repository.closingOf(period), repository.pageOfPeriod(period, limit, offset)]);
    const of = (status: PayoutStatus) => {
      const row = page.totals.find((t) => t.status === status);
      return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
    };
    const [held, scheduled, sent] = [of('Held'), of('Scheduled'), of('Sent')];
    const count = held.count + scheduled.count + sent.count;
    return {
      period,
      closable: !closing && hasEnded(period, deps.now()),
      closedAt: closing?.closedAt.toISOString() ?? null,
      scheduledPayDate: payDateOf(period, deps.config),
      totals: { count, amount: held.amount + scheduled.amount + sent.amount, held, scheduled, sent },
      items: page.items.map(({ payout, hostName }) => ({ ...toPayoutSummary(payout), host: { id: payout.hostUserId, name: hostName } })),
      total: count,
      limit,
      offset,
    };
  }

  /** Staff close a month: it must have ended and not be closed yet. */
  async function closeAsStaff(operator: UserRow, period: string, limit: number, offset: number): Promise<PayoutMonth> {
    if (!hasEnded(period, deps.now())) throw new AppError('PAYOUT_PERIOD_OPEN');
    if (!(await closePeriod(period, operator.id))) throw new AppError('PAYOUT_PERIOD_CLOSED');
    return month(period, limit, offset);
  }

  async function notifySent(tx: Tx, payout: PayoutRow, host: { isCarOwner: boolean } | null): Promise<void> {
    await deps.notify(
      payout.hostUserId,
      {
        kind: 'Account',
        title: '売上のお支払いを送金しました',
        body: `${periodLabel(payout.period)}のお支払い ${yen(payout.amount)} を送金しました（支払通知書 ${payout.statementNumber}）。口座への着金は金融機関により異なります。`,
        link: host?.isCarOwner === false ? '/mypage/spots/sales' : '/mypage/cars/sales',
      },
      { tx },
    );
  }

  /** A Scheduled payout becomes Sent, with its journal and the host's notice, in the caller's transaction. */
  async function sendIn(tx: Tx, payout: PayoutRow, at: Date, transferId: string | null): Promise<PayoutRow | null> {
    const payouts = createPayoutsRepository(tx);
    const sent = await payouts.markSent(payout.id, at, transferId);
    if (!sent) return null;
    await createLedgerRepository(tx).post(sentJournal(sent, at));
    await notifySent(tx, sent, (await payouts.payee(sent.hostUserId))?.user ?? null);
    return sent;
  }

  /**
   * Staff mark the file's payouts sent: every Scheduled bank payout of the month, or the chosen ones (each must be
   * one). Never the operator's own payout. All or nothing, in one transaction with an audit row per payout.
   */
  async function markSentAsStaff(
    operator: UserRow,
    input: { period: string; payoutIds?: string[]; limit: number; offset: number },
  ): Promise<PayoutMonth> {
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      const payouts = createPayoutsRepository(tx);
      if (!(await payouts.closingOf(input.period))) throw new AppError('PAYOUT_PERIOD_NOT_CLOSED');
      const rows = await payouts.lockOfPeriod(input.period, input.payoutIds);
      if (input.payoutIds && rows.length !== new Set(input.payoutIds).size) throw new AppError('PAYOUT_NOT_FOUND');
      const chosen = input.payoutIds ? rows : rows.filter((row) => row.status === 'Scheduled' && row.method === 'zengin');
      if (chosen.some((row) => row.status !== 'Scheduled' || row.method !== 'zengin')) throw new AppError('PAYOUT_STATUS_CONFLICT');
      if (chosen.length === 0) throw new AppError('PAYOUT_NOTHING_TO_TRANSFER');
      if (chosen.some((row) => row.hostUserId === operator.id)) throw new AppError('OPERATOR_OWN_ACCOUNT');
      const audit = createOperatorAuditRepository(tx);
      for (const row of chosen) {
        if (!(await sendIn(tx, row, at, null))) throw new AppError('PAYOUT_STATUS_CONFLICT');
        await audit.record({
          operatorUserId: operator.id,
          action: 'payout.markSent',
          targetKind: 'payout',
          targetId: row.id,
          details: { period: row.period, amount: row.amount, statementNumber: row.statementNumber },
          at,
        });
      }
    });
    return month(input.period, input.limit, input.offset);
  }

  async function hostPayouts(host: UserRow, limit: number, offset: number) {
    const [page, pending] = await Promise.all([repository.pageOfHost(host.id, limit, offset), repository.pendingOf(host.id)]);
    const now = deps.now();
    // The next close is the previous month's while it is not closed yet, else this month's.
    const previous = shiftPeriod(periodAt(now), -1);
    const period = (await repository.closingOf(previous)) ? periodAt(now) : previous;
    return {
      items: page.items.map(toPayoutSummary),
      total: page.total,
      limit,
      offset,
      pending: { amount: pending, period, payDate: payDateOf(period, deps.config) },
    };
  }

  /** Held payouts whose host has since registered an account with Zengin codes are scheduled, with its snapshot. */
  async function releaseHeld(): Promise<number> {
    let released = 0;
    for (const { payout, bank } of await repository.releasable(BATCH)) {
      if (await repository.release(payout.id, { ...snapshotOf(bank), updatedAt: deps.now() })) released += 1;
    }
    return released;
  }

  /**
   * Connect payouts on their pay day: the transfer (its key is the payout's, so a retry after a lost answer
   * transfers once; transfer_group is the payout), then Sent with its journal in one transaction.
   */
  async function sendConnectPayouts(): Promise<number> {
    if (deps.providerName !== 'stripe') return 0;
    let sent = 0;
    for (const payout of await repository.dueConnect(japanDay(deps.now()), BATCH)) {
      const payee = await repository.payee(payout.hostUserId);
      const destination = payee?.user.stripeConnectAccountId;
      if (!destination) continue;
      const transfer = await deps.provider.transfer({
        amount: payout.amount,
        destination,
        transferGroup: `payout:${payout.id}`,
        idempotencyKey: `payout:${payout.id}:transfer`,
        metadata: { payoutId: payout.id, period: payout.period, statementNumber: payout.statementNumber },
      });
      const done = await deps.db.transaction((tx) => sendIn(tx, payout, deps.now(), transfer.id));
      if (done) sent += 1;
    }
    return sent;
  }

  /** The job, each minute in every process: the due month closed once whichever replica gets there first. */
  async function sweep(): Promise<void> {
    const due = periodDueAt(deps.now(), deps.config);
    if (due && !(await repository.closingOf(due))) await closePeriod(due, null);
    await releaseHeld();
    await sendConnectPayouts();
  }

  return { closePeriod, closeAsStaff, month, markSentAsStaff, hostPayouts, releaseHeld, sendConnectPayouts, sweep, repository };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
