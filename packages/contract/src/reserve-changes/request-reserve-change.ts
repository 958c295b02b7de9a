import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { reserveIdInput } from '../reserves/dto.js';
import { paymentTokenInput } from '../reserves/request-input.js';
import { reserveChangeView } from './dto.js';
import { reserveChangeInput } from './input.js';
import { quotedDifferenceInput, sendChangeErrors, wishIds } from './endpoint-parts.js';

export const requestReserveChange = defineEndpoint({
  path: '/v1/request-reserve-change',
  tag: 'reserves',
  summary: '予約の日程変更・延長をリクエストする（ゲストのみ）',
  access: 'user',
  ids: wishIds,
  rateLimit: 'reserve',
  input: z.strictObject({
    reserveId: reserveIdInput,
    change: reserveChangeInput,
    /** The difference the guest saw (refused when today's repricing differs). */
    quotedDifference: quotedDifferenceInput,
    /** A card for the further payment (an increase paid by card). */
    paymentToken: paymentTokenInput.optional(),
  }),
  output: reserveChangeView,
  errors: [...sendChangeErrors, 'VALIDATION_FAILED', 'PAYMENT_DECLINED', 'PAYMENT_PROVIDER_UNAVAILABLE'],
});
