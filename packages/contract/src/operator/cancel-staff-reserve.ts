import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffReason, staffReserveDetail } from './console-dto.js';

/**
 * Request or Approved → Canceled by an operator, with a reason both parties read (ADR 0033): the days
 * go back to the calendar, both parties are notified and the thread gets a System message, in the
 * transition's transaction with its audit row. Never a reservation the operator is a party to.
 */
export const operatorCancelReserve = defineEndpoint({
  path: '/v1/operator/cancel-reserve',
  name: 'operatorCancelReserve',
  tag: 'operator',
  summary: '予約を運営として取り消す（運営のみ、理由は両者に通知される）',
  access: 'operator',
  ids: { reserveId: staff('reserve') },
  input: z.strictObject({ reserveId: z.uuid({ error: '予約の ID が正しくありません。' }), reason: staffReason }),
  output: staffReserveDetail,
  errors: ['RESERVE_NOT_FOUND', 'RESERVE_STATUS_CONFLICT', 'OPERATOR_OWN_ACCOUNT'],
});
