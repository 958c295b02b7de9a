import type { Socket } from 'node:net';
import { errorTable, type ErrorCode, type ErrorEnvelope } from '@kurumatabi/contract';

/**
 * Requests that Node's HTTP parser refuses before Fastify sees them (defect 9 of issue 11): a control
 * byte in a header, headers or a URL past the size limit, a broken Content-Length, a request that
 * does not arrive in time. Node would answer a bare `400 Bad Request` (Fastify a JSON of its own);
 * here the answer is the envelope with a Japanese message, and the connection is closed (the
 * parser cannot find the next request on it).
 */
export function clientErrorCode(error: { code?: string }): ErrorCode {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 'HEADERS_TOO_LARGE';
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'REQUEST_TIMEOUT';
    default:
      return 'BAD_REQUEST';
  }
}

const REASONS: Partial<Record<number, string>> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A client that left (or a socket already answered) gets nothing more.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const code = clientErrorCode(error);
  const { status, message } = errorTable[code];
  const envelope: ErrorEnvelope = { error: { code, message } };
  const body = Buffer.from(JSON.stringify(envelope));
  const head =
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\n` +
    'content-type: application/json; charset=utf-8\r\n' +
    `content-length: ${body.length}\r\n` +
    "content-security-policy: default-src 'none'; frame-ancestors 'none'\r\n" +
    'x-content-type-options: nosniff\r\n' +
    'connection: close\r\n\r\n';
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body]));
}
