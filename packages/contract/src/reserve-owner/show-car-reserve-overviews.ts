import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import {
  carReserveOverview,
  checkOwnerWindow,
  OWNER_WINDOW_MAX_DAYS,
  ownerCarId,
  ownerOverviewFields,
  ownerOverviewOutput,
} from './dto.js';

/**
 * The owner's timeline: their cars (or the one `carId`), each with its reservations (not cancelled
 * ones) and unavailable periods overlapping [from, to] (at most 62 days), paged by car. Another
 * owner's `carId` is 404 CAR_NOT_FOUND.
 */
export const showCarReserveOverviews = defineEndpoint({
  path: '/v1/user/show-car-reserve-overviews',
  tag: 'reserve-owner',
  summary: '車両ごとの予約状況（期間内の予約と予約不可期間）を取得する（車両オーナーのみ）',
  access: 'carOwner',
  ids: { carId: owned('car') },
  input: z.strictObject({ ...ownerOverviewFields, carId: ownerCarId.optional() }).superRefine(checkOwnerWindow(OWNER_WINDOW_MAX_DAYS)),
  output: ownerOverviewOutput(carReserveOverview),
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND'],
});
