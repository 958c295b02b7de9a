import { defineEndpoint } from '../endpoint.js';
import { carReserveSummaries, ownerSummariesInput } from './dto.js';

/**
 * The car owner's dashboard (Japan time): requests waiting with the nearest approval deadline,
 * upcoming approved reservations, those renting now, today's pickups and returns, and this month's
 * sales so far. Each list holds at most `limit` reservations and says how many there are.
 */
export const showCarReserveSummaries = defineEndpoint({
  path: '/v1/user/show-car-reserve-summaries',
  tag: 'reserve-owner',
  summary: '車両の予約ダッシュボード（承認待ち・今日の受け渡しと返却・今月の売上）を取得する（車両オーナーのみ）',
  access: 'carOwner',
  ids: {},
  input: ownerSummariesInput,
  output: carReserveSummaries,
  errors: ['USER_NOT_REGISTERED'],
});
