import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { calendarSync, spotCalendarSyncInput } from './dto.js';

/**
 * The calendar sync of one of the caller's spots (ADR 0057): its secret export address (made on the first read) and
 * its import feeds with their last sync, error, staleness and the days they overlap reservations. Another host's
 * spot is 404.
 */
export const showSpotCalendarSync = defineEndpoint({
  path: '/v1/user/show-spot-calendar-sync',
  tag: 'calendar-sync',
  summary: 'スポットのカレンダー連携（書き出し URL・取り込みカレンダー）を取得する（スポット掲載者のみ）',
  access: 'facilityProvider',
  ids: { spotId: owned('spot') },
  input: spotCalendarSyncInput,
  output: calendarSync,
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND'],
});
