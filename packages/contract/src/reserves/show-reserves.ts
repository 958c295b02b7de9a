import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOutput } from '../paging.js';
import { ReserveSide, reserveSummary } from './dto.js';
import { ReserveScope, reservePageFields } from './list-input.js';

/**
 * The viewer's reservations as a guest (mypage/reserves) or as a host: upcoming ones by start date
 * (soonest first), past ones latest first.
 */
export const showReserves = defineEndpoint({
  path: '/v1/show-reserves',
  tag: 'reserves',
  summary: '自分の予約（ゲストとして、またはホストとして）の一覧を取得する',
  access: 'user',
  ids: {},
  input: z.strictObject({
    as: z.enum(ReserveSide.values, { error: '表示する予約の種類を選んでください。' }).default('Guest'),
    scope: z.enum(ReserveScope.values, { error: '表示する期間が正しくありません。' }).default('upcoming'),
    ...reservePageFields,
  }),
  output: pageOutput(reserveSummary),
  errors: ['USER_NOT_REGISTERED'],
});
