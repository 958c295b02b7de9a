import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveIdInput } from '../reserves/dto.js';
import { receiptDownloadLink } from './dto.js';

/**
 * A download link of the receipt PDF, signed for this guest and this reservation and valid for 5 minutes
 * (ADR 0038): the browser follows it with a plain GET (an attachment), so no token travels in a URL.
 */
export const createReserveReceiptLink = defineEndpoint({
  path: '/v1/create-reserve-receipt-link',
  tag: 'receipts',
  summary: '領収書 PDF のダウンロード用リンク（5分間有効）を発行する（ゲストのみ）',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput }),
  output: receiptDownloadLink,
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND', 'RESERVE_ACTION_FORBIDDEN', 'RECEIPT_NOT_AVAILABLE'],
});
