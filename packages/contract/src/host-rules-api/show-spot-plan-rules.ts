import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { listingRules, spotPlanRulesInput } from './dto.js';

/**
 * The rules of one plan of the caller's spots (issue 36), as stored or the defaults of a plan without rules, with the
 * marketplace's season presets of this year and the next. Another provider's plan (or a withdrawn one) is 404.
 */
export const showSpotPlanRules = defineEndpoint({
  path: '/v1/user/show-spot-plan-rules',
  tag: 'host-rules',
  summary: 'スポットのプランの予約・料金ルールを取得する（施設掲載者のみ）',
  access: 'facilityProvider',
  ids: { spotPlanId: owned('spotPlan') },
  input: spotPlanRulesInput,
  output: listingRules,
  errors: ['USER_NOT_REGISTERED', 'SPOT_PLAN_NOT_FOUND'],
});
