import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { pageInput } from '../paging.js';
import { payoutMonth, payoutPeriod } from './dto.js';

/**
 * The bank took the transfer file: the month's scheduled bank payouts (or the chosen ones) become Sent, each with
 * its ledger journal and the host's notice, in one transaction. Never a payout of the operator themself.
 */
export const operatorMarkPayoutsSent = defineEndpoint({
  path: '/v1/operator/mark-payouts-sent',
  tag: 'operator',
  summary: '支払を送金済みにする（運営のみ、振込ファイルの全件または選んだもの）',
  access: 'operator',
  ids: { payoutIds: staff('payout') },
  input: z.strictObject({
    period: payoutPeriod,
    payoutIds: z
      .array(z.uuid({ error: '支払の ID が正しくありません。' }))
      .min(1)
      .max(2000)
      .optional(),
    ...pageInput(50, 200),
  }),
  output: payoutMonth,
  errors: ['PAYOUT_PERIOD_NOT_CLOSED', 'PAYOUT_NOT_FOUND', 'PAYOUT_STATUS_CONFLICT', 'PAYOUT_NOTHING_TO_TRANSFER', 'OPERATOR_OWN_ACCOUNT'],
});
