import { errorTable, type ErrorCode, type ErrorDetail, type ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyReply } from 'fastify';

/**
 * Sends the error envelope of DESIGN.md §3 with the code's status. The error handler uses it for every thrown
 * failure; raw routes outside the contract (image serving) use it to answer in the same envelope.
 */
export function sendError(reply: FastifyReply, code: ErrorCode, extra: { message?: string; details?: ErrorDetail[] } = {}) {
  const envelope: ErrorEnvelope = { error: { code, message: extra.message ?? errorTable[code].message } };
  if (extra.details && extra.details.length > 0) envelope.error.details = extra.details;
  // The request's one log line (logging.ts) names the code; only a failure's cause gets a line of its own.
  reply.request.errorCode = code;
  // The id a person can quote when they report the error (the log line has it as requestId).
  reply.raw.setHeader('x-request-id', reply.request.id);
  return reply.status(errorTable[code].status).type('application/json; charset=utf-8').send(envelope);
}
