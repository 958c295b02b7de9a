import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { ownerCarId } from '../reserve-owner/dto.js';
import { calendarFeedsInput, calendarSync } from './dto.js';

/**
 * Replaces the import feeds of one of the caller's cars (ADR 0057): a feed whose address stays keeps its state, a new
 * one is read at once, a removed one frees the days it blocked. A new address that is not a readable iCal calendar
 * (private address, too large, timeout, not iCal) is 422 CALENDAR_FEED_UNREADABLE naming it, and nothing changes.
 */
export const updateCarCalendarFeeds = defineEndpoint({
  path: '/v1/user/update-car-calendar-feeds',
  tag: 'calendar-sync',
  summary: '車両の取り込みカレンダーを置き換える（車両オーナーのみ）',
  access: 'carOwner',
  ids: { carId: owned('car') },
  input: z.strictObject({ carId: ownerCarId, feeds: calendarFeedsInput }),
  output: calendarSync,
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND', 'CALENDAR_FEED_UNREADABLE'],
});
