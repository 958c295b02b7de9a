export * from './users.js';
export * from './legal-documents.js';
export * from './faqs.js';
