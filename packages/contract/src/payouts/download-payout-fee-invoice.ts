import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { downloadedDocument } from './dto.js';

/** The marketplace's qualified invoice (PDF) for its fee of the payout's month; another host's payout is 404. */
export const downloadPayoutFeeInvoice = defineEndpoint({
  path: '/v1/user/download-payout-fee-invoice',
  tag: 'payouts',
  summary: '月次のサービス手数料の請求書（適格請求書、PDF）をダウンロードする（自分の支払のみ）',
  access: 'host',
  ids: { payoutId: owned('payout') },
  input: z.strictObject({ payoutId: z.uuid({ error: '支払の ID が正しくありません。' }) }),
  output: downloadedDocument,
  errors: ['USER_NOT_REGISTERED', 'ROLE_REQUIRED', 'PAYOUT_NOT_FOUND'],
});
