import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { calendarSync, spotCalendarSyncInput } from './dto.js';

/**
 * Reads every import feed of one of the caller's spots now (ADR 0057), at most once a minute per spot (429
 * CALENDAR_SYNC_TOO_SOON before); a failing feed keeps its blocks and shows its error.
 */
export const syncSpotCalendarFeeds = defineEndpoint({
  path: '/v1/user/sync-spot-calendar-feeds',
  tag: 'calendar-sync',
  summary: 'スポットの取り込みカレンダーを今すぐ同期する（スポット掲載者のみ）',
  access: 'facilityProvider',
  ids: { spotId: owned('spot') },
  input: spotCalendarSyncInput,
  output: calendarSync,
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND', 'CALENDAR_SYNC_TOO_SOON'],
});
