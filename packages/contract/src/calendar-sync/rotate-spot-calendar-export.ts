import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { calendarSync, rotateSpotCalendarExportInput } from './dto.js';

/**
 * Gives one of the caller's spots (or, with `spotPlanId`, one of its plans) a new secret export address (ADR 0057); the
 * old one answers 404 from then on. A plan of another spot, or a withdrawn one, is 404.
 */
export const rotateSpotCalendarExport = defineEndpoint({
  path: '/v1/user/rotate-spot-calendar-export',
  tag: 'calendar-sync',
  summary: 'スポットのカレンダー書き出し URL を作り直す（スポット掲載者のみ）',
  access: 'facilityProvider',
  ids: { spotId: owned('spot'), spotPlanId: owned('spotPlan') },
  input: rotateSpotCalendarExportInput,
  output: calendarSync,
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND', 'SPOT_PLAN_NOT_FOUND'],
});
