import { marketplaceFeeOf } from '@kurumatabi/contract';
import type { ReserveRow } from '../../db/schema/index.js';
import type { Journal, LedgerLine } from './ledger.repository.js';

/**
 * The journals of a reservation's money (ADR 0036), as pure functions of the reservation: each
 * event's lines and its key (reservation + operation + version). Debits positive, credits negative.
 *
 *  authorize   card_holds +T / card_holds_contra −T          (memo: a hold, no money moved)
 *  release     the reverse, when the hold is captured or released
 *  capture     processor_clearing +T / guest_prepayments −T   (the guest's money, owed to the trip)
 *  invoice     invoice_receivable +T / guest_prepayments −T   (a corporate guest's invoice at approval)
 *  invoice_paid bank +A / invoice_receivable −A             (staff reconciled the transfer; A = what the invoice owes now)
 *  cancel      guest_prepayments +T / refunds_payable −R / host_payable −(F − f) / marketplace_fee −f
 *  refund      refunds_payable +R / processor_clearing −R     (the processor confirmed the refund)
 *  unkept      guest_prepayments +C / refunds_payable −C      (a capture no approval kept: owed back whole)
 *  staff-refund marketplace_fee +S / refunds_payable −S       (a refund staff decided, borne by the marketplace, ADR 0041)
 *  complete    guest_prepayments +T / host_payable −(base − fee) / marketplace_fee −fee / insurance_payable −(T − base)
 *
 * So per reservation: captured = refunds + marketplace fee + host payable + insurance premiums, and
 * every journal (hence the whole ledger) sums to zero.
 */

type Money = Pick<ReserveRow, 'id' | 'hostUserId' | 'total' | 'feeBase' | 'feeRate' | 'marketplaceFee' | 'cancelFee'>;

export const journalKey = (row: Pick<ReserveRow, 'id'>, operation: string, version?: number | string) =>
  `reserve:${row.id}:${operation}${version === undefined ? '' : `:${version}`}`;

function journal(row: Pick<ReserveRow, 'id'>, kind: string, key: string, lines: LedgerLine[], at: Date, memo = ''): Journal {
  return { key, kind, reserveId: row.id, memo, lines, at };
}

export function authorizeJournal(row: Money, amount: number, attempt: number, at: Date): Journal {
  return journal(
    row,
    'authorize',
    journalKey(row, 'authorize', attempt),
    [
      { account: 'card_holds', amount },
      { account: 'card_holds_contra', amount: -amount },
    ],
    at,
  );
}

export function releaseJournal(row: Money, amount: number, attempt: number, at: Date): Journal {
  return journal(
    row,
    'release',
    journalKey(row, 'release', attempt),
    [
      { account: 'card_holds', amount: -amount },
      { account: 'card_holds_contra', amount },
    ],
    at,
  );
}

export function captureJournal(row: Money, amount: number, attempt: number, at: Date): Journal {
  return journal(
    row,
    'capture',
    journalKey(row, 'capture', attempt),
    [
      { account: 'processor_clearing', amount },
      { account: 'guest_prepayments', amount: -amount },
    ],
    at,
  );
}

export function invoiceJournal(row: Money, at: Date): Journal {
  return journal(
    row,
    'invoice',
    journalKey(row, 'invoice'),
    [
      { account: 'invoice_receivable', amount: row.total },
      { account: 'guest_prepayments', amount: -row.total },
    ],
    at,
  );
}

/** Staff found the corporate guest's transfer on the bank statement (ADR 0040): the receivable is settled, once. */
export function invoicePaidJournal(row: Pick<ReserveRow, 'id'>, amount: number, at: Date, memo: string): Journal {
  return journal(
    row,
    'invoice_paid',
    journalKey(row, 'invoice-paid'),
    [
      { account: 'bank', amount },
      { account: 'invoice_receivable', amount: -amount },
    ],
    at,
    memo,
  );
}

/** The marketplace's share of a cancellation fee, as the sales screens compute it (the fee rate of the reservation). */
export function cancellationFeeCut(row: Pick<ReserveRow, 'cancelFee' | 'feeRate'>): number {
  return marketplaceFeeOf(row.cancelFee, row.feeRate);
}

/**
 * A cancellation of a paid reservation: what was prepaid is settled at once, the refund (total less
 * the policy's fee) becomes owed to the guest, and the fee is the host's sale less the marketplace's cut.
 * An invoice not yet paid is reduced instead of refunded (`refundAccount`).
 */
export function cancelJournal(row: Money, at: Date, refundAccount: 'refunds_payable' | 'invoice_receivable' = 'refunds_payable'): Journal {
  const fee = row.cancelFee;
  const cut = cancellationFeeCut(row);
  return journal(
    row,
    'cancel',
    journalKey(row, 'cancel'),
    [
      { account: 'guest_prepayments', amount: row.total },
      { account: refundAccount, amount: -(row.total - fee) },
      { account: 'host_payable', amount: -(fee - cut), userId: row.hostUserId },
      { account: 'marketplace_fee', amount: -cut },
    ],
    at,
  );
}

/**
 * A refund staff decided (ADR 0041), keyed by the staff refund's id: owed to the guest until the
 * processor confirms it (the `refund` journal), and borne by the marketplace's fee, so the host's sale
 * (maybe paid out already) is never taken back by it.
 */
export function staffRefundJournal(row: Pick<ReserveRow, 'id'>, amount: number, staffRefundId: string, at: Date): Journal {
  return journal(
    row,
    'staff-refund',
    journalKey(row, 'staff-refund', staffRefundId),
    [
      { account: 'marketplace_fee', amount },
      { account: 'refunds_payable', amount: -amount },
    ],
    at,
  );
}

/** The processor's refund of a payment; `version` is the attempt, then `<attempt>:after-<refunded>` for each later refund. */
export function refundVersion(payment: { attempt: number; amountRefunded: number }): string {
  return payment.amountRefunded === 0 ? `${payment.attempt}` : `${payment.attempt}:after-${payment.amountRefunded}`;
}

export function refundJournal(row: Pick<ReserveRow, 'id'>, amount: number, version: number | string, at: Date): Journal {
  return journal(
    row,
    'refund',
    journalKey(row, 'refund', version),
    [
      { account: 'refunds_payable', amount },
      { account: 'processor_clearing', amount: -amount },
    ],
    at,
  );
}

/**
 * A capture the processor made whose approval never committed (a crash between the two), found by
 * the money sweep once the request ended (ADR 0036, reconciliation): what was captured is owed back
 * to the guest whole; the refund journal follows when the processor confirms the refund.
 */
export function unkeptCaptureJournal(row: Pick<ReserveRow, 'id'>, amount: number, attempt: number, at: Date): Journal {
  return journal(
    row,
    'unkept-capture',
    journalKey(row, 'unkept-capture', attempt),
    [
      { account: 'guest_prepayments', amount },
      { account: 'refunds_payable', amount: -amount },
    ],
    at,
  );
}

/** The trip is done (Returned): the prepayment becomes the host's sale, the marketplace's fee and the insurer's premium. */
export function completeJournal(row: Money, at: Date): Journal {
  return journal(
    row,
    'complete',
    journalKey(row, 'complete'),
    [
      { account: 'guest_prepayments', amount: row.total },
      { account: 'host_payable', amount: -(row.feeBase - row.marketplaceFee), userId: row.hostUserId },
      { account: 'marketplace_fee', amount: -row.marketplaceFee },
      { account: 'insurance_payable', amount: -(row.total - row.feeBase) },
    ],
    at,
  );
}

/** What the refund of a cancellation is: the total less the policy's fee (the fee is 0 for a host's or staff's cancellation). */
export function refundOf(row: Pick<ReserveRow, 'total' | 'cancelFee'>): number {
  return row.total - row.cancelFee;
}

/**
 * The money of a change of a booked trip (issue 36 item 4), keyed `reserve-change:<change id>:<operation>`, so that an
 * acceptance run twice (or two racing) books once:
 *  change-authorize  card_holds +D / card_holds_contra −D       (the difference held on the card at the request: a memo)
 *  change-release    the reverse, when that hold is captured or released
 *  change-capture    processor_clearing +D / guest_prepayments −D (the increase, owed to the trip like its first capture)
 *  change-refund     guest_prepayments +R / refunds_payable −R    (a decrease: owed back; `refund` follows on confirmation)
 *  refund            refunds_payable +R / processor_clearing −R   (kind `refund`, key `reserve-change:<id>:refund:<version>`:
 *                    the processor refunded R of the change's own intent, a piece of a refund spread over the intents)
 * The reservation's total moves by the same amount, so its `complete` or `cancel` journal still settles guest_prepayments.
 */
export const changeJournalKey = (changeId: string, operation: string) => `reserve-change:${changeId}:${operation}`;

type ChangeMoney = { id: string; reserveId: string };

function changeJournal(change: ChangeMoney, operation: string, lines: LedgerLine[], at: Date): Journal {
  return { key: changeJournalKey(change.id, operation), kind: `change-${operation}`, reserveId: change.reserveId, memo: '', lines, at };
}

export function changeAuthorizeJournal(change: ChangeMoney, amount: number, at: Date): Journal {
  return changeJournal(
    change,
    'authorize',
    [
      { account: 'card_holds', amount },
      { account: 'card_holds_contra', amount: -amount },
    ],
    at,
  );
}

export function changeReleaseJournal(change: ChangeMoney, amount: number, at: Date): Journal {
  return changeJournal(
    change,
    'release',
    [
      { account: 'card_holds', amount: -amount },
      { account: 'card_holds_contra', amount },
    ],
    at,
  );
}

export function changeCaptureJournal(change: ChangeMoney, amount: number, at: Date): Journal {
  return changeJournal(
    change,
    'capture',
    [
      { account: 'processor_clearing', amount },
      { account: 'guest_prepayments', amount: -amount },
    ],
    at,
  );
}

export function changeRefundJournal(change: ChangeMoney, amount: number, at: Date): Journal {
  return changeJournal(
    change,
    'refund',
    [
      { account: 'guest_prepayments', amount },
      { account: 'refunds_payable', amount: -amount },
    ],
    at,
  );
}

/**
 * The processor's refund of a piece of what a change's own intent captured (a refund spread over the reservation's intents):
 * the same `refund` journal as the original payment's, keyed like its idempotency key (`refundVersion` of the change).
 */
export function changeRefundSentJournal(change: ChangeMoney, amount: number, version: string, at: Date): Journal {
  return {
    key: changeJournalKey(change.id, `refund:${version}`),
    kind: 'refund',
    reserveId: change.reserveId,
    memo: '',
    lines: [
      { account: 'refunds_payable', amount },
      { account: 'processor_clearing', amount: -amount },
    ],
    at,
  };
}
