import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { carSalesOfCar, ownerCarId, salesYear } from './dto.js';

/** One car's sales of a year by month (Japan time), as show-car-sales-by-month. Another owner's car is 404. */
export const showCarSalesByMonthAndCarId = defineEndpoint({
  path: '/v1/user/show-car-sales-by-month-and-car-id',
  tag: 'reserve-owner',
  summary: '車両1台の月別売上を取得する（車両オーナーのみ）',
  access: 'carOwner',
  ids: { carId: owned('car') },
  input: z.strictObject({ carId: ownerCarId, year: salesYear }),
  output: carSalesOfCar,
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND'],
});
