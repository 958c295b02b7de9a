import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { carSalesByMonth, salesYear } from './dto.js';

/**
 * The owner's sales of a year by month (Japan time): Returned reservations counted in the month of
 * their return, and guests' cancellation fees in the month of the cancellation (利用規約 第12条), with
 * gross, the marketplace fee and the owner's share; the year's totals and the figures per car. A
 * cancellation without a fee never counts.
 */
export const showCarSalesByMonth = defineEndpoint({
  path: '/v1/user/show-car-sales-by-month',
  tag: 'reserve-owner',
  summary: '車両の月別売上を取得する（車両オーナーのみ）',
  access: 'carOwner',
  ids: {},
  input: z.strictObject({ year: salesYear }),
  output: carSalesByMonth,
  errors: ['USER_NOT_REGISTERED'],
});
