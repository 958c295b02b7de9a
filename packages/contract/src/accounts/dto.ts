import { z } from 'zod';
import { multiLineText, singleLineText } from '../common.js';

/** Agreement to the share contract in force: the version the user read, and the tick. */
export const shareContractAgreement = z.strictObject({
  shareContractVersion: singleLineText('シェア契約書の版')
    .min(1, 'シェア契約書の版を指定してください。')
    .max(40, 'シェア契約書の版が正しくありません。'),
  agreed: z.literal(true, { error: 'シェア契約書への同意が必要です。' }),
});

/**
 * The reason a person may give when they leave (optional). Its own schema, not read off the endpoint:
 * the browser's contract carries no endpoint schemas (ADR 0030), and the deactivation form uses it.
 */
export const deactivationReason = multiLineText('退会理由').max(1000, '退会理由は1000文字以内で入力してください。').default('');
