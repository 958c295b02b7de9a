import { CARD_HOLD_DAYS, marketplaceFeeOf, type LedgerAccount } from '@kurumatabi/contract';
import { APPROVAL_WINDOW_MS } from '../reserves/reserve-create.service.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReserveRow } from '../../db/schema/index.js';
import type { Journal } from './ledger.repository.js';
import {
  authorizeJournal,
  cancelJournal,
  captureJournal,
  completeJournal,
  invoiceJournal,
  invoicePaidJournal,
  refundJournal,
  refundOf,
  releaseJournal,
} from './reserve-journals.js';
import { closeJournal, sentJournal } from '../payouts/payout-journals.js';

/**
 * The books of random reservation lifecycles, as the money hooks write them (ADR 0036): every
 * journal balances, so the whole ledger sums to zero, and per reservation what was captured equals
 * the refunds plus the marketplace's fee, the host's payable and the insurer's premiums.
 */

type Money = Pick<ReserveRow, 'id' | 'hostUserId' | 'total' | 'feeBase' | 'feeRate' | 'marketplaceFee' | 'cancelFee'>;

const reservation = fc
  .record({
    base: fc.integer({ min: 0, max: 2_000_000 }),
    insurance: fc.integer({ min: 0, max: 200_000 }),
    rate: fc.constantFrom(0.1, 0.15, 0.2),
  })
  .map(({ base, insurance, rate }): Money => ({
    id: 'r1',
    hostUserId: 'h1',
    total: base + insurance,
    feeBase: base,
    feeRate: rate,
    marketplaceFee: marketplaceFeeOf(base, rate),
    cancelFee: 0,
  }));

/** How a lifecycle ends: without a trip, cancelled after payment at a tier, or a trip done. */
const ending = fc.oneof(
  fc.constant({ kind: 'released' as const }),
  fc.record({ kind: fc.constant('canceled' as const), percent: fc.constantFrom(0, 30, 50, 100), refunded: fc.boolean() }),
  fc.constant({ kind: 'returned' as const }),
);

const at = new Date('2026-12-02T00:00:00Z');

function lifecycle(
  row: Money,
  end: { kind: 'released' } | { kind: 'canceled'; percent: number; refunded: boolean } | { kind: 'returned' },
  invoice: boolean,
) {
  const journals: Journal[] = [];
  let final = row;
  if (invoice) {
    if (end.kind === 'released') return { journals, row: final };
    journals.push(invoiceJournal(row, at));
  } else {
    journals.push(authorizeJournal(row, row.total, 1, at));
    journals.push(releaseJournal(row, row.total, 1, at));
    if (end.kind === 'released') return { journals, row: final };
    journals.push(captureJournal(row, row.total, 1, at));
  }
  if (end.kind === 'canceled') {
    final = { ...row, cancelFee: Math.floor((row.total * end.percent) / 100) };
    journals.push(cancelJournal(final, at, invoice ? 'invoice_receivable' : 'refunds_payable'));
    if (!invoice && end.refunded && refundOf(final) > 0) journals.push(refundJournal(final, refundOf(final), 1, at));
  } else {
    journals.push(completeJournal(row, at));
  }
  return { journals, row: final };
}

function balances(journals: Journal[]): Record<LedgerAccount, number> {
  const sums = {} as Record<LedgerAccount, number>;
  for (const journal of journals) for (const line of journal.lines) sums[line.account] = (sums[line.account] ?? 0) + line.amount;
  return sums;
}

describe('the journals of a reservation', () => {
  it('each balance, the ledger sums to zero, and captured = refunds + fee + host payable + insurance', () => {
    fc.assert(
      fc.property(reservation, ending, (row, end) => {
        const { journals, row: final } = lifecycle(row, end, false);
        for (const journal of journals) expect(journal.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
        const b = balances(journals);
        expect(Object.values(b).reduce((sum, value) => sum + value, 0)).toBe(0);
        // No hold outlives its reservation.
        expect(b.card_holds ?? 0).toBe(0);
        const captured = end.kind === 'released' ? 0 : row.total;
        const refunds = end.kind === 'canceled' ? refundOf(final) : 0;
        const fee = -(b.marketplace_fee ?? 0);
        const host = -(b.host_payable ?? 0);
        const insurance = -(b.insurance_payable ?? 0);
        expect(captured).toBe(refunds + fee + host + insurance);
        // The money at the processor is what was captured less what went back.
        const sent = end.kind === 'canceled' && end.refunded ? refundOf(final) : 0;
        expect(b.processor_clearing ?? 0).toBe(captured - sent);
        // Nothing is owed to the trip once it ended.
        if (end.kind !== 'released') expect(b.guest_prepayments ?? 0).toBe(0);
        expect(host).toBeGreaterThanOrEqual(0);
        expect(fee).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('an invoice reduced by a cancellation owes only the fee, and a trip done owes the total', () => {
    fc.assert(
      fc.property(reservation, ending, (row, end) => {
        const { journals, row: final } = lifecycle(row, end, true);
        const b = balances(journals);
        const owed = end.kind === 'released' ? 0 : end.kind === 'canceled' ? final.cancelFee : row.total;
        expect(b.invoice_receivable ?? 0).toBe(owed);
        expect(Object.values(b).reduce((sum, value) => sum + value, 0)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('a host’s month of lifecycles, closed and sent: only received money is paid out, and the books still sum to zero', () => {
    const trip = fc.record({ row: reservation, end: ending, invoice: fc.boolean(), invoicePaid: fc.boolean() });
    fc.assert(
      fc.property(fc.array(trip, { minLength: 1, maxLength: 6 }), (trips) => {
        const journals: Journal[] = [];
        let received = 0;
        let payable = 0;
        trips.forEach(({ row, end, invoice, invoicePaid }, i) => {
          const own = { ...row, id: `r${i}` };
          const { journals: its, row: final } = lifecycle(own, end, invoice);
          journals.push(...its);
          if (end.kind === 'released') return;
          const owed = end.kind === 'canceled' ? (invoice ? final.cancelFee : final.total) : own.total;
          const paid = !invoice || invoicePaid;
          if (invoice && invoicePaid && owed > 0) journals.push(invoicePaidJournal(own, owed, at, '照合'));
          // The close takes a reservation's host payable only once its money came in (ADR 0039).
          const share = -(balances(its).host_payable ?? 0);
          if (paid) {
            received += owed - (end.kind === 'canceled' && !invoice ? refundOf(final) : 0);
            payable += share;
          }
        });
        const payout = { id: 'p1', hostUserId: 'h1', amount: payable, period: '2026-11' };
        if (payable > 0) journals.push(closeJournal(payout, at), sentJournal(payout, at));
        const b = balances(journals);
        expect(Object.values(b).reduce((sum, value) => sum + value, 0)).toBe(0);
        const paidOut = payable > 0 ? payable : 0;
        // Nothing is paid out that was not received, and what is left owed to the host is what has not come in yet.
        expect(paidOut).toBeLessThanOrEqual(received);
        expect(b.payouts_in_transit ?? 0).toBe(0);
        expect(-(b.host_payable ?? 0)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('keys carry the reservation, the operation and its version', () => {
    const row: Money = { id: 'abc', hostUserId: 'h', total: 10_000, feeBase: 9_000, feeRate: 0.2, marketplaceFee: 1_800, cancelFee: 0 };
    expect(authorizeJournal(row, 10_000, 2, at).key).toBe('reserve:abc:authorize:2');
    expect(captureJournal(row, 10_000, 1, at).key).toBe('reserve:abc:capture:1');
    expect(completeJournal(row, at).key).toBe('reserve:abc:complete');
    expect(completeJournal(row, at).lines).toEqual([
      { account: 'guest_prepayments', amount: 10_000 },
      { account: 'host_payable', amount: -7_200, userId: 'h' },
      { account: 'marketplace_fee', amount: -1_800 },
      { account: 'insurance_payable', amount: -1_000 },
    ]);
  });
});

describe('the approval window', () => {
  it('ends well inside the card hold (the hold lapses after 7 days; a day of margin at least)', () => {
    expect(APPROVAL_WINDOW_MS).toBeLessThanOrEqual((CARD_HOLD_DAYS - 1) * 86_400_000);
  });
});
