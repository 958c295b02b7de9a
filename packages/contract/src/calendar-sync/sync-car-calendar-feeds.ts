import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { calendarSync, carCalendarSyncInput } from './dto.js';

/**
 * Reads every import feed of one of the caller's cars now (ADR 0057), at most once a minute per car (429
 * CALENDAR_SYNC_TOO_SOON before); a failing feed keeps its blocks and shows its error.
 */
export const syncCarCalendarFeeds = defineEndpoint({
  path: '/v1/user/sync-car-calendar-feeds',
  tag: 'calendar-sync',
  summary: '車両の取り込みカレンダーを今すぐ同期する（車両オーナーのみ）',
  access: 'carOwner',
  ids: { carId: owned('car') },
  input: carCalendarSyncInput,
  output: calendarSync,
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND', 'CALENDAR_SYNC_TOO_SOON'],
});
