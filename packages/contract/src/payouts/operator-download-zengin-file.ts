import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { downloadedDocument, payoutPeriod } from './dto.js';

/** The 総合振込 file (全銀協 format, Shift_JIS) of a closed month's scheduled bank payouts, or of the chosen ones. */
export const operatorDownloadZenginFile = defineEndpoint({
  path: '/v1/operator/download-zengin-file',
  tag: 'operator',
  summary: '総合振込ファイル（全銀フォーマット）をダウンロードする（運営のみ）',
  access: 'operator',
  ids: { payoutIds: staff('payout') },
  input: z.strictObject({
    period: payoutPeriod,
    payoutIds: z
      .array(z.uuid({ error: '支払の ID が正しくありません。' }))
      .min(1)
      .max(2000)
      .optional(),
  }),
  output: downloadedDocument,
  errors: ['PAYOUT_PERIOD_NOT_CLOSED', 'PAYOUT_NOT_FOUND', 'PAYOUT_STATUS_CONFLICT', 'PAYOUT_NOTHING_TO_TRANSFER', 'PAYOUT_FILE_INVALID'],
});
