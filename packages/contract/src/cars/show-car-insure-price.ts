import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { visible } from '../id-rules.js';
import { calendarDate, checkSearchFilters } from '../listings/dto.js';

/**
 * The insurance (補償) of a listed car: per day, and for a date range (inclusive days) the total.
 * The reservations issue's quote uses the same figure.
 */
export const showCarInsurePrice = defineEndpoint({
  path: '/v1/show-car-insure-price',
  tag: 'cars',
  summary: '車両の保険料（補償料金）を取得する',
  access: 'user',
  ids: { carId: visible('car') },
  input: z
    .strictObject({
      carId: z.uuid({ error: '車両の ID が正しくありません。' }),
      from: calendarDate.optional(),
      to: calendarDate.optional(),
    })
    .superRefine(checkSearchFilters),
  output: z.object({
    carId: z.uuid(),
    pricePerDay: z.number().int(),
    days: z.number().int().nullable(),
    total: z.number().int().nullable(),
  }),
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND'],
});
