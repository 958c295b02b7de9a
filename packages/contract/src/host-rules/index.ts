/** A host's rules for a listing (issue 36): when a trip may start and how long, and what each day costs. */
export * from './availability.js';
export * from './pricing.js';
export * from './season-presets.js';
export * from './rules-input.js';
