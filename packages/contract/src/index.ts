/**
 * The endpoint registry: every call of the API, declared once. The API mounts routes from it, the
 * OpenAPI document and the matrix tests are generated from it, and the web's client is typed by it.
 */
import type { Endpoint } from './endpoint.js';
import * as registry from './registry.js';

export * from './registry.js';

/** Every endpoint (a module namespace lists its exports sorted by name). */
export const endpoints: readonly Endpoint[] = Object.values(registry);

export * from './endpoint.js';
export * from './id-rules.js';
export * from './rate-limit.js';
export * from './errors.js';
export * from './common.js';
export * from './paging.js';
export * from './legal/dto.js';
export * from './public/faq.js';
export * from './users/dto.js';
export * from './users/name-rules.js';
export * from './users/account-kind.js';
export * from './money/invoice-registration-number.js';
export * from './accounts/dto.js';
export * from './driver-license/dto.js';
export * from './bank-accounts/dto.js';
export * from './bank-accounts/holder-kana.js';
export * from './locations/dto.js';
export * from './notifications/dto.js';
export * from './images/dto.js';
export * from './operator/dto.js';
export * from './invoices/dto.js';
export * from './master/dto.js';
export * from './listings/dto.js';
export * from './cars/dto.js';
export * from './cars/search-input.js';
export * from './spots/dto.js';
export * from './spots/search-input.js';
export * from './reserve-owner/dto.js';
export * from './calendar-sync/dto.js';
export * from './host-rules-api/dto.js';
export * from './operator/listing-verifications.js';
export * from './operator/revision-dto.js';
export * from './operator/failed-mail.js';
export * from './operator/console-dto.js';
export * from './operator/payments-dto.js';
export * from './operator/staff-action-requests-dto.js';
export * from './operator/return-dispute-dto.js';
export * from './listings/revision.js';
export * from './runtime-config.js';
export * from './search-text.js';
export * from './payouts/dto.js';
export * from './reserves/dto.js';
export * from './reserves/transitions.js';
export * from './reserves/quote.js';
export * from './reserves/cancellation.js';
export * from './reserves/japan-date.js';
export * from './reserves/list-input.js';
export * from './reserves/handover-input.js';
export * from './reserves/handover-facts.js';
export * from './reserves/request-input.js';
export * from './reserves/payment.js';
export * from './reserve-changes/index.js';
export * from './reviews/rules.js';
export * from './reviews/dto.js';
export * from './inquiries/dto.js';
export * from './inquiries/list-input.js';
export * from './inquiries/contact-masking.js';
export * from './inquiries/contact-rule.js';
export * from './contact/dto.js';
export * from './content/kinds.js';
export * from './content/taxonomy.js';
export * from './content/public-dto.js';
export * from './content/operator-dto.js';
export * from './content/popular-input.js';
export * from './content/content-errors.js';
export * from './payments/sandbox-card.js';
export * from './money/consumption-tax.js';
export * from './receipts/dto.js';
export * from './money/invoice-registration-number.js';
