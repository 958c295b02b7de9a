import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveIdInput } from '../reserves/dto.js';
import { pdfFile } from './dto.js';

/**
 * The invoice (請求書) PDF of a reservation paid by transfer, for its guest only (ADR 0040): the amount owed
 * now, the due date and the marketplace's bank account. The host gets 403; anyone else 404.
 */
export const downloadReserveInvoice = defineEndpoint({
  path: '/v1/download-reserve-invoice',
  tag: 'reserves',
  summary: '予約の請求書（PDF）をダウンロードする（ゲストのみ、請求書払い）',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput }),
  output: pdfFile,
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND', 'RESERVE_ACTION_FORBIDDEN', 'INVOICE_NOT_FOUND'],
});
