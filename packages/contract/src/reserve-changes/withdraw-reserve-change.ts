import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveChangeView } from './dto.js';
import { changeErrors, answerInput } from './endpoint-parts.js';

export const withdrawReserveChange = defineEndpoint({
  path: '/v1/withdraw-reserve-change',
  tag: 'reserves',
  summary: '自分が送った予約の変更（リクエスト・提案）を取り下げる',
  access: 'user',
  ids: { reserveId: participant() },
  input: answerInput,
  output: reserveChangeView,
  errors: [...changeErrors],
});
