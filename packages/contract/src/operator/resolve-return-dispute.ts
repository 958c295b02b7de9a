import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffReason } from './console-dto.js';
import { returnDispute } from './return-dispute-dto.js';

/**
 * An operator closes a guest's dispute of a return with what was found (ADR 0046): the return is settled
 * and the stay can be reviewed (from the day after its end date), both sides are notified, the audit log
 * records it. Never a reservation the operator is a party to.
 */
export const resolveReturnDispute = defineEndpoint({
  path: '/v1/operator/resolve-return-dispute',
  tag: 'operator',
  summary: '返却への異議を対応済みにする（運営のみ、対応内容は両者に通知される）',
  access: 'operator',
  ids: { reserveId: staff('reserve') },
  input: z.strictObject({ reserveId: z.uuid({ error: '予約の ID が正しくありません。' }), resolution: staffReason }),
  output: returnDispute,
  errors: ['RETURN_DISPUTE_NOT_FOUND', 'OPERATOR_OWN_ACCOUNT'],
});
