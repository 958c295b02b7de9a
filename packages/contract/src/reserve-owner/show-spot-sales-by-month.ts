import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { salesYear, spotSalesByMonth } from './dto.js';

/**
 * The provider's sales of a year by month (Japan time): Returned reservations counted in the month
 * of their check-out, and guests' cancellation fees in the month of the cancellation (利用規約 第12条),
 * with gross, the marketplace fee and the provider's share; the year's totals and the figures per
 * spot. A cancellation without a fee never counts.
 */
export const showSpotSalesByMonth = defineEndpoint({
  path: '/v1/user/show-spot-sales-by-month',
  tag: 'reserve-owner',
  summary: 'スポットの月別売上を取得する（スポット掲載者のみ）',
  access: 'facilityProvider',
  ids: {},
  input: z.strictObject({ year: salesYear }),
  output: spotSalesByMonth,
  errors: ['USER_NOT_REGISTERED'],
});
