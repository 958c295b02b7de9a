import { z } from 'zod';
import { singleLineText } from '../common.js';

/** Agreement to the share contract in force: the version the user read, and the tick. */
export const shareContractAgreement = z.strictObject({
  shareContractVersion: singleLineText('シェア契約書の版')
    .min(1, 'シェア契約書の版を指定してください。')
    .max(40, 'シェア契約書の版が正しくありません。'),
  agreed: z.literal(true, { error: 'シェア契約書への同意が必要です。' }),
});
