/** The money documents (ADR 0038): pure renderers from plain models to PDF bytes. Numbering and storage are the callers'. */
export * from './models.js';
export { renderReceipt } from './receipt.js';
export { renderPaymentInvoice } from './payment-invoice.js';
export { renderPayoutStatement, payoutTotals, type PayoutTotals } from './payout-statement.js';
export { renderFeeInvoice } from './fee-invoice.js';
