import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { calendarSync, spotCalendarSyncInput } from './dto.js';

/** Gives one of the caller's spots a new secret export address (ADR 0057); the old one answers 404 from then on. */
export const rotateSpotCalendarExport = defineEndpoint({
  path: '/v1/user/rotate-spot-calendar-export',
  tag: 'calendar-sync',
  summary: 'スポットのカレンダー書き出し URL を作り直す（スポット掲載者のみ）',
  access: 'facilityProvider',
  ids: { spotId: owned('spot') },
  input: spotCalendarSyncInput,
  output: calendarSync,
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND'],
});
