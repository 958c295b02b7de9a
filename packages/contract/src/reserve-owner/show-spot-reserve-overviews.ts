import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import {
  checkOwnerWindow,
  OWNER_WINDOW_MAX_DAYS,
  ownerOverviewFields,
  ownerOverviewOutput,
  ownerSpotId,
  spotReserveOverview,
} from './dto.js';

/**
 * The provider's timeline: their spots (or the one `spotId`), each with its current plans, the
 * reservations (not cancelled ones) and per-plan bookings overlapping [from, to] (at most 62 days)
 * and its unavailable periods, paged by spot. Another provider's `spotId` is 404 SPOT_NOT_FOUND.
 */
export const showSpotReserveOverviews = defineEndpoint({
  path: '/v1/user/show-spot-reserve-overviews',
  tag: 'reserve-owner',
  summary: 'スポットごとの予約状況（期間内の予約・プランの予約数・予約不可期間）を取得する（スポット掲載者のみ）',
  access: 'facilityProvider',
  ids: { spotId: owned('spot') },
  input: z.strictObject({ ...ownerOverviewFields, spotId: ownerSpotId.optional() }).superRefine(checkOwnerWindow(OWNER_WINDOW_MAX_DAYS)),
  output: ownerOverviewOutput(spotReserveOverview),
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND'],
});
