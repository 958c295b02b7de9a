/**
 * Whether an error says PostgreSQL cannot be reached right now (stopped, restarting, refusing
 * connections, the pool unable to connect), as opposed to a query of ours that failed. Such errors
 * pass on their own once the server is back: the API answers 503 with Retry-After instead of 500.
 */

// Socket errors of a connection that could not be made or was cut.
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

// SQLSTATEs of a server going away or not taking connections: class 08 (connection exception),
// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections.
const sqlStates = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres and pg-pool say these in plain Error messages, without a code.
const messages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
];

function isUnavailableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && messages.some((m) => message.startsWith(m));
}

/** Looks through the error's causes (Drizzle wraps the driver's error in DrizzleQueryError, services in AppError). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    if (isUnavailableItself(current)) return true;
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
