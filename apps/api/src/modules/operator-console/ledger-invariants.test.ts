import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLedgerInvariants, type ReservationBooks } from './ledger-invariants.js';

/** The books' invariants (ADR 0041) on hand-made facts: each rule passes on sound books and names what breaks it. */

const total = 30_000;
/** A trip that was charged and completed: the host's sale, the fee and the insurance. */
const completed = (extra: Partial<ReservationBooks> = {}): ReservationBooks => ({
  reserveId: 'r-complete',
  method: 'CreditCard',
  collected: total,
  refunded: 0,
  balances: { processor_clearing: total, guest_prepayments: 0, host_payable: -20_000, marketplace_fee: -5_000, insurance_payable: -5_000 },
  ...extra,
});
const sumOf = (books: readonly ReservationBooks[]) => {
  const totals: Record<string, number> = {};
  for (const b of books) for (const [account, n] of Object.entries(b.balances)) totals[account] = (totals[account] ?? 0) + (n ?? 0);
  return totals;
};
const byName = (checks: ReturnType<typeof checkLedgerInvariants>) => Object.fromEntries(checks.map((c) => [c.name, c]));

describe('checkLedgerInvariants', () => {
  it('is OK on a completed trip, a cancellation whose refund is still owed, and a staff refund borne by the fee', () => {
    const canceled: ReservationBooks = {
      reserveId: 'r-cancel',
      method: 'CreditCard',
      collected: total,
      refunded: 0,
      balances: {
        processor_clearing: total,
        guest_prepayments: 0,
        refunds_payable: -21_000,
        host_payable: -7_200,
        marketplace_fee: -1_800,
      },
    };
    const staffRefunded = completed({
      reserveId: 'r-staff',
      refunded: 2_000,
      balances: { processor_clearing: total - 2_000, host_payable: -20_000, marketplace_fee: -3_000, insurance_payable: -5_000 },
    });
    const reservations = [completed(), canceled, staffRefunded];
    const checks = checkLedgerInvariants({
      reservations,
      hosts: [{ userId: 'h', earned: 47_200, paidOut: 20_000 }],
      accountTotals: sumOf(reservations),
    });
    expect(byName(checks).reservationsBalance).toEqual({ name: 'reservationsBalance', ok: true, offenders: [] });
    expect(byName(checks).payoutsCovered!.ok).toBe(true);
  });

  it('names a reservation whose split does not add up to what was collected, and one whose clearing disagrees', () => {
    const checks = byName(
      checkLedgerInvariants({
        reservations: [
          completed({ reserveId: 'short', balances: { ...completed().balances, host_payable: -19_000 } }),
          completed({ reserveId: 'clearing', refunded: 1_000, balances: { ...completed().balances, marketplace_fee: -4_000 } }),
        ],
        hosts: [],
        accountTotals: {},
      }),
    );
    expect(checks.reservationsBalance!.ok).toBe(false);
    expect(checks.reservationsBalance!.offenders.map((o) => o.id)).toEqual(['short', 'clearing']);
    expect(checks.reservationsBalance!.offenders[1]!.detail).toMatch(/決済代行の残高/);
  });

  it('names a host paid more than their reservations made payable, and a ledger that does not sum to zero', () => {
    const checks = byName(
      checkLedgerInvariants({
        reservations: [],
        hosts: [
          { userId: 'fine', earned: 10_000, paidOut: 10_000 },
          { userId: 'overpaid', earned: 10_000, paidOut: 10_001 },
        ],
        accountTotals: { bank: -10, host_payable: 9 },
      }),
    );
    expect(checks.payoutsCovered!.offenders).toEqual([{ id: 'overpaid', detail: '振込 10,001円 > 売上 10,000円' }]);
    expect(checks.ledgerZero).toEqual({ name: 'ledgerZero', ok: false, offenders: [{ id: 'ledger', detail: '全勘定の合計 -1円' }] });
  });

  it('holds for any split of a captured total into fee, host, insurance, refunds and what is still owed', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(100_000), { minLength: 6, maxLength: 6 }), ([fee, host, insurance, refunded, owedRefund, prepaid]) => {
        const collected = fee! + host! + insurance! + refunded! + owedRefund! + prepaid!;
        const books: ReservationBooks = {
          reserveId: 'p',
          method: 'CreditCard',
          collected,
          refunded: refunded!,
          balances: {
            processor_clearing: collected - refunded!,
            marketplace_fee: -fee!,
            host_payable: -host!,
            insurance_payable: -insurance!,
            refunds_payable: -owedRefund!,
            guest_prepayments: -prepaid!,
          },
        };
        const [balance] = checkLedgerInvariants({ reservations: [books], hosts: [], accountTotals: {} });
        expect(balance!.ok).toBe(true);
      }),
    );
  });
});
