import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { filter } from '../id-rules.js';
import { pageOutput } from '../paging.js';
import { reserveSummary } from './dto.js';
import { reserveListFields, reservePageFields } from './list-input.js';

/**
 * The viewer's reservations filtered by state, kind and listing (e.g. the requests waiting on an
 * owner's cars), newest request first.
 */
export const searchReserves = defineEndpoint({
  path: '/v1/search-reserves',
  tag: 'reserves',
  summary: '予約を条件で検索する（ゲストまたはホストとして）',
  access: 'user',
  ids: { listingId: filter('listing') },
  rateLimit: 'search',
  input: z.strictObject({ ...reserveListFields, ...reservePageFields }),
  output: pageOutput(reserveSummary),
  errors: ['USER_NOT_REGISTERED'],
});
