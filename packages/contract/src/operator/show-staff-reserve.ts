import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffReserveDetail } from './console-dto.js';

/** A reservation in full for staff: the detail with its history, both parties' contact, and staff actions on it. */
export const operatorShowReserve = defineEndpoint({
  path: '/v1/operator/show-reserve',
  name: 'operatorShowReserve',
  tag: 'operator',
  summary: '予約の詳細を取得する（運営のみ）',
  access: 'operator',
  ids: { reserveId: staff('reserve') },
  input: z.strictObject({ reserveId: z.uuid({ error: '予約の ID が正しくありません。' }) }),
  output: staffReserveDetail,
  errors: ['RESERVE_NOT_FOUND'],
});
