import type { LedgerAccount, LedgerCheckView } from '@kurumatabi/contract';

/**
 * The books' invariants (ADR 0041), as a pure function of what the ledger and the payments hold, so
 * the staff report, the route tests and property tests check the same rules:
 *
 *  reservationsBalance  per reservation: collected = refunded + marketplace fee + host payable +
 *                       insurance payable + still owed (prepaid not yet settled, refunds not yet sent),
 *                       and the processor's clearing equals collected − refunded for a card payment.
 *  payoutsCovered       per host: what was paid out never exceeds what their reservations made payable
 *                       (nothing is paid out that was not captured).
 *  ledgerZero           the sum over every account is zero.
 */

export type Balances = Partial<Record<LedgerAccount, number>>;

export interface ReservationBooks {
  reserveId: string;
  method: 'CreditCard' | 'Invoice';
  /** What the guest paid or owes: captured on the card, or the (possibly reduced) invoice. */
  collected: number;
  /** What the processor confirmed refunded. */
  refunded: number;
  /** The reservation's balance per account. */
  balances: Balances;
}

export interface HostBooks {
  userId: string;
  /** The credits of the host's `host_payable` (what reservations made payable). */
  earned: number;
  /** The debits of the host's `host_payable` (what payouts took). */
  paidOut: number;
}

export interface LedgerFacts {
  reservations: readonly ReservationBooks[];
  hosts: readonly HostBooks[];
  /** Every account's balance over the whole ledger. */
  accountTotals: Balances;
}

const MAX_OFFENDERS = 50;
const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;

function reservationProblem(books: ReservationBooks): string | null {
  const b = (account: LedgerAccount) => books.balances[account] ?? 0;
  const settled =
    books.refunded - b('marketplace_fee') - b('host_payable') - b('insurance_payable') - b('guest_prepayments') - b('refunds_payable');
  if (settled !== books.collected) return `決済 ${yen(books.collected)} ≠ 返金・手数料・未払金・保険料・未精算の合計 ${yen(settled)}`;
  if (books.method === 'CreditCard' && b('processor_clearing') !== books.collected - books.refunded) {
    return `決済代行の残高 ${yen(b('processor_clearing'))} ≠ 決済 − 返金 ${yen(books.collected - books.refunded)}`;
  }
  return null;
}

export function checkLedgerInvariants(facts: LedgerFacts): LedgerCheckView[] {
  const reservationOffenders = facts.reservations.flatMap((books) => {
    const problem = reservationProblem(books);
    return problem ? [{ id: books.reserveId, detail: problem }] : [];
  });
  const hostOffenders = facts.hosts
    .filter((host) => host.paidOut > host.earned)
    .map((host) => ({ id: host.userId, detail: `振込 ${yen(host.paidOut)} > 売上 ${yen(host.earned)}` }));
  const sum = Object.values(facts.accountTotals).reduce<number>((total, n) => total + (n ?? 0), 0);
  return [
    { name: 'reservationsBalance', ok: reservationOffenders.length === 0, offenders: reservationOffenders.slice(0, MAX_OFFENDERS) },
    { name: 'payoutsCovered', ok: hostOffenders.length === 0, offenders: hostOffenders.slice(0, MAX_OFFENDERS) },
    { name: 'ledgerZero', ok: sum === 0, offenders: sum === 0 ? [] : [{ id: 'ledger', detail: `全勘定の合計 ${yen(sum)}` }] },
  ];
}
