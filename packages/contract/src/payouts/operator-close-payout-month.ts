import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput } from '../paging.js';
import { payoutMonth, payoutPeriod } from './dto.js';

/**
 * Closes a month now (the job closes it by itself on the closing day): one payout per host from the ledger's
 * host payable of the month, booked in the same transaction. A month not ended yet or closed before is refused.
 */
export const operatorClosePayoutMonth = defineEndpoint({
  path: '/v1/operator/close-payout-month',
  tag: 'operator',
  summary: '月次の支払を締める（運営のみ、終わった月を一度だけ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({ period: payoutPeriod, ...pageInput(50, 200) }),
  output: payoutMonth,
  errors: ['PAYOUT_PERIOD_OPEN', 'PAYOUT_PERIOD_CLOSED'],
});
