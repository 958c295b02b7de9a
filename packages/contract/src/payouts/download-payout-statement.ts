import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { downloadedDocument } from './dto.js';

/** 支払通知書 (PDF) of one of the caller's payouts; another host's payout is 404. */
export const downloadPayoutStatement = defineEndpoint({
  path: '/v1/user/download-payout-statement',
  tag: 'payouts',
  summary: '支払通知書（PDF）をダウンロードする（自分の支払のみ）',
  access: 'host',
  ids: { payoutId: owned('payout') },
  input: z.strictObject({ payoutId: z.uuid({ error: '支払の ID が正しくありません。' }) }),
  output: downloadedDocument,
  errors: ['USER_NOT_REGISTERED', 'ROLE_REQUIRED', 'PAYOUT_NOT_FOUND'],
});
