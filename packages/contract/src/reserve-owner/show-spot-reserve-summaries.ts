import { defineEndpoint } from '../endpoint.js';
import { ownerSummariesInput, spotReserveSummaries } from './dto.js';

/**
 * The facility provider's dashboard (Japan time): requests waiting with the nearest approval
 * deadline, upcoming approved reservations, stays and activities in progress, today's check-ins and
 * check-outs, and this month's sales so far.
 */
export const showSpotReserveSummaries = defineEndpoint({
  path: '/v1/user/show-spot-reserve-summaries',
  tag: 'reserve-owner',
  summary: 'スポットの予約ダッシュボード（承認待ち・今日のチェックインとチェックアウト・今月の売上）を取得する（スポット掲載者のみ）',
  access: 'facilityProvider',
  ids: {},
  input: ownerSummariesInput,
  output: spotReserveSummaries,
  errors: ['USER_NOT_REGISTERED'],
});
