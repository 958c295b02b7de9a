/**
 * The endpoint registry: every call of the API, declared once. The API mounts routes from it, the
 * OpenAPI document and the matrix tests are generated from it, and the web's client is typed by it.
 */
import type { Endpoint } from './endpoint.js';
import { showPrivacyPolicy } from './legal/show-privacy-policy.js';
import { showShareContract } from './legal/show-share-contract.js';
import { showTerms } from './legal/show-terms.js';
import { listFaq } from './public/list-faq.js';
import { createUser } from './users/create-user.js';
import { showCurrentUser } from './users/show-current-user.js';
import { updateCurrentUser } from './users/update-current-user.js';

export { showPrivacyPolicy, showShareContract, showTerms, listFaq, createUser, showCurrentUser, updateCurrentUser };

export const endpoints = [
  showTerms,
  showPrivacyPolicy,
  showShareContract,
  listFaq,
  createUser,
  showCurrentUser,
  updateCurrentUser,
] as const satisfies readonly Endpoint[];

export * from './endpoint.js';
export * from './errors.js';
export * from './common.js';
export * from './paging.js';
export * from './legal/dto.js';
export * from './public/faq.js';
export * from './users/dto.js';
export * from './runtime-config.js';
