import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { ownerSpotId, salesYear, spotSalesOfSpot } from './dto.js';

/** One spot's sales of a year by month (Japan time), as show-spot-sales-by-month. Another provider's spot is 404. */
export const showSpotSalesByMonthAndSpotId = defineEndpoint({
  path: '/v1/user/show-spot-sales-by-month-and-spot-id',
  tag: 'reserve-owner',
  summary: 'スポット1件の月別売上を取得する（スポット掲載者のみ）',
  access: 'facilityProvider',
  ids: { spotId: owned('spot') },
  input: z.strictObject({ spotId: ownerSpotId, year: salesYear }),
  output: spotSalesOfSpot,
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND'],
});
