import type { FastifyInstance } from 'fastify';
import { sendError } from '../../http/send-error.js';
import { UUID_PATTERN } from '../../lib/uuid.js';
import type { ReceiptsService } from './receipts.service.js';

const receiptFile = new RegExp(`^(${UUID_PATTERN})\\.pdf$`);

/**
 * The receipt PDF behind a signed link (ADR 0038), like a private image (ADR 0012): a plain GET the browser
 * follows to download, refused without an unexpired signature for the reservation's guest; never cached.
 */
export function mountReceiptDownloads(app: FastifyInstance, deps: { receipts: ReceiptsService }) {
  app.get<{ Params: { file: string }; Querystring: { exp?: string; sig?: string } }>('/receipts/:file', async (request, reply) => {
    const reserveId = receiptFile.exec(request.params.file)?.[1];
    if (!reserveId) return sendError(reply, 'NOT_FOUND');
    const { exp, sig } = request.query;
    const printed = exp && sig ? await deps.receipts.print({ reserveId, exp: Number(exp), sig }) : null;
    if (!printed) return sendError(reply, 'RECEIPT_LINK_INVALID');
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('content-disposition', `attachment; filename="receipt-${printed.receiptNumber}.pdf"`)
      .type('application/pdf')
      .send(printed.pdf);
  });
}
