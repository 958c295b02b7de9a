import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { calendarSync, carCalendarSyncInput } from './dto.js';

/**
 * The calendar sync of one of the caller's cars (ADR 0057): its secret export address (made on the first read) and
 * its import feeds with their last sync, error, staleness and the days they overlap reservations. Another host's
 * car is 404.
 */
export const showCarCalendarSync = defineEndpoint({
  path: '/v1/user/show-car-calendar-sync',
  tag: 'calendar-sync',
  summary: '車両のカレンダー連携（書き出し URL・取り込みカレンダー）を取得する（車両オーナーのみ）',
  access: 'carOwner',
  ids: { carId: owned('car') },
  input: carCalendarSyncInput,
  output: calendarSync,
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND'],
});
