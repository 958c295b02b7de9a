import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveChangeView } from './dto.js';
import { changeErrors, answerInput } from './endpoint-parts.js';

export const declineReserveChange = defineEndpoint({
  path: '/v1/decline-reserve-change',
  tag: 'reserves',
  summary: '相手からの予約の変更（ゲストのリクエスト・ホストの提案）をお断りする',
  access: 'user',
  ids: { reserveId: participant() },
  input: answerInput,
  output: reserveChangeView,
  errors: [...changeErrors],
});
