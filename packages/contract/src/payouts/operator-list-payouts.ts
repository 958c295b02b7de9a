import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput } from '../paging.js';
import { payoutMonth, payoutPeriod } from './dto.js';

/** A month's payouts for staff: closed or not, totals per status, held ones with their reason. */
export const operatorListPayouts = defineEndpoint({
  path: '/v1/operator/list-payouts',
  tag: 'operator',
  summary: '月次の支払一覧と合計を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({ period: payoutPeriod, ...pageInput(50, 200) }),
  output: payoutMonth,
});
