/**
 * The conversation calls (issue 12, ADR 0025) while the API's handlers are being written: importable
 * from the package by name now, so the web can build against them. They move into registry.ts (and
 * so into `endpoints`, the OpenAPI document and the matrix tests) with the handlers that mount them.
 */
export * from './contact/answer-contact-message.js';
export * from './contact/list-contact-messages.js';
export * from './contact/mark-contact-message-done.js';
export * from './contact/public-send-contact.js';
export * from './contact/send-contact.js';
export * from './contact/show-contact-message.js';
export * from './inquiries/close-inquiry.js';
export * from './inquiries/create-inquiry.js';
export * from './inquiries/search-inquiries.js';
export * from './inquiries/send-inquiry-message.js';
export * from './inquiries/show-inquiries.js';
export * from './inquiries/show-inquiry-messages.js';
export * from './inquiries/show-inquiry-thread.js';
export * from './inquiries/show-inquiry.js';
