import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { listingRules, updateCarRulesInput } from './dto.js';

/**
 * Replaces the rules of one of the caller's cars, checked whole: a refused part is 400 with its Japanese message and
 * nothing changes. The minimum and maximum days are the car's own (its listing form shows the same numbers). A rule
 * change never cancels or alters an existing reservation.
 */
export const updateCarRules = defineEndpoint({
  path: '/v1/user/update-car-rules',
  tag: 'host-rules',
  summary: '車両の予約・料金ルールを保存する（車両オーナーのみ）',
  access: 'carOwner',
  ids: { carId: owned('car') },
  input: updateCarRulesInput,
  output: listingRules,
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND'],
});
