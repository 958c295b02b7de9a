import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { filter } from '../id-rules.js';
import { reserveSummary } from './dto.js';
import { checkReservePeriod, MAX_RESERVES_BY_PERIOD, reserveListFields, reservePeriodFields } from './list-input.js';

/**
 * The viewer's reservations whose days overlap [from, to] (inclusive, at most 62 days), by start
 * date: for calendars and for today's pickups and returns. At most 500; `truncated` says when
 * there were more.
 */
export const searchReservesByPeriod = defineEndpoint({
  path: '/v1/search-reserves-by-period',
  tag: 'reserves',
  summary: '期間と重なる予約を取得する（カレンダー・本日の貸出と返却）',
  access: 'user',
  ids: { listingId: filter('listing') },
  rateLimit: 'search',
  input: z.strictObject({ ...reserveListFields, ...reservePeriodFields }).superRefine(checkReservePeriod),
  output: z.object({
    items: z.array(reserveSummary).max(MAX_RESERVES_BY_PERIOD),
    truncated: z.boolean(),
  }),
  errors: ['USER_NOT_REGISTERED'],
});
