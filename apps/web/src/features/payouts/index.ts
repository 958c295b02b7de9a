/** Payouts (ADR 0039): the host's list on the sales screens and the operators' month. */
export { HostPayouts } from './components/host-payouts';
export { StaffPayoutMonth } from './components/staff-payout-month';
export { payoutMessages } from './messages';
