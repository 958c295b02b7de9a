import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { ownerSpotId, spotUnavailableDates, unavailableDatesInput } from './dto.js';

/**
 * Replaces the provider's unavailable days of one spot from today on (Japan time); past days are
 * kept. No day before today, none more than 365 days ahead (400). A day on which an active
 * reservation occupies any plan is 409 UNAVAILABLE_DATES_CONFLICT naming the days.
 */
export const updateSpotReserveUnavailableDates = defineEndpoint({
  path: '/v1/user/update-spot-reserve-unavailable-dates',
  tag: 'reserve-owner',
  summary: 'スポットの予約不可日を置き換える（スポット掲載者のみ）',
  access: 'facilityProvider',
  ids: { spotId: owned('spot') },
  input: z.strictObject({ spotId: ownerSpotId, dates: unavailableDatesInput }),
  output: spotUnavailableDates,
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND', 'UNAVAILABLE_DATES_CONFLICT'],
});
