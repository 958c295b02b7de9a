/**
 * The review calls, exported by name while their routes are being built (issue 13): each joins the
 * registry (registry.ts) together with its handler, so that the API never lacks a route.
 */
export * from './accept-review.js';
export * from './create-review-reply.js';
export * from './create-review.js';
export * from './delete-review.js';
export * from './list-moderation-reviews.js';
export * from './list-review-prompts.js';
export * from './list-review.js';
export * from './reject-review.js';
export * from './report-review.js';
export * from './show-guest-reviews.js';
export * from './show-reserve-review.js';
export * from './show-review-summary.js';
export * from './show-review.js';
export * from './update-review.js';
