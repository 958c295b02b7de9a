import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { reserveIdInput } from '../reserves/dto.js';
import { reserveChangeView } from './dto.js';
import { reserveChangeInput } from './input.js';
import { quotedDifferenceInput, sendChangeErrors, wishIds } from './endpoint-parts.js';

export const proposeReserveChange = defineEndpoint({
  path: '/v1/propose-reserve-change',
  tag: 'reserves',
  summary: '予約の日程変更・延長をゲストに提案する（ホストのみ、ゲストが承認すると確定）',
  access: 'user',
  ids: wishIds,
  rateLimit: 'reserve',
  input: z.strictObject({
    reserveId: reserveIdInput,
    change: reserveChangeInput,
    /** The difference the host saw (refused when today's repricing differs). */
    quotedDifference: quotedDifferenceInput,
  }),
  output: reserveChangeView,
  errors: sendChangeErrors,
});
