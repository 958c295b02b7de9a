import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { payoutSummary } from './dto.js';

/**
 * The caller's payouts, newest month first, and what is still to come: the sales of the months not yet
 * closed (the ledger's host payable) with the day they will be paid.
 */
export const listHostPayouts = defineEndpoint({
  path: '/v1/user/list-host-payouts',
  tag: 'payouts',
  summary: '自分（ホスト）の月次の支払一覧と、次回の支払予定を取得する',
  access: 'host',
  ids: {},
  input: z.strictObject({ ...pageInput(12, 36) }),
  output: pageOutput(payoutSummary).extend({
    pending: z.object({
      /** The host payable of the months not closed yet, integer yen. */
      amount: z.number().int(),
      /** The month the next close is for (YYYY-MM) and its pay day. */
      period: z.string(),
      payDate: z.string(),
    }),
  }),
  errors: ['USER_NOT_REGISTERED', 'ROLE_REQUIRED'],
});
