import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { carUnavailableDates, checkOwnerWindow, ownerCarId, ownerUnavailableWindowFields, UNAVAILABLE_DATES_HORIZON_DAYS } from './dto.js';

/**
 * The owner's calendar of one car: their own unavailable days and, apart, the days held by active
 * reservations, in [from, to] (by default today and the 365 days after it, Japan time; at most
 * 366 days). Another owner's car is 404.
 */
export const showCarReserveUnavailableDates = defineEndpoint({
  path: '/v1/user/show-car-reserve-unavailable-dates',
  tag: 'reserve-owner',
  summary: '車両の予約不可日と予約の入っている日を取得する（車両オーナーのみ）',
  access: 'carOwner',
  ids: { carId: owned('car') },
  input: z
    .strictObject({ carId: ownerCarId, ...ownerUnavailableWindowFields })
    .superRefine(checkOwnerWindow(UNAVAILABLE_DATES_HORIZON_DAYS + 1)),
  output: carUnavailableDates,
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND'],
});
