import type { PayoutRow } from '../../db/schema/index.js';
import type { Journal } from '../payments/ledger.repository.js';

/**
 * A payout's two journals (ADR 0039), keyed by the payout so neither is booked twice:
 *  close  host_payable +A (the host) / payouts_in_transit −A   (the month's sales leave the host's open balance)
 *  sent   payouts_in_transit +A / bank −A                       (the money left the marketplace's account)
 */
type Payout = Pick<PayoutRow, 'id' | 'hostUserId' | 'amount' | 'period'>;

export function closeJournal(payout: Payout, at: Date): Journal {
  return {
    key: `payout:${payout.id}:close`,
    kind: 'payout_close',
    payoutId: payout.id,
    memo: `${payout.period} 締め`,
    lines: [
      { account: 'host_payable', amount: payout.amount, userId: payout.hostUserId },
      { account: 'payouts_in_transit', amount: -payout.amount },
    ],
    at,
  };
}

export function sentJournal(payout: Payout, at: Date): Journal {
  return {
    key: `payout:${payout.id}:sent`,
    kind: 'payout_sent',
    payoutId: payout.id,
    memo: `${payout.period} 送金`,
    lines: [
      { account: 'payouts_in_transit', amount: payout.amount },
      { account: 'bank', amount: -payout.amount },
    ],
    at,
  };
}
