import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveChangeView } from './dto.js';
import { changeErrors, answerInput } from './endpoint-parts.js';

export const acceptReserveChange = defineEndpoint({
  path: '/v1/accept-reserve-change',
  tag: 'reserves',
  summary: '予約の変更リクエストを承認する（ホストのみ、差額の決済・返金を含む）',
  access: 'user',
  ids: { reserveId: participant() },
  input: answerInput,
  output: reserveChangeView,
  errors: [...changeErrors, 'RESERVE_CONDITIONS_INVALID', 'RESERVE_PERIOD_UNAVAILABLE', 'PAYMENT_DECLINED', 'PAYMENT_PROVIDER_UNAVAILABLE'],
});
