import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveIdInput } from '../reserves/dto.js';
import { reserveReceiptView } from './dto.js';

/** The receipt of a reservation as its guest sees it: whether one can be issued, its number and its 宛名 (ADR 0038). */
export const showReserveReceipt = defineEndpoint({
  path: '/v1/show-reserve-receipt',
  tag: 'receipts',
  summary: '予約の領収書（発行可否・番号・宛名）を取得する（ゲストのみ）',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput }),
  output: reserveReceiptView,
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND', 'RESERVE_ACTION_FORBIDDEN'],
});
