import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { carRulesInput, listingRules } from './dto.js';

/**
 * The rules of one of the caller's cars (issue 36): availability and pricing as stored (or the defaults of a car
 * without rules: its own minimum and maximum days), with the marketplace's season presets of this year and the next.
 * Another host's car is 404.
 */
export const showCarRules = defineEndpoint({
  path: '/v1/user/show-car-rules',
  tag: 'host-rules',
  summary: '車両の予約・料金ルールを取得する（車両オーナーのみ）',
  access: 'carOwner',
  ids: { carId: owned('car') },
  input: carRulesInput,
  output: listingRules,
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND'],
});
