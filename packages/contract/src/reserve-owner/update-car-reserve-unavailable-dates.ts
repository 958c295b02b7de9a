import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { carUnavailableDates, ownerCarId, unavailableDatesInput } from './dto.js';

/**
 * Replaces the owner's unavailable days of one car from today on (Japan time): `dates` become the
 * only ones (past days are kept as they were). No day before today, none more than 365 days ahead
 * (400). A day held by an active reservation is 409 UNAVAILABLE_DATES_CONFLICT naming the days.
 * Answers the calendar of today and the 365 days after it.
 */
export const updateCarReserveUnavailableDates = defineEndpoint({
  path: '/v1/user/update-car-reserve-unavailable-dates',
  tag: 'reserve-owner',
  summary: '車両の予約不可日を置き換える（車両オーナーのみ）',
  access: 'carOwner',
  ids: { carId: owned('car') },
  input: z.strictObject({ carId: ownerCarId, dates: unavailableDatesInput }),
  output: carUnavailableDates,
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND', 'UNAVAILABLE_DATES_CONFLICT'],
});
