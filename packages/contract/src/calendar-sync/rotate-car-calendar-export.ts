import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { calendarSync, carCalendarSyncInput } from './dto.js';

/** Gives one of the caller's cars a new secret export address (ADR 0057); the old one answers 404 from then on. */
export const rotateCarCalendarExport = defineEndpoint({
  path: '/v1/user/rotate-car-calendar-export',
  tag: 'calendar-sync',
  summary: '車両のカレンダー書き出し URL を作り直す（車両オーナーのみ）',
  access: 'carOwner',
  ids: { carId: owned('car') },
  input: carCalendarSyncInput,
  output: calendarSync,
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND'],
});
