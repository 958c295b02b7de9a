import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveIdInput } from '../reserves/dto.js';
import { reserveChangeList } from './dto.js';

export const showReserveChanges = defineEndpoint({
  path: '/v1/show-reserve-changes',
  tag: 'reserves',
  summary: '予約の変更リクエスト（回答待ちと過去のもの）を取得する',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput }),
  output: reserveChangeList,
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND'],
});
