import { z } from 'zod';

/** Agreement to the share contract in force: the version the user read, and the tick. */
export const shareContractAgreement = z.strictObject({
  shareContractVersion: z.string().trim().min(1, 'シェア契約書の版を指定してください。').max(40),
  agreed: z.literal(true, { error: 'シェア契約書への同意が必要です。' }),
});
