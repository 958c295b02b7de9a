import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { paymentTokenInput } from '../reserves/request-input.js';
import { reserveChangeView } from './dto.js';
import { changeErrors, answerInput } from './endpoint-parts.js';

export const acceptReserveChange = defineEndpoint({
  path: '/v1/accept-reserve-change',
  tag: 'reserves',
  summary: '相手からの予約の変更（ゲストのリクエスト・ホストの提案）を承認する（差額の決済・返金を含む）',
  access: 'user',
  ids: { reserveId: participant() },
  input: answerInput.extend({
    /** The guest accepting a host's proposal that costs more: the card for the difference. */
    paymentToken: paymentTokenInput.optional(),
  }),
  output: reserveChangeView,
  errors: [
    ...changeErrors,
    'RESERVE_CONDITIONS_INVALID',
    'RESERVE_PERIOD_UNAVAILABLE',
    'VALIDATION_FAILED',
    'PAYMENT_DECLINED',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  ],
});
