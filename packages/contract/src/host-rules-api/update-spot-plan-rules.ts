import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { listingRules, updateSpotPlanRulesInput } from './dto.js';

/**
 * Replaces the rules of one plan of the caller's spots, checked whole: a refused part is 400 with its Japanese
 * message and nothing changes. A rule change never cancels or alters an existing reservation.
 */
export const updateSpotPlanRules = defineEndpoint({
  path: '/v1/user/update-spot-plan-rules',
  tag: 'host-rules',
  summary: 'スポットのプランの予約・料金ルールを保存する（施設掲載者のみ）',
  access: 'facilityProvider',
  ids: { spotPlanId: owned('spotPlan') },
  input: updateSpotPlanRulesInput,
  output: listingRules,
  errors: ['USER_NOT_REGISTERED', 'SPOT_PLAN_NOT_FOUND'],
});
