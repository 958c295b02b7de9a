import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveIdInput } from '../reserves/dto.js';
import { receiptAddresseeName, reserveReceiptView } from './dto.js';

/** Sets the receipt's 宛名, once (Japanese receipts are not re-addressed at will); a second change is refused. */
export const updateReserveReceiptAddressee = defineEndpoint({
  path: '/v1/update-reserve-receipt-addressee',
  tag: 'receipts',
  summary: '領収書の宛名を変更する（1回まで・ゲストのみ）',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput, name: receiptAddresseeName }),
  output: reserveReceiptView,
  errors: [
    'USER_NOT_REGISTERED',
    'RESERVE_NOT_FOUND',
    'RESERVE_ACTION_FORBIDDEN',
    'RECEIPT_NOT_AVAILABLE',
    'RECEIPT_ADDRESSEE_ALREADY_CHANGED',
  ],
});
