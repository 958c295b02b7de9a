import { defineEndpoint } from '../endpoint.js';
import { currentUser } from '../users/dto.js';
import { shareContractAgreement } from './dto.js';

/** Makes the caller a facility provider, on the same terms as make-car-owner. Idempotent. */
export const makeFacilityProvider = defineEndpoint({
  path: '/v1/make-facility-provider',
  tag: 'accounts',
  summary: 'シェア契約書に同意してスポット掲載者になる',
  access: 'user',
  ids: {},
  rateLimit: 'account',
  input: shareContractAgreement,
  output: currentUser,
  errors: ['USER_NOT_REGISTERED', 'SHARE_CONTRACT_NOT_AGREED'],
});
