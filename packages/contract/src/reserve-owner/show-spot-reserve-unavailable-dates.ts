import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import {
  checkOwnerWindow,
  ownerSpotId,
  ownerUnavailableWindowFields,
  spotUnavailableDates,
  UNAVAILABLE_DATES_HORIZON_DAYS,
} from './dto.js';

/**
 * The provider's calendar of one spot: their own unavailable days, the days on which active
 * reservations occupy a plan, and the days every current plan is full, in [from, to] (by default
 * today and the 365 days after it; at most 366 days). Another provider's spot is 404.
 */
export const showSpotReserveUnavailableDates = defineEndpoint({
  path: '/v1/user/show-spot-reserve-unavailable-dates',
  tag: 'reserve-owner',
  summary: 'スポットの予約不可日・予約の入っている日・満室の日を取得する（スポット掲載者のみ）',
  access: 'facilityProvider',
  ids: { spotId: owned('spot') },
  input: z
    .strictObject({ spotId: ownerSpotId, ...ownerUnavailableWindowFields })
    .superRefine(checkOwnerWindow(UNAVAILABLE_DATES_HORIZON_DAYS + 1)),
  output: spotUnavailableDates,
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND'],
});
