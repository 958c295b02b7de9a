/**
 * Money leaving a captured charge on the loopback Stripe: refunds (never above captured − refunded) and transfers
 * to connected accounts (never above what the platform kept).
 */
import { recordParam, stringParam, type FormObject } from './form.js';
import { invalidRequest, newId, type FakeRefund, type FakeTransfer } from './objects.js';
import { integerParam, requireParam, type FakeStripeState } from './state.js';

const REFUND_REASONS = new Set(['requested_by_customer', 'duplicate', 'fraudulent']);

export function createRefund(state: FakeStripeState, form: FormObject): FakeRefund {
  const intent = state.intent(requireParam(form, 'payment_intent'));
  if (intent.status !== 'succeeded') {
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'charge_not_refundable',
      'payment_intent',
    );
  }
  const charge = state.chargeOf(intent);
  const remaining = charge.amount_captured - charge.amount_refunded;
  if (remaining === 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
  const amount = stringParam(form, 'amount') === undefined ? remaining : integerParam(form, 'amount', 1);
  if (amount > remaining) {
    throw invalidRequest(
      `Refund amount (¥${amount}) is greater than unrefunded amount on charge (¥${remaining})`,
      'amount_too_large',
      'amount',
    );
  }
  const reason = stringParam(form, 'reason') ?? null;
  if (reason !== null && !REFUND_REASONS.has(reason)) throw invalidRequest(`Invalid reason: ${reason}`, 'parameter_invalid', 'reason');
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  const refund: FakeRefund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    currency: charge.currency,
    created: state.now(),
    metadata: recordParam(form, 'metadata'),
    payment_intent: intent.id,
    reason,
    status: 'succeeded',
  };
  state.refunds.set(refund.id, refund);
  state.applied.refunds += 1;
  return refund;
}

export function createTransfer(state: FakeStripeState, form: FormObject): FakeTransfer {
  const amount = integerParam(form, 'amount', 1);
  const currency = requireParam(form, 'currency');
  const destination = requireParam(form, 'destination');
  if (!destination.startsWith('acct_')) throw invalidRequest(`No such destination: '${destination}'`, 'resource_missing', 'destination');
  // The platform can only move what it kept: captured − refunded − already transferred (Stripe's pending/available
  // split is not modelled).
  if (amount > platformBalance(state)) {
    throw invalidRequest('You have insufficient available funds in your Stripe account.', 'balance_insufficient', 'amount');
  }
  const transfer: FakeTransfer = {
    id: newId('tr'),
    object: 'transfer',
    amount,
    amount_reversed: 0,
    currency,
    created: state.now(),
    destination,
    livemode: false,
    metadata: recordParam(form, 'metadata'),
    reversed: false,
    transfer_group: stringParam(form, 'transfer_group') ?? null,
  };
  state.transfers.set(transfer.id, transfer);
  state.applied.transfers += 1;
  return transfer;
}

function platformBalance(state: FakeStripeState): number {
  let balance = 0;
  for (const charge of state.charges.values()) if (charge.captured) balance += charge.amount_captured - charge.amount_refunded;
  for (const transfer of state.transfers.values()) balance -= transfer.amount;
  return balance;
}
