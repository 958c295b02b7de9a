import { defineEndpoint } from '../endpoint.js';
import { currentUser } from '../users/dto.js';
import { shareContractAgreement } from './dto.js';

/**
 * Makes the caller a car owner. The body names the share contract version the user agreed to; it
 * must be the current one (show-share-contract), else 422 SHARE_CONTRACT_NOT_AGREED. Idempotent.
 */
export const makeCarOwner = defineEndpoint({
  path: '/v1/make-car-owner',
  tag: 'accounts',
  summary: 'シェア契約書に同意して車両オーナーになる',
  access: 'user',
  ids: {},
  rateLimit: 'account',
  input: shareContractAgreement,
  output: currentUser,
  errors: ['USER_NOT_REGISTERED', 'SHARE_CONTRACT_NOT_AGREED'],
});
